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
  declineText: "{{from}} запрошує вас на роль «{{role}}» у компанії {{company}}. Якщо ви відхилите, запрошення завершиться.",
  linkTaken: "Запрошення — у вашому профілі.",
};

export default hubProfile;
