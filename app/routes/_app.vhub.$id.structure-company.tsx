import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/server-runtime";
import { data, Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { SubmitButton } from "~/components/ui/button";
import { LevelBadge } from "~/components/ui/level";
import { StructureEditorIsland } from "~/components/structure-editor/island";
import { RoleForm } from "~/components/vhub/role-forms";
import { RoleDetails } from "~/components/vhub/role-details";
import { childrenByManager, StructureTree, type TreeRole } from "~/components/vhub/structure-tree";
import type { ServerFormResult } from "~/lib/form";
import { useTranslation } from "~/lib/i18n-react";
import { pageTitle } from "~/lib/meta";
import { areaTexts, type RouteHandle } from "~/lib/route-handle";
import { useSignedInUser } from "~/lib/signed-in";
import { loadStructure, structureAction, type StructureRole } from "./_app.vhub.$id/structure.server";

export const meta = pageTitle("vhubStructure");

// The graph editor's texts come with the page (with JavaScript; its code itself only once it runs: island.tsx).
export const handle: RouteHandle = {
  i18n: areaTexts(import.meta.glob(["/app/locales/*/structure.ts", "/app/locales/*/structureEditor.ts"])),
};

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  return data(await loadStructure(request, context, params.id ?? ""));
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  return structureAction(request, context, params.id ?? "");
}

type Role = StructureRole;
interface Answer {
  intent: string;
  result: ServerFormResult;
  problems?: Record<string, string[]>;
}

/**
 * /vhub/{id}/structure-company (spec: structureCompany): the structure as nested lists (levels 1
 * to 3 and the branches in view: a role's link opens its branch; docs/decisions/0022), a role's
 * panel (?role=) with its forms (edit and move, archive, restore, delete, the executor, invite by
 * username or link, its invitations and candidates), the add form and the archived roles: every
 * change a plain POST, so all of it works without JavaScript. The graph editor (another part of
 * issue 20) mounts over this with JavaScript and posts intent=save-structure here.
 */
