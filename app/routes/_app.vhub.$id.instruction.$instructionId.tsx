import type { LoaderFunctionArgs } from "@remix-run/server-runtime";
import { data, Link, useLoaderData, useParams, useRouteLoaderData } from "@remix-run/react";
import { InstructionPanel } from "~/components/instructions/instruction-panel";
import { RouteDialogHost, routeDialogLinkProps } from "~/components/route-dialog";
import { buttonClass } from "~/components/ui/button";
import { formatDateTime } from "~/lib/format-date";
import { useTranslation } from "~/lib/i18n-react";
import {
  instructionFilePath,
  instructionPath,
  instructionsPath,
  type InstructionDialog,
} from "~/lib/instruction-paths";
import { pageTitle } from "~/lib/meta";
import { useSignedInUser } from "~/lib/signed-in";
import { loadInstruction } from "./_app.vhub.$id/instructions.server";

export const meta = pageTitle("vhubInstruction");

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const { instruction } = await loadInstruction(request, context, params.id ?? "", params.instructionId);
  return data({ instruction });
}

/** The instruction in view, for its dialogs (they are its child routes). */
export function useInstruction() {
  return useRouteLoaderData<typeof loader>("routes/_app.vhub.$id.instruction.$instructionId")!.instruction;
}

/**
 * An instruction's page: its title and text (HTML the API rendered from the checked document:
 * reading needs no JavaScript), and the side panel with its owner, executors, editors, the last
 * change and what the current role may do with it (spec: edit, change owner, add editors, add
 * executors, give up editor rights, delete). Each action but editing is a dialog over this page.
 */
export default function InstructionPage() {
  const { t, i18n } = useTranslation();
  const { id = "" } = useParams();
  const me = useSignedInUser();
  const { instruction } = useLoaderData<typeof loader>();
  const self = instructionPath(id, instruction.id);
  const owner = instruction.myRelation === "OWNER";
  const mayEdit = owner || instruction.myRelation === "EDITOR";
  const dialogs: Array<[Exclude<InstructionDialog, "remove-file">, boolean]> = [
    ["attach", mayEdit],
    ["owner", owner],
    ["executors", owner],
    ["editors", owner],
    ["give-up", instruction.myRelation === "EDITOR"],
    ["delete", owner],
  ];
  const labels: Record<Exclude<InstructionDialog, "remove-file">, string> = {
    attach: t("instructions.panel.attach"),
    owner: t("instructions.actions.owner"),
    executors: t("instructions.actions.executors"),
    editors: t("instructions.actions.editors"),
    "give-up": t("instructions.actions.giveUp"),
    delete: t("instructions.actions.delete"),
  };
  return (
    <RouteDialogHost parentPath={self}>
      <div className="space-y-stack">
        <Link to={instructionsPath(id)} className="inline-block text-sm ui-link">
          <span aria-hidden="true">← </span>
          {t("instructions.back")}
        </Link>
        <div className="gap-6 lg:grid lg:grid-cols-[minmax(0,1fr)_18rem] lg:items-start">
          <article
            aria-labelledby="instruction-heading"
            className="min-w-0 space-y-stack rounded-xl border border-line bg-surface p-section"
          >
            <header className="space-y-1">
              <h1 id="instruction-heading" className="ui-page-title break-words">
                {instruction.title}
              </h1>
              <p className="text-sm text-muted">{t(`instructions.relation.${instruction.myRelation}`)}</p>
            </header>
            {/* HTML the API rendered from the document's whitelisted nodes and marks (server/rich-text/render.ts). */}
            <div className="kb-content max-w-prose" dangerouslySetInnerHTML={{ __html: instruction.contentHtml }} />
          </article>
          <div className="mt-stack lg:mt-0">
            <InstructionPanel
              owner={instruction.owner}
              executors={instruction.executors}
              editors={instruction.editors}
              changed={formatDateTime(instruction.updatedAt, i18n.language, me.formatTime)}
              files={{ list: instruction.files, href: (fileId) => instructionFilePath(id, instruction.id, fileId) }}
            >
              {mayEdit ? (
                <nav aria-label={t("instructions.actions.label")}>
                  <ul className="flex flex-col gap-2">
                    <li>
                      <Link
                        to={instructionPath(id, instruction.id, "edit")}
                        className={buttonClass("primary", "w-full")}
                      >
                        {t("instructions.actions.edit")}
                      </Link>
                    </li>
                    {dialogs
                      .filter(([, shown]) => shown)
                      .map(([dialog]) => (
                        <li key={dialog}>
                          <Link
                            to={instructionPath(id, instruction.id, dialog)}
                            {...routeDialogLinkProps}
                            className={buttonClass(dialog === "delete" ? "danger" : "secondary", "w-full")}
                          >
                            {labels[dialog]}
                          </Link>
                        </li>
                      ))}
                  </ul>
                </nav>
              ) : null}
            </InstructionPanel>
          </div>
        </div>
      </div>
    </RouteDialogHost>
  );
}
