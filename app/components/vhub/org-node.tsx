import type { ReactNode } from "react";
import { initials } from "~/lib/initials";

/** What a node of the structure shows of its role (the chart's and the list's without JavaScript). */
export interface OrgNodeRole {
  name: string;
  level: number;
  holder: { name: string; surname: string; avatar?: string | null } | null;
  /** Open invitations to it (sent, received, candidates); undefined when the reader may not know. */
  openInvitations?: number;
}

/**
 * One role as the structure draws it (app/tailwind.css, .ui-org-node: one class per part, since a
 * company's chart holds hundreds): the level's colour down its left edge and around its holder's
 * face, the role's name, the holder's name or "vacant", and how many invitations to it are open.
 * `name` replaces the plain name (the page without JavaScript makes it a link). The words of the
 * parts are separated by spaces, so that the node's text reads as the words of its name.
 */
export function OrgNodeBody({
  role,
  name,
  vacant,
  invitationsLabel,
  holderPrefix,
  holderId,
  extra,
}: {
  role: OrgNodeRole;
  name?: ReactNode;
  vacant: string;
  invitationsLabel?: string;
  /** Said before the holder's name to a screen reader ("Executor: "), where no label says what the name is. */
  holderPrefix?: string;
  holderId?: string;
  /** After the text (the list's level badge and its "more below"). */
  extra?: ReactNode;
}) {
  const { holder } = role;
  return (
    <>
      {holder?.avatar ? (
        <img
          src={holder.avatar}
          alt=""
          aria-hidden="true"
          className="ui-org-avatar"
          data-level={role.level}
          loading="lazy"
          decoding="async"
        />
      ) : holder ? (
        <span aria-hidden="true" className="ui-org-avatar" data-level={role.level}>
          {initials(holder.name, holder.surname)}
        </span>
      ) : (
        <span aria-hidden="true" className="ui-org-avatar" data-vacant="" />
      )}{" "}
      <span className="ui-org-text">
        <span className="ui-org-name">{name ?? role.name}</span>{" "}
        <span id={holderId} className="ui-org-holder" data-vacant={holder ? undefined : ""}>
          {holder ? (
            <>
              {holderPrefix ? <span className="sr-only">{holderPrefix}</span> : null}
              {`${holder.name} ${holder.surname}`}
            </>
          ) : (
            vacant
          )}
        </span>
      </span>
      {extra ? <> {extra}</> : null}
      {role.openInvitations ? (
        <>
          {" "}
          <span className="ui-org-badge" title={invitationsLabel}>
            <svg
              aria-hidden="true"
              viewBox="0 0 16 16"
              width="10"
              height="10"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.6"
            >
              <rect x="1.5" y="3.5" width="13" height="9" rx="1.5" />
              <path d="M2 4.5l6 4.5 6-4.5" />
            </svg>
            <span className="sr-only">{invitationsLabel}</span>
            <span aria-hidden="true">{role.openInvitations}</span>
          </span>
        </>
      ) : null}
    </>
  );
}
