/**
 * The English texts of the app area: the signed-in app layout's header (the product switch, the
 * company switcher, the user menu, the logout dialog) and what several signed-in pages share.
 * Loaded by routes/_app.tsx, so the sign-in pages do not carry them; /profile's own texts are the
 * app.profile area (app/profile.ts). The shape the uk and ru files are checked against.
 */
import type { Shape } from "../shape";

const app = {
  /** A person whose account was deleted (decision 0010), wherever their name would be. */
  deletedAccount: "Deleted account",
  /** The header's bell (its name, said by screen readers). */
  unreadNotifications_one: "{{count}} unread notification",
  unreadNotifications_other: "{{count}} unread notifications",
  /** Knowledge-base posts in lists of the signed-in pages (the profile's recommended, the index). */
  posts: {
    recommended: "Recommended in the knowledge base",
    toIndex: "Open the knowledge base",
    in: "In:",
    inLanguage: "in {{language}}",
  },
  nav: {
    main: "Main navigation",
    home: "Home",
    vhub: "vHub",
    vhold: "vHold",
    vholdDisabled: "Create or join a company to open vHold",
    vhubDisabled: "Take a role in a company to open vHub",
    menu: "Menu",
    closeMenu: "Close the menu",
  },
  companySwitcher: {
    label: "Companies",
    heading: "My companies",
    search: "Search companies",
    searchSubmit: "Find",
    empty: "You have no companies yet.",
    noMatches: "No companies match “{{search}}”.",
    create: "Create a company",
    all: "All my companies",
  },
  userMenu: {
    label: "Account menu",
    settings: "Profile settings",
    darkMode: "Dark mode",
    lightMode: "Light mode",
    knowledgeBase: "Knowledge base",
    contact: "Contact the provider",
    logout: "Log out",
    soon: "coming soon",
  },
  logout: {
    heading: "Log out?",
    text: "To come back you will need your phone, the SMS code and your password.",
    cancel: "Cancel",
    confirm: "Log out",
  },
  role: {
    level: "Level {{level}}",
  },
  dialog: {
    close: "Close",
  },
};

export default app;
export type AppTexts = Shape<typeof app>;
