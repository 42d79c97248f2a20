/** The English texts of the settings' privacy and access pages (area settings.privacy): the shape the uk and ru files are checked against. */
import type { Shape } from "../../shape";

const privacy = {
  heading: "Privacy and access",
  password: {
    heading: "Change password",
    intro: "After the change, other devices are signed out; this one stays signed in.",
    current: "Current password",
    new: "New password",
    confirm: "Repeat the new password",
    submit: "Change password",
    changed: "Your password has been changed. Other devices have been signed out.",
  },
  twoFactor: {
    heading: "Two-factor authentication",
    on: "On: sign-in also asks for a code sent to {{email}}.",
    off: "Off. When it is on, sign-in also asks for a code sent to your e-mail.",
    turnOn: "Turn on two-factor authentication",
    turnOff: "Turn off two-factor authentication",
    enableIntro:
      "Enter the e-mail the codes should go to and your current password. We will send a code to that e-mail.",
    email: "E-mail",
    currentPassword: "Current password",
    send: "Send the code",
    sentTo: "We sent a code to {{to}}.",
    code: "Code from the e-mail",
    enable: "Turn on",
    startAgain: "Another e-mail, or a new code",
    disableIntro: "We will send a code to the e-mail of your second factor ({{email}}).",
    confirm: "I understand that sign-in will no longer ask for a code from my e-mail",
    disable: "Turn off",
    resend: "Send the code again",
    back: "Back to privacy and access",
    enabled: "Two-factor authentication is on.",
    disabled: "Two-factor authentication is off.",
  },
  visibility: {
    heading: "Who sees my phone and e-mail",
    intro: "Everyone else sees them partly hidden.",
    phone: "Phone number",
    email: "E-mail",
    ALL: "All users",
    CONTACTS: "My contacts",
  },
  sessions: {
    heading: "Active sessions",
    unknownDevice: "Unknown device",
    lastActive: "Last active: {{date}}",
    thisDevice: "This device",
    end: "End",
    endLabel: "End the session on {{device}}, last active {{date}}",
    ended: "The session has ended.",
    notYet: "You can end other sessions 7 days after signing in on this device: from {{date}}.",
    noOthers: "You are not signed in on any other device.",
  },
};

export default privacy;
export type SettingsPrivacyTexts = Shape<typeof privacy>;
