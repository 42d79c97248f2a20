/** The English page titles (read on the server: the root loader sends them for meta). */
import type { Shape } from "../shape";

const titles = {
  signin: "Sign in",
  signinCode: "Code from SMS",
  signinPassword: "Password",
  twoFactor: "Two-factor authentication",
  createPassword: "Password recovery",
  registration: "Registration",
  profile: "Profile",
  privacyPolicy: "Privacy policy",
  userAgreement: "User agreement",
  logout: "Log out",
  knowledgeBase: "Knowledge base",
  knowledgeManage: "Manage the knowledge base",
  knowledgeCategoryNew: "New category",
  knowledgeCategoryEdit: "Edit the category",
  knowledgeCategoryDelete: "Delete the category",
  knowledgePostNew: "New post",
  knowledgePostEdit: "Edit the post",
  knowledgePostDelete: "Delete the post",
  companies: "My companies",
  createCompany: "Create a company",
  vhold: "Company dashboard",
  vholdTransfer: "Transfer a share",
  vholdTransferConfirm: "Confirm the transfer",
  vholdShareTransfer: "Share transfer",
  vholdDeclineTransfer: "Decline the share transfer",
  vholdCancelTransfer: "Cancel the share transfer",
  vholdSettings: "Company settings",
  vholdSettingsEdit: "Edit the base characteristics",
  settingsPersonalInfo: "Personal info",
  settingsLocalization: "Localization",
  settingsPrivacy: "Privacy and access",
  settingsTwoFactor: "Two-factor authentication",
  settingsPhone: "Change phone number",
  settingsDeleteAccount: "Delete account",
};

export default titles;
export type TitlesTexts = Shape<typeof titles>;
