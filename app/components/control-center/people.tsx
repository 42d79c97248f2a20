import type { ReactNode } from "react";
import { Form, Link } from "@remix-run/react";
import { routeDialogLinkProps } from "~/components/route-dialog";
import { buttonClass } from "~/components/ui/button";
import { UserAvatar } from "~/components/ui/user-avatar";
import { dateTimeFormat } from "~/lib/intl";
import { useTranslation } from "~/lib/i18n-react";
import { personName, type NamedPerson } from "~/lib/person";

/**
 * The control center's people (issue 21: employees and owners): the search (a plain GET form,
 * ?q=, so it works without JavaScript), a person's card with a link to their profile dialog, and
 * what the profiles show (a birthday, a list of facts).
 */
export function PeopleSearch({ id, label, search }: { id: string; label: string; search: string }) {
  const { t } = useTranslation();
  return (
    <Form method="get" role="search" aria-label={label} className="flex max-w-xl flex-wrap items-end gap-2">
      <div className="min-w-0 flex-1 space-y-1">
        <label htmlFor={id} className="block text-sm font-medium">
          {label}
        </label>
        <input
          id={id}
          name="q"
          type="search"
          defaultValue={search}
          maxLength={64}
          className="ui-input w-full"
          autoComplete="off"
        />
      </div>
      <button type="submit" className={buttonClass("secondary")}>
        {t("control.people.find")}
      </button>
    </Form>
  );
}

export interface CardPerson extends NamedPerson {
  id: string;
  username: string;
  avatar?: string | null;
}

/** One person in a list: photo, name, username, what they are here (`detail`) and the link to the profile. */
export function PersonCard({
  person,
  detail,
  to,
  level,
}: {
  person: CardPerson;
  detail: ReactNode;
  to: string;
  level?: number | null;
}) {
  const { t } = useTranslation();
  const name = personName(t, person);
  return (
    <li
      className="flex flex-wrap items-center gap-3 rounded-lg border border-line bg-surface p-3"
      data-testid="person-card"
    >
      <UserAvatar user={person} size="md" level={level} />
      <div className="min-w-0 flex-1">
        <p className="font-medium break-words">{name}</p>
        {person.deleted ? null : <p className="text-sm break-all text-subtle">@{person.username}</p>}
        <div className="text-sm text-muted">{detail}</div>
      </div>
      <Link
        to={to}
        className={buttonClass("secondary")}
        aria-label={t("control.people.openProfileOf", { name })}
        preventScrollReset
        {...routeDialogLinkProps}
      >
        {t("control.people.openProfile")}
      </Link>
    </li>
  );
}

/**
 * A list of cards with its heading (and its count, when known), or what to say when it is empty;
 * a page of a longer list, with its links to the next page and back to the first (`paging`).
 */
export function PeopleList({
  id,
  heading,
  count,
  shown,
  empty,
  paging,
  children,
}: {
  id: string;
  heading: string;
  count?: number;
  /** The cards on this page. */
  shown: number;
  empty: string;
  paging?: { next: string | null; first: string | null };
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby={id} className="space-y-2">
      <h3 id={id} className="font-semibold">
        {heading}
        {count === undefined ? null : <span className="text-muted tabular-nums"> ({count})</span>}
      </h3>
      {shown ? <ul className="space-y-2">{children}</ul> : <p className="text-sm text-muted">{empty}</p>}
      {paging && (paging.next || paging.first) ? (
        <p className="flex flex-wrap gap-4 text-sm">
          {paging.first ? (
            <Link to={paging.first} className="text-link underline" preventScrollReset>
              {t("control.people.firstPage")}
            </Link>
          ) : null}
          {paging.next ? (
            <Link to={paging.next} className="text-link underline" preventScrollReset>
              {t("control.people.nextPage")}
            </Link>
          ) : null}
        </p>
      ) : null}
    </section>
  );
}

/**
 * The addresses of a list's next page and of its first (null when there is none to go to): the
 * search kept, the other list back at its first page.
 */
export function pagingLinks(
  pathname: string,
  search: string,
  name: "after" | "formerAfter",
  page: { next: string | null; paged: boolean },
  anchor: string,
) {
  const at = (cursor: string | null) => {
    const params = new URLSearchParams();
    if (search) params.set("q", search);
    if (cursor) params.set(name, cursor);
    const query = params.toString();
    return `${pathname}${query ? `?${query}` : ""}#${anchor}`;
  };
  return { next: page.next ? at(page.next) : null, first: page.paged ? at(null) : null };
}

/** A birthday (YYYY-MM-DD, a calendar date with no time zone): day, month and year in the reader's language. */
export function formatBirthday(value: string, locale: string): string {
  const [year, month, day] = value.split("-").map(Number);
  return dateTimeFormat(locale, "birthday", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" }).format(
    new Date(Date.UTC(year, month - 1, day)),
  );
}

/** A profile's facts as a description list; a missing value is said as such. */
export function Facts({ rows }: { rows: Array<[string, ReactNode | null | undefined]> }) {
  const { t } = useTranslation();
  return (
    <dl className="space-y-2">
      {rows.map(([label, value]) => (
        <div key={label} className="grid gap-1 sm:grid-cols-[9rem_1fr] sm:gap-4">
          <dt className="text-muted">{label}</dt>
          <dd className="min-w-0 break-words">
            {value ?? <span className="text-subtle">{t("control.people.hidden")}</span>}
          </dd>
        </div>
      ))}
    </dl>
  );
}
