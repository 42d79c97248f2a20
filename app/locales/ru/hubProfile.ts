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
  declineText:
    "{{from}} приглашает вас на роль «{{role}}» в компании {{company}}. Если вы откажетесь, приглашение завершится.",
  linkTaken: "Приглашение — в вашем профиле.",
  /** The share a company's card shows (as vhold.share). */
  share: "{{share}} %",
  /** vHold's part of the profile: companies, offers, the director's invitations. */
  vhold: {
    companies: "Мои компании",
    create: "Создать компанию",
    incoming: "Предложенные вам доли",
    offer: "{{from}} предлагает вам {{share}} % компании «{{company}}»",
    invitations: "Приглашения на роль",
    invitation: "{{from}} приглашает вас стать директором «{{company}}»",
    invitationVote:
      "Владельцы голосуют за это; роль станет вашей, когда голосование примет решение и вы примете приглашение.",
    accept: "Принять",
    decline: "Отклонить",
    accepted: "Вы приняли приглашение.",
    declined: "Вы отклонили приглашение.",
    waiting: "Вы приняли приглашение: роль станет вашей, как только голосование владельцев примет решение.",
    declineStep: {
      title: "Отклонить приглашение?",
      text: "{{from}} приглашает вас стать директором «{{company}}». Если вы отклоните его, приглашение и голосование владельцев по нему завершатся.",
      keep: "Не отклонять",
      submit: "Отклонить приглашение",
      back: "Назад в профиль",
    },
  },
};

export default hubProfile;
