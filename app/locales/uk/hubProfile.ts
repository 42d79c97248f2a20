/** The Ukrainian texts of the hubProfile area (see ../en/hubProfile.ts). */
import type { HubProfileTexts } from "../en/hubProfile";

const hubProfile: HubProfileTexts = {
  roles: "Мої ролі",
  noRoles: "У вас ще немає ролі.",
  open: "Відкрити",
  invitations: "Запрошення на ролі",
  invitation: "{{from}} запрошує вас на роль «{{role}}» у компанії {{company}}.",
  invitationByLink: "Ви відкрили посилання-запрошення на роль «{{role}}» у компанії {{company}}.",
  candidate: "Ви кандидат: компанія призначить вас.",
  accept: "Прийняти",
  decline: "Відхилити",
  accepted: "Ви прийняли запрошення: компанія призначить вас на роль.",
  declined: "Ви відхилили запрошення.",
  declineText:
    "{{from}} запрошує вас на роль «{{role}}» у компанії {{company}}. Якщо ви відхилите, запрошення завершиться.",
  linkTaken: "Запрошення — у вашому профілі.",
  /** The share a company's card shows (as vhold.share). */
  share: "{{share}} %",
  /** vHold's part of the profile: companies, offers, the director's invitations. */
  vhold: {
    companies: "Мої компанії",
    create: "Створити компанію",
    incoming: "Запропоновані вам частки",
    offer: "{{from}} пропонує вам {{share}} % компанії «{{company}}»",
    invitations: "Запрошення на роль",
    invitation: "{{from}} запрошує вас стати директором «{{company}}»",
    invitationVote:
      "Власники голосують за це; роль стане вашою, коли голосування ухвалить рішення і ви приймете запрошення.",
    accept: "Прийняти",
    decline: "Відхилити",
    accepted: "Ви прийняли запрошення.",
    declined: "Ви відхилили запрошення.",
    waiting: "Ви прийняли запрошення: роль стане вашою, щойно голосування власників ухвалить рішення.",
    declineStep: {
      title: "Відхилити запрошення?",
      text: "{{from}} запрошує вас стати директором «{{company}}». Якщо ви відхилите його, запрошення й голосування власників за нього завершаться.",
      keep: "Не відхиляти",
      submit: "Відхилити запрошення",
      back: "Назад до профілю",
    },
  },
};

export default hubProfile;