export default function StructurePage() {
  const { t } = useTranslation();
  const signedIn = useSignedInUser();
  const loaded = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>() as Answer | undefined;
  const { roles, selectedId, managed, me } = loaded;
  const managedSet = new Set(managed);
  const selected = roles.find((role) => role.id === selectedId) ?? null;
  const hrefOf = (id: string) => `?role=${id}#role-panel`;
  const archived = roles.filter((role) => role.isArchived || role.deletedAt);
  const live = roles.filter((role) => !role.isArchived && !role.deletedAt);
  const nextSort = roles.reduce((max, role) => Math.max(max, role.sortNumber), 0) + 1;
  // Managers a role may be put under: live, of a higher level, never itself or a role under it.
  const under = (id: string) => {
    const below = new Set<string>([id]);
    const byManager = childrenByManager(roles);
    const stack = [id];
    while (stack.length) {
      for (const child of byManager.get(stack.pop()!) ?? []) {
        if (below.has(child.id)) continue;
        below.add(child.id);
        stack.push(child.id);
      }
    }
    return below;
  };
  const managersFor = (role?: Role) => {
    const excluded = role ? under(role.id) : new Set<string>();
    return live.filter(
      (candidate) =>
        !excluded.has(candidate.id) && candidate.level < 4 && (managedSet.has(candidate.id) || candidate.id === me.id),
    );
  };
  const formResult = (intent: string) => (answer?.intent === intent ? answer.result : null);
  const addManagers = managersFor();
  // The add form starts under the role chosen, when it may take subordinates: siblings are added one after another.
  const addUnder = selected && addManagers.some((manager) => manager.id === selected.id) ? selected.id : undefined;
  return (
    <div className="space-y-page" data-wide-page="">
      <div className="space-y-2">
        <h1 className="ui-page-title">{t("structure.heading")}</h1>
        {/* Also the page's largest text from the first paint: the editor that comes later adds none larger (LCP). */}
        <p className="max-w-prose text-muted">{t("structure.intro")}</p>
      </div>
      {/* With JavaScript the graph editor takes the place of the whole page below (its drawer is the role's section). */}
      <StructureEditorIsland
        structureHref={`/vhub/${me.id}/structure-company/roles`}
        detailsPath={`/vhub/${me.id}/structure-company/details`}
        roleHref={hrefOf}
        meId={signedIn.id}
        formatTime={signedIn.formatTime}
        formResult={formResult}
        saveError={answer?.intent === "save-structure" ? (answer.result.error?.[""] ?? []).join(" ") || null : null}
      >
        <div className="grid gap-section lg:grid-cols-[minmax(0,1fr)_24rem] lg:items-start">
          <div className="min-w-0 space-y-page">
            <section aria-labelledby="tree-heading" className="space-y-stack">
              <h2 id="tree-heading" className="ui-section-title">
                {t("structure.tree")}
              </h2>
              <StructureTree roles={roles} selectedId={selectedId} hrefOf={hrefOf} />
            </section>
            {managedSet.size || me.level === 1 ? (
              <section
                aria-labelledby="add-heading"
                className="max-w-xl space-y-stack rounded-xl border border-line bg-surface p-section"
              >
                <h2 id="add-heading" className="ui-section-title">
                  {t("structure.addHeading")}
                </h2>
                {/* A new role saved, the form starts empty again, under the same manager. */}
                <RoleForm
                  key={`add-${roles.length}-${addUnder ?? ""}`}
                  roles={roles}
                  managers={addManagers}
                  result={formResult("add-role")}
                  nextSort={nextSort}
                  under={addUnder}
                />
              </section>
            ) : null}
            <details
              className="rounded-xl border border-line bg-surface"
              open={archived.some((role) => role.id === selectedId) || undefined}
            >
              <summary className="cursor-pointer px-4 py-3 font-semibold">
                <h2 id="archived-heading" className="inline">
                  {t("structure.archivedCount", { count: archived.length })}
                </h2>
              </summary>
              <div className="border-t border-line px-4 py-3">
                {archived.length ? (
                  <ul className="space-y-2" data-testid="archived-roles">
                    {archived.map((role) => (
                      <li
                        key={role.id}
                        className="flex flex-wrap items-center gap-2 rounded-lg border border-line bg-surface-muted p-2"
                      >
                        <Link to={hrefOf(role.id)} className="font-medium ui-link underline" preventScrollReset>
                          {role.name}
                        </Link>
                        <LevelBadge level={role.level} />
                        {managedSet.has(role.id) ? (
                          <Form method="post" preventScrollReset>
                            <input type="hidden" name="roleId" value={role.id} />
                            <SubmitButton
                              name="intent"
                              value="restore"
                              variant="secondary"
                              aria-label={`${t("structure.restore")}: ${role.name}`}
                            >
                              {t("structure.restore")}
                            </SubmitButton>
                          </Form>
                        ) : null}
                      </li>
                    ))}
                  </ul>
                ) : (
                  <p className="text-muted">{t("structure.noArchived")}</p>
                )}
              </div>
            </details>
          </div>
          {selected ? (
            <section
              id="role-panel"
              aria-labelledby="role-panel-heading"
              className="ui-section lg:sticky lg:top-4"
              tabIndex={-1}
            >
              <RoleDetails
                key={selected.id}
                headingId="role-panel-heading"
                role={{
                  id: selected.id,
                  name: selected.name,
                  level: selected.level,
                  holder: selected.user ?? null,
                  openInvitations: selected.openInvitationCount,
                  isArchived: selected.isArchived,
                  deleted: Boolean(selected.deletedAt),
                }}
                manager={(() => {
                  const manager = selected.parentRoleId
                    ? roles.find((role) => role.id === selected.parentRoleId)
                    : undefined;
                  return manager ? { id: manager.id, name: manager.name } : null;
                })()}
                subordinates={childrenByManager(roles).get(selected.id) ?? []}
                details={loaded.details ?? undefined}
                manages={managedSet.has(selected.id)}
                meId={signedIn.id}
                formatTime={signedIn.formatTime}
                roleHref={hrefOf}
                formResult={formResult}
                header={
                  <Link to="." className="shrink-0 text-sm ui-link underline" preventScrollReset>
                    {t("structure.back")}
                  </Link>
                }
                edit={
                  managedSet.has(selected.id) && !selected.isArchived && !selected.deletedAt ? (
                    <div className="space-y-stack border-t border-line pt-4">
                      <h3 className="font-semibold">{t("structure.editHeading")}</h3>
                      <RoleForm
                        role={selected as TreeRole}
                        roles={roles}
                        managers={managersFor(selected)}
                        result={formResult("edit-role")}
                        nextSort={selected.sortNumber}
                      />
                    </div>
                  ) : null
                }
              />
            </section>
          ) : null}
        </div>
      </StructureEditorIsland>
    </div>
  );
}
