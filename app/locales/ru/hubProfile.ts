/** The Russian texts of the hubProfile area (see ../en/hubProfile.ts). */
import type { HubProfileTexts } from "../en/hubProfile";

const hubProfile: HubProfileTexts = {
  roles: "Мои роли",
  noRoles: "У вас пока нет роли.",
  open: "Открыть",
  invitations: "Приглашения на роли",
  invitation: "{{from}} приглашает вас на роль «{{role}}» в компании {{company}}.",
  invitationByLink: "Вы открыли ссылку-приглашение на роль «{{role}}» в компании {{company}}.",
  candidate: "Вы кандидат: компания назначит вас.",
  accept: "Принять",
  decline: "Отклонить",
  accepted: "Вы приняли приглашение: компания назначит вас на роль.",
  declined: "Вы отклонили приглашение.",
  declineText: "{{from}} приглашает вас на роль «{{role}}» в компании {{company}}. Если вы откажетесь, приглашение завершится.",
  linkTaken: "Приглашение — в вашем профиле.",
};

export default hubProfile;
