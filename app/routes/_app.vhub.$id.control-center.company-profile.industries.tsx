import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/server-runtime";
import { data, Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { useId, useState } from "react";
import { INDUSTRY_TYPES_MAX } from "#graphql/validation/company-limits";
import { RouteDialog } from "~/components/route-dialog";
import { buttonClass, SubmitButton } from "~/components/ui/button";
import { ErrorList } from "~/components/ui/field";
import { useHydrated } from "~/hooks/use-hydrated";
import { requireSectionOn } from "~/lib/control-center.server";
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
 * Choosing the company's industries: every section of the classifier with its divisions as
 * checkboxes, the company's own ticked; one post replaces the set. With JavaScript it opens as a
 * dialog over the profile and a search field narrows the list as one types (ticked ones hidden
 * by the search stay ticked and are sent); without it, the whole list, grouped, on a page.
 */
export default function IndustriesDialog() {
  const { t } = useTranslation();
  const { categories } = useLoaderData<typeof loader>();
  const { company, path } = useCompanyProfile();
  const answer = useActionData<typeof action>() as IndustriesReply | undefined;
  const hydrated = useHydrated();
  const [query, setQuery] = useState("");
  const chosen = new Set(answer?.chosen ?? company.industryCategories.flatMap((category) => category.industryTypes.map((type) => type.id)));
  const [count, setCount] = useState(chosen.size);
  const id = useId();
  const words = folded(query.trim());
  const matches = (text: string) => !words || folded(text).includes(words);
  const shown = categories
    .map((category) => ({
      ...category,
      visible: new Set(category.industryTypes.filter((type) => matches(`${type.id} ${type.name}`) || matches(`${category.id} ${category.name}`)).map((type) => type.id)),
    }));
  const nothing = shown.every((category) => category.visible.size === 0);
  return (
    <RouteDialog title={t(`${p}.dialogTitle`)} description={t(`${p}.dialogIntro`)} back={{ to: path, label: t(`${p}.back`) }}>
      <Form method="post" className="space-y-stack" onChange={(event) => setCount(event.currentTarget.querySelectorAll("input[name=industryTypeIds]:checked").length)}>
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
          {t(`${p}.chosen`, { count, max: INDUSTRY_TYPES_MAX })}
        </p>
        <ErrorList id={`${id}-error`} errors={answer?.errors} />
        <div className="max-h-[60vh] space-y-stack overflow-y-auto rounded-md border border-line p-3" data-testid="industries-list">
          {shown.map((category) => (
            <fieldset key={category.id} hidden={category.visible.size === 0} className="space-y-1">
              <legend className="font-medium">
                {category.id}. {category.name}
              </legend>
              {category.industryTypes.map((type) => (
                <div key={type.id} hidden={!category.visible.has(type.id)} className="flex items-start gap-2 ps-2">
                  <input
                    id={`${id}-type-${type.id}`}
                    type="checkbox"
                    name="industryTypeIds"
                    value={type.id}
                    defaultChecked={chosen.has(type.id)}
                    aria-describedby={answer?.errors?.length ? `${id}-error` : undefined}
                    className="mt-1 size-4 shrink-0"
                  />
                  <label htmlFor={`${id}-type-${type.id}`} className="text-sm">
                    <span className="tabular-nums">{type.id}</span> {type.name}
                  </label>
                </div>
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
