/**
 * Every area of the en catalogue, as the server holds it. The browser loads areas one by one
 * (common, then those the page's routes name in handle.i18n): see app/lib/i18n-react.tsx.
 * An area's texts sit under its name (t("knowledge.heading")); common's at the top. The sign-in
 * steps' areas are one level down (auth.signin in auth/signin.ts: t("auth.signin.heading")), so
 * that a step's page loads only its own texts.
 */
import app from "./app";
import signin from "./auth/signin";
import code from "./auth/code";
import password from "./auth/password";
import twoFactor from "./auth/twoFactor";
import recovery from "./auth/recovery";
import registration from "./auth/registration";
import passwordHints from "./auth/passwordHints";
import common from "./common";
import errors from "./errors";
import knowledge from "./knowledge";
import richText from "./richText";
import instructions from "./instructions";
import tasks from "./tasks";
import taskWords from "./taskWords";
import titles from "./titles";
import settings from "./settings";
import settingsPersonalInfo from "./settings/personalInfo";
import settingsPhoneChange from "./settings/phoneChange";
import settingsDeleteAccount from "./settings/deleteAccount";
import settingsLocalization from "./settings/localization";
import settingsPrivacy from "./settings/privacy";
import validation from "./validation";
import vhold from "./vhold";
import charts from "./charts";
import governance from "./governance";
import corporate from "./corporate";
import notifications from "./notifications";
import vhub from "./vhub";
import hubProfile from "./hubProfile";
import billing from "./billing";
import structure from "./structure";
import structureEditor from "./structureEditor";
import files from "./files";
import fileDialogs from "./fileDialogs";
import control from "./control";
import appProfile from "./app/profile";
import vhubDashboard from "./vhub/dashboard";
import vhubLeave from "./vhub/leave";
import controlProfile from "./control/profile";
import controlPeople from "./control/people";
import controlTeamPage from "./control/teamPage";
import controlOwnersPage from "./control/ownersPage";
import controlAccessPage from "./control/accessPage";
import type { Shape } from "../shape";

const en = {
  ...common,
  errors,
  titles,
  app: { ...app, profile: appProfile },
  auth: { signin, code, password, twoFactor, recovery, registration, passwordHints },
  validation,
  knowledge,
  vhold,
  charts,
  governance,
  corporate,
  settings: {
    ...settings,
    personalInfo: settingsPersonalInfo,
    phoneChange: settingsPhoneChange,
    deleteAccount: settingsDeleteAccount,
    localization: settingsLocalization,
    privacy: settingsPrivacy,
  },
  notifications,
  vhub: { ...vhub, dashboard: vhubDashboard, leave: vhubLeave },
  hubProfile,
  structure,
  structureEditor,
  billing,
  files,
  fileDialogs,
  control: {
    ...control,
    profile: controlProfile,
    people: controlPeople,
    teamPage: controlTeamPage,
    ownersPage: controlOwnersPage,
    accessPage: controlAccessPage,
  },
  richText,
  instructions,
  tasks,
  taskWords,
};
export default en;

/** The shape every language's catalogue has. */
export type Catalogue = Shape<typeof en>;
