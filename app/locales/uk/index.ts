/** Every area of the uk catalogue, as the server holds it (see ../en/index.ts). */
import type { Catalogue } from "../en/index";
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

const uk = {
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
// A variable, not a literal: extra plural keys pass, a missing key fails the typecheck.
const _check: Catalogue = uk;
void _check;

export default uk;
