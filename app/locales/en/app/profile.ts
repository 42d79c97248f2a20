/** The English texts of the profile page (/profile: the greeting, the companies, the welcome cards) (area app.profile): the shape the uk and ru files are checked against. */
import type { Shape } from "../../shape";

const profile = {
  heading: "Hello, {{name}}!",
  username: "Username",
  phone: "Phone",
  companies: "My companies",
  noCompanies: "You are not a member of any company yet.",
  allCompanies: "All my companies",
  roles: "My roles",
  noRoles: "You have no roles yet.",
  welcome: {
    vhold: {
      heading: "Welcome to vHold",
      text: "Manage the companies you own: co-owners, shares, votes and the director. Start by adding your company.",
      add: "Add a company",
      later: "Later",
    },
    vhub: {
      heading: "Welcome to vHub, @{{username}}",
      text: "This is where you work in your roles. Give your username to a company so that it can invite you to a role.",
      hide: "Hide",
    },
  },
};

export default profile;
export type AppProfileTexts = Shape<typeof profile>;
