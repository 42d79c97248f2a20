import type { NotificationFieldsFragment } from "#graphql/generated/operations";
import { formatShare } from "#graphql/validation/company-limits";
import { transferPath } from "~/lib/share-transfer-paths";
import { personName, type NamedPerson } from "~/lib/person";
import type { TFunction } from "~/lib/translate";
import { conjunctionList } from "~/lib/intl";

/** One kind of notification as the API answers it (its GraphQL type). */
type KindOf<Name extends NotificationFieldsFragment["__typename"]> = Extract<
  NotificationFieldsFragment,
  { __typename: Name }
>;

/** Where a notification leads; `dialog`: the page opens as a dialog over the current one (route-dialog). */
export interface NotificationLink {
  to: string;
  dialog: boolean;
}

/** How the notification center shows one kind: its sentence in the reader's language, and its link. */
interface NotificationRenderer<N> {
  text(t: TFunction, notification: N, language: string): string;
  link(notification: N): NotificationLink | null;
}

/** Someone named by a notification: a person, gone, or vHold itself. */
const who = (t: TFunction, person: NamedPerson | null, system = false) =>
  system ? t("notifications.system") : person ? personName(t, person) : t("notifications.someone");

/**
 * The registry of the app's notification kinds, one renderer per GraphQL type (the server's
 * registry is server/modules/notifications/kinds.ts). The mapped type makes a kind without a
 * renderer a type error; each kind's texts are its own (notifications.type.<kind>, uk/ru/en).
 */
export const notificationRenderers: {
  [Name in NotificationFieldsFragment["__typename"]]: NotificationRenderer<KindOf<Name>>;
} = {
  ShareTransferNotification: {
    text: (t, { type, shareTransfer }, language) => {
      const values = {
        person: who(t, shareTransfer.counterpart),
        share: formatShare(shareTransfer.share, language),
        company: shareTransfer.companyName,
      };
      switch (type) {
        case "shareTransfer.received":
          return t("notifications.type.shareTransfer.received", values);
        case "shareTransfer.accepted":
          return t("notifications.type.shareTransfer.accepted", values);
        case "shareTransfer.declined":
          return t("notifications.type.shareTransfer.declined", values);
        case "shareTransfer.canceled":
          return t("notifications.type.shareTransfer.canceled", values);
        default:
          return t("notifications.type.unknown");
      }
    },
    link: ({ shareTransfer }) => ({ to: transferPath("company", shareTransfer), dialog: true }),
  },
  CompanyDetailsChangedNotification: {
    text: (t, notification, language) => {
      const fields = notification.fields.map((field) => t(`notifications.detail.${field}`));
      return t("notifications.type.company.detailsChanged", {
        person: who(t, notification.changedBy, notification.changedByKind === "SYSTEM"),
        company: notification.companyName,
        fields: conjunctionList(language).format(fields),
      });
    },
    // The corporate settings show the company's details as they are now.
    link: ({ companyId }) => ({ to: `/vhold/${companyId}/settings`, dialog: false }),
  },
  VoteSessionNotification: {
    text: (t, { type, voteSession }) => {
      const values = {
        person: who(t, voteSession.actor, voteSession.actorKind === "SYSTEM"),
        company: voteSession.companyName,
        // A director vote names its candidate (rows written before it was kept do not).
        what:
          voteSession.kind === "CEO" && voteSession.candidate
            ? t("notifications.voteKind.CEO_named", { candidate: personName(t, voteSession.candidate) })
            : t(`notifications.voteKind.${voteSession.kind}`, { name: voteSession.proposedName ?? "" }),
      };
      switch (type) {
        case "voteSession.opened":
          return t("notifications.type.voteSession.opened", values);
        case "voteSession.passed":
          return t("notifications.type.voteSession.passed", values);
        case "voteSession.rejected":
          return t("notifications.type.voteSession.rejected", values);
        case "voteSession.expired":
          return t("notifications.type.voteSession.expired", values);
        case "voteSession.canceled":
          return t("notifications.type.voteSession.canceled", values);
        default:
          return t("notifications.type.unknown");
      }
    },
    // A company deleted by the vote has no settings left to show.
    link: ({ type, voteSession }) =>
      type === "voteSession.passed" && voteSession.kind === "DELETE"
        ? null
        : { to: `/vhold/${voteSession.companyId}/settings`, dialog: false },
  },
  RoleNotification: {
    text: (t, { type, role }) => {
      const values = {
        person: who(t, role.actor, role.actorKind === "SYSTEM"),
        role: role.name,
        company: role.companyName,
      };
      switch (type) {
        case "role.removed":
          return t("notifications.type.role.removed", values);
        case "role.replaced":
          return t("notifications.type.role.replaced", values);
        case "role.invited":
          return t("notifications.type.role.invited", values);
        case "role.assigned":
          return t("notifications.type.role.assigned", values);
        case "role.candidate":
          return t("notifications.type.role.candidate", values);
        default:
          return t("notifications.type.unknown");
      }
    },
    // A candidate's acceptance opens the role in the structure, in the hub of the reader's managing
    // role; the others, the profile, which lists the person's roles and invitations (issue 20).
    link: ({ type, role }) =>
      type === "role.candidate" && role.readerRoleId
        ? { to: `/vhub/${role.readerRoleId}/structure-company?role=${role.id}#role-panel`, dialog: false }
        : { to: "/profile", dialog: false },
  },
  TaskNotification: {
    text: (t, { type, task }) => {
      const values = { person: who(t, task.actor, task.actorKind === "SYSTEM"), task: task.title };
      switch (type) {
        case "task.given":
          return t("notifications.type.task.given", values);
        case "task.returned":
          return t("notifications.type.task.returned", values);
        case "task.commented":
          return t("notifications.type.task.commented", values);
        case "task.done":
          return t("notifications.type.task.done", values);
        case "task.dueTomorrow":
          return t("notifications.type.task.dueTomorrow", values);
        case "task.overdue":
          return t("notifications.type.task.overdue", values);
        case "task.backToGiver":
          return t("notifications.type.task.backToGiver", values);
        default:
          return t("notifications.type.unknown");
      }
    },
    // The task's page, in the hub of the reader's role the notice reached them in (issue 44).
    link: ({ task }) => ({ to: `/vhub/${task.roleId}/tasks/${task.id}`, dialog: false }),
  },
};

/** A notification's text and link, from its kind's renderer. */
export function renderNotification(
  t: TFunction,
  notification: NotificationFieldsFragment,
  language: string,
): { text: string; link: NotificationLink | null } {
  // Each member of the union meets the renderer of its own __typename.
  const renderer = notificationRenderers[notification.__typename] as NotificationRenderer<NotificationFieldsFragment>;
  return { text: renderer.text(t, notification, language), link: renderer.link(notification) };
}
