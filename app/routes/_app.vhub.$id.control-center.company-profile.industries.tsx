import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/server-runtime";
import { data, Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { useId, useState } from "react";
import { INDUSTRY_TYPES_MAX } from "#graphql/validation/company-limits";
import { RouteDialog } from "~/components/route-dialog";
import { buttonClass, SubmitButton } from "~/components/ui/button";
import { ErrorList } from "~/components/ui/field";
import { useHydrated } from "~/hooks/use-hydrated";
import { requireSectionOn } from "~/routes/_app.vhub.$id/control-center.server";
import { useTranslation } from "~/lib/i18n-react";
import { pageTitle } from "~/lib/meta";
import { industriesAction, loadIndustries, type IndustriesReply } from "./_app.vhub.$id/company-profile.server";
import { useCompanyProfile } from "./_app.vhub.$id.control-center.company-profile";

export const meta = pageTitle("vhubControlCenter");

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  requireSectionOn(context, "company-profile", params.id ?? "");
  return data(await loadIndustries(request, context));
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  return industriesAction(request, context, params.id ?? "");
}

const p = "control.profile";

/** Lower case, without the apostrophe's many forms, for the search. */
const folded = (text: string) => text.toLocaleLowerCase().replace(/[’ʼ`']/g, "'");

/**
 * Choosing the company's industries: every section of the classifier, its divisions as
 * disclosures (open where a class is ticked), their classes as checkboxes, the company's own
 * ticked; one post replaces the set. With JavaScript it opens as a dialog over the profile and a
 * search field narrows the list as one types, opening the divisions that match (ticked ones hidden
 * by the search stay ticked and are sent); without it, the same list on a page, each division
 * opened by a click.
 */
export default function IndustriesDialog() {
  const { t } = useTranslation();
  const { categories } = useLoaderData<typeof loader>();
  const { company, path } = useCompanyProfile();
  const answer = useActionData<typeof action>() as IndustriesReply | undefined;
  const hydrated = useHydrated();
  const [query, setQuery] = useState("");
  const chosen = new Set(
    answer?.chosen ?? company.industryCategories.flatMap((category) => category.industryTypes.map((type) => type.id)),
  );
  // What is ticked now (the checkboxes keep their own state; this follows them for the count),
  // and every class ticked since the dialog opened: its division stays open, also once it is
  // unticked (closing it would hide the checkbox that has the focus).
  const [ticked, setTicked] = useState<ReadonlySet<string>>(chosen);
  const [everTicked, setEverTicked] = useState<ReadonlySet<string>>(chosen);
  const id = useId();
  const words = folded(query.trim());
  const matches = (text: string) => !words || folded(text).includes(words);
  const sections = categories.map((category) => {
    const inSection = matches(`${category.id} ${category.name}`);
    const divisions = category.divisions.map((division) => {
      const inDivision = inSection || matches(`${division.id} ${division.name}`);
      const types = category.industryTypes.filter((type) => type.divisionId === division.id);
      const visible = new Set(
        types.filter((type) => inDivision || matches(`${type.id} ${type.name}`)).map((type) => type.id),
      );
      return { ...division, types, visible, keptOpen: types.some((type) => everTicked.has(type.id)) };
    });
    return { ...category, divisions, hidden: divisions.every((division) => division.visible.size === 0) };
  });
  const nothing = sections.every((section) => section.hidden);
  const describedBy = answer?.errors?.length ? `${id}-error` : undefined;
  return (
    <RouteDialog
      title={t(`${p}.dialogTitle`)}
      description={t(`${p}.dialogIntro`)}
      back={{ to: path, label: t(`${p}.back`) }}
    >
      <Form
        method="post"
        className="space-y-stack"
        onChange={(event) => {
          const now = new Set(new FormData(event.currentTarget).getAll("industryTypeIds").map(String));
          setTicked(now);
          setEverTicked((before) => new Set([...before, ...now]));
        }}
      >
        {hydrated ? (
          <div className="space-y-field">
            <label htmlFor={`${id}-search`} className="block text-sm font-medium">
              {t(`${p}.search`)}
            </label>
            <input
              id={`${id}-search`}
              type="search"
              className="ui-input"
              value={query}
              onChange={(event) => setQuery(event.currentTarget.value)}
              aria-describedby={`${id}-search-hint`}
              autoComplete="off"
            />
            <p id={`${id}-search-hint`} className="text-sm text-subtle">
              {t(`${p}.searchHint`)}
            </p>
          </div>
        ) : null}
        <p role="status" className="text-sm" data-testid="industries-count">
          {t(`${p}.chosen`, { count: ticked.size, max: INDUSTRY_TYPES_MAX })}
        </p>
        <ErrorList id={`${id}-error`} errors={answer?.errors} />
        <div
          className="max-h-[60vh] space-y-stack overflow-y-auto rounded-md border border-line p-3"
          data-testid="industries-list"
        >
          {sections.map((section) => (
            <fieldset key={section.id} hidden={section.hidden} className="space-y-1">
              <legend className="font-medium">
                {section.id}. {section.name}
              </legend>
              {section.divisions.map((division) => (
                // Open while a search shows its classes, else where a class is or was ticked (its
                // opening and closing by hand are the browser's until the search changes).
                <details
                  key={division.id}
                  hidden={division.visible.size === 0}
                  open={words ? true : division.keptOpen}
                  className="ps-2"
                >
                  <summary className="cursor-pointer py-1 text-sm">
                    <span className="tabular-nums">{division.id}</span> {division.name}
                  </summary>
                  {division.types.map((type) => (
                    <label
                      key={type.id}
                      hidden={!division.visible.has(type.id)}
                      className="flex items-start gap-2 py-0.5 ps-4 text-sm"
                    >
                      <input
                        type="checkbox"
                        name="industryTypeIds"
                        value={type.id}
                        defaultChecked={chosen.has(type.id)}
                        aria-describedby={describedBy}
                        className="mt-1 size-4 shrink-0"
                      />
                      <span>
                        <span className="tabular-nums">{type.id}</span> {type.name}
                      </span>
                    </label>
                  ))}
                </details>
              ))}
            </fieldset>
          ))}
          {nothing ? <p className="text-sm text-muted">{t(`${p}.noMatch`)}</p> : null}
        </div>
        <div className="flex flex-wrap gap-3">
          <SubmitButton>{t(`${p}.saveIndustries`)}</SubmitButton>
          <Link to={path} className={buttonClass("secondary")}>
            {t(`${p}.cancel`)}
          </Link>
        </div>
      </Form>
    </RouteDialog>
  );
}
