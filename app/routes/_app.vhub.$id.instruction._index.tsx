import type { LoaderFunctionArgs } from "@remix-run/server-runtime";
import { data, Link, useLoaderData, useParams } from "@remix-run/react";
import { ListInstructionsDocument } from "#graphql/generated/operations";
import { buttonClass } from "~/components/ui/button";
import { SearchForm } from "~/components/ui/search-form";
import { requireUserSession } from "~/lib/auth.server";
import { formatDateTime } from "~/lib/format-date";
import { useTranslation } from "~/lib/i18n-react";
import {
  INSTRUCTION_FILTERS,
  instructionCreatePath,
  instructionPath,
  instructionsPath,
  isInstructionFilter,
  type InstructionFilter,
} from "~/lib/instruction-paths";
import { pageTitle } from "~/lib/meta";
import { useSignedInUser } from "~/lib/signed-in";
import { orHub } from "./_app.vhub.$id/vhub.server";

export const meta = pageTitle("vhubInstructions");

/** The current role's instructions of the chosen category (?category=), those whose title holds ?q=. */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const auth = await requireUserSession(request, context);
  const url = new URL(request.url);
  const raw = url.searchParams.get("category");
  const filter: InstructionFilter = isInstructionFilter(raw) ? raw : "all";
  const search = (url.searchParams.get("q") ?? "").trim().slice(0, 100);
  const { listInstructions } = await orHub(request, context, params.id ?? "", () =>
    auth.call(ListInstructionsDocument, { category: INSTRUCTION_FILTERS[filter], search: search || null }),
  );
  return data({ filter, search, instructions: listInstructions });
}

/** The instructions list (spec): the categories, a search, the role's instructions with owner and last change, a new instruction. */
export default function InstructionList() {
  const { t, i18n } = useTranslation();
  const { id = "" } = useParams();
  const me = useSignedInUser();
  const { filter, search, instructions } = useLoaderData<typeof loader>();
  const category = INSTRUCTION_FILTERS[filter];
  return (
    <section
      aria-labelledby="instructions-heading"
      className="space-y-stack rounded-xl border border-line bg-surface p-section"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 id="instructions-heading" className="ui-page-title">
          {t("instructions.heading")}
        </h1>
        <Link to={instructionCreatePath(id)} className={buttonClass("primary")}>
          {t("instructions.newInstruction")}
        </Link>
      </div>
      <nav aria-label={t("instructions.categories.label")}>
        <ul className="flex flex-wrap gap-1 border-b border-line">
          {(Object.keys(INSTRUCTION_FILTERS) as InstructionFilter[]).map((key) => (
            <li key={key}>
              <Link
                to={instructionsPath(id, key, search)}
                aria-current={key === filter ? "page" : undefined}
                className={`-mb-px inline-flex min-h-10 items-center border-b-2 px-3 text-sm ${key === filter ? "border-link font-medium" : "border-transparent hover:border-line"}`}
              >
                {t(`instructions.categories.${INSTRUCTION_FILTERS[key]}`)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <SearchForm
        id="instructions-search"
        label={t("instructions.search.label")}
        submit={t("instructions.search.submit")}
        clear={{ label: t("instructions.search.clear"), to: instructionsPath(id, filter) }}
        value={search}
        keep={{ category: filter !== "all" ? filter : null }}
      />
      {instructions.length ? (
        <ul aria-label={t("instructions.list.label")} className="divide-y divide-line">
          {instructions.map((instruction) => (
            <li key={instruction.id} className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 py-3">
              <div className="min-w-0 space-y-0.5">
                <Link to={instructionPath(id, instruction.id)} className="font-medium break-words ui-link">
                  {instruction.title}
                </Link>
                <p className="text-sm text-muted">
                  {t("instructions.list.owner", { name: instruction.owner.name })} ·{" "}
                  {t(`instructions.relation.${instruction.myRelation}`)}
                </p>
              </div>
              <p className="text-sm text-muted">
                {t("instructions.list.changed", {
                  date: formatDateTime(instruction.updatedAt, i18n.language, me.formatTime),
                })}
              </p>
            </li>
          ))}
        </ul>
      ) : (
        <p role="status" className="text-sm text-muted">
          {search ? t("instructions.empty.search", { search }) : t(`instructions.empty.${category}`)}
        </p>
      )}
    </section>
  );
}
