/** The English texts of the settings' account deletion (area settings.deleteAccount): the shape the uk and ru files are checked against. */
import type { Shape } from "../../shape";

const deleteAccount = {
  title: "Delete account",
  description: "This cannot be undone. Please read what will happen.",
  blockedDescription: "Your account cannot be deleted yet.",
  lossesHeading: "What you will lose",
  losses: {
    personal:
      "Your name, photo, e-mail, date of birth and about me are erased; your phone number and username become free.",
    sessions: "You are signed out on every device.",
    companies: "Companies where you are the only person are deleted.",
    transfers: "Shares offered to you are canceled.",
    roles: "Roles you hold in other companies become vacant.",
    history: "Company histories keep your actions, without your name.",
  },
  willSendSms: "We will send a confirmation code by SMS to {{to}}.",
  willSendEmail: "Two-factor authentication is on, so we will send the confirmation code to your e-mail {{to}}.",
  sentSms: "We sent a confirmation code by SMS to {{to}}.",
  sentEmail: "We sent a confirmation code to your e-mail {{to}}.",
  send: "Send the code",
  code: "Confirmation code",
  confirm: "Type YES to confirm",
  confirmHint: "In capital letters: YES",
  submit: "Delete my account",
  resend: "Send the code again",
  companiesHeading: "First transfer your share in these companies (or ask the others to leave):",
};

export default deleteAccount;
export type SettingsDeleteAccountTexts = Shape<typeof deleteAccount>;
