/** The English texts of vHub's dashboard (the role's company, manager and subordinates) (area vhub.dashboard): the shape the uk and ru files are checked against. */
import type { Shape } from "../../shape";

const dashboard = {
  company: "Company",
  manager: "Managing role",
  noManager: "None: this is the company's top role",
  subordinates: "Subordinate roles",
  noSubordinates: "No subordinate roles.",
  holder: "Executor",
  vacant: "Vacant",
  leave: "Leave the role",
  since: "holds it since {{date}}",
  more: "More actions",
  welcome: {
    heading: "Welcome to vHub, @{{username}}",
    text: "This is your role's work at a glance: what waits for you, the roles you manage, your instructions and files.",
    hide: "Hide",
  },
  banners: {
    label: "The company's state",
    balanceLow: "The balance covers 3 days or fewer: top it up, or the roles' work stops.",
    topUp: "Top up",
    voteYours: "The owners are voting, and your vote is still missing.",
    voteOpen_one: "The owners are voting: {{count}} vote is open.",
    voteOpen_other: "The owners are voting: {{count}} votes are open.",
    vote: "Vote",
    votes: "See the votes",
  },
  needs: {
    heading: "Needs you",
    empty: "Nothing waits for you right now.",
    invitation: "Invitation to “{{role}}” in {{company}}",
    invitationDirector: "Invitation to direct {{company}}",
    answer: "Answer",
    candidates_one: "{{count}} candidate waits for “{{role}}”",
    candidates_other: "{{count}} candidates wait for “{{role}}”",
    assign: "Assign",
    vote: "Vote",
    votes: {
      CEO: "The owners' vote on the director",
      NAME: "The owners' vote on the name",
      STOP: "The owners' vote on suspending the company",
      START: "The owners' vote on restoring the company",
      DELETE: "The owners' vote on deleting the company",
    },
  },
  roles: {
    all: "All in the structure",
    invitations_one: "{{count}} invitation",
    invitations_other: "{{count}} invitations",
    candidates_one: "{{count}} candidate",
    candidates_other: "{{count}} candidates",
    below_one: "{{count}} role below",
    below_other: "{{count}} roles below",
  },
  instructions: {
    heading: "Instructions",
    all: "All instructions",
    forMe: "For me",
    fromMe: "From me",
    editing: "Waiting for my edits",
  },
  files: {
    heading: "Recent files",
    all: "All files",
    mine: "My files",
    shared: "Shared with this role",
    none: "No files yet.",
    noneShared: "Nothing is shared with this role yet.",
  },
};

export default dashboard;
export type VhubDashboardTexts = Shape<typeof dashboard>;
