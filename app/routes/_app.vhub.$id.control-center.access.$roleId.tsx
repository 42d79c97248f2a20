import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/server-runtime";
import { data, Form, Link, useLoaderData, useParams } from "@remix-run/react";
import { GrantRoleModuleAccessDocument } from "#graphql/generated/operations";
import { accessPath, ROLE_MODULE_GROUPS, roleModuleOf } from "~/components/control-center/modules";
import { RouteDialog, RouteDialogHost, routeDialogLinkProps } from "~/components/route-dialog";
import { buttonClass, SubmitButton } from "~/components/ui/button";
import { LevelBadge } from "~/components/ui/level";
import { useTranslation } from "~/lib/i18n-react";
import { pageTitle } from "~/lib/meta";
import { personName } from "~/lib/person";
import { useHub } from "./_app.vhub.$id/route";
import { loadRoleAccess } from "./_app.vhub.$id/access.server";
import { actAndReturn } from "./_app.vhub.$id/vhub.server";
import { redirectWithToast } from "~/lib/toast.server";

export const meta = pageTitle("vhubControlCenter");

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const { access } = await loadRoleAccess(request, context, params);
  return data({ access });
}

/** Granting: a plain POST of the module (revoking asks first: its own step, revoke/{module}). */
export async function action({ request, context, params }: ActionFunctionArgs) {
  const { auth, access } = await loadRoleAccess(request, context, params);
  const here = `${accessPath(params.id ?? "")}/${access.role.id}`;
  const module = roleModuleOf((await request.formData()).get("module"));
  if (!module) return redirectWithToast(request, context, here, { type: "error", title: "validation.access.module" });
  return actAndReturn(request, context, here, "control.accessPage.grantedToast", () =>
    auth.call(GrantRoleModuleAccessDocument, { roleId: access.role.id, module }),
  );
}

/**
 * A role's modules (spec: grant and revoke a role's access to each module): a dialog over the
 * access table with JavaScript, a page without. Each module says whether it is granted, with
 * Grant (a POST) or Revoke (a question first). Without a director nothing is granted; in a
 * suspended company nothing changes: the buttons are not offered, and the API refuses anyway.
 */
export default function RoleAccessDialog() {
  const { t } = useTranslation();
  const { id = "" } = useParams();
  const { company } = useHub();
  const { access } = useLoaderData<typeof loader>();
  const p = "control.accessPage";
  const here = `${accessPath(id)}/${access.role.id}`;
  const granted = new Set(access.modules);
  const canGrant = !company.stopedAt && company.hasDirector;
  const canRevoke = !company.stopedAt;
  return (
    <RouteDialogHost parentPath={here}>
      <RouteDialog
        title={t(`${p}.manageOf`, { role: access.role.name })}
        description={access.role.user ? personName(t, access.role.user) : t(`${p}.vacant`)}
        back={{ to: accessPath(id), label: t(`${p}.back`) }}
      >
        <LevelBadge level={access.role.level} />
        {company.stopedAt ? (
          <p className="text-sm text-muted">{t(`${p}.suspended`)}</p>
        ) : !company.hasDirector ? (
          <p className="text-sm text-muted">{t(`${p}.noDirector`)}</p>
        ) : null}
        {ROLE_MODULE_GROUPS.map((group, index) => (
          <section key={group.heading} aria-labelledby={`modules-${index}`} className="space-y-2">
            <h2 id={`modules-${index}`} className="font-semibold">
              {t(group.heading)}
            </h2>
            <ul className="divide-y divide-line rounded-lg border border-line" data-testid={`modules-${index}`}>
              {group.modules.map(({ module, label }) => {
                const name = t(label);
                const has = granted.has(module);
                return (
                  <li
                    key={module}
                    className="flex flex-wrap items-center justify-between gap-2 p-2 text-sm"
                    data-module={module}
                  >
                    <span>
                      <span className="font-medium">{name}</span>{" "}
                      <span className={has ? "text-success" : "text-subtle"}>
                        ({has ? t(`${p}.granted`) : t(`${p}.notGranted`)})
                      </span>
                    </span>
                    {has && canRevoke ? (
                      <Link
                        to={`${here}/revoke/${module}`}
                        className={buttonClass("secondary")}
                        aria-label={t(`${p}.revokeFrom`, { module: name })}
                        preventScrollReset
                        {...routeDialogLinkProps}
                      >
                        {t(`${p}.revoke`)}
                      </Link>
                    ) : !has && canGrant ? (
                      <Form method="post" preventScrollReset>
                        <input type="hidden" name="module" value={module} />
                        <SubmitButton variant="secondary" aria-label={t(`${p}.grantTo`, { module: name })}>
                          {t(`${p}.grant`)}
                        </SubmitButton>
                      </Form>
                    ) : null}
                  </li>
                );
              })}
            </ul>
          </section>
        ))}
      </RouteDialog>
    </RouteDialogHost>
  );
}
