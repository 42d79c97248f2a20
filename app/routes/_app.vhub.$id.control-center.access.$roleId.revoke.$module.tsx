import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/server-runtime";
import { data, Form, Link, redirect, useLoaderData, useParams } from "@remix-run/react";
import { RevokeRoleModuleAccessDocument } from "#graphql/generated/operations";
import { accessPath, roleModuleLabel, roleModuleOf } from "~/components/control-center/modules";
import { RouteDialog } from "~/components/route-dialog";
import { buttonClass, SubmitButton } from "~/components/ui/button";
import { useTranslation } from "~/lib/i18n-react";
import { pageTitle } from "~/lib/meta";
import { loadRoleAccess } from "./_app.vhub.$id/access.server";
import { actAndReturn } from "./_app.vhub.$id/vhub.server";

export const meta = pageTitle("vhubControlCenter");

/** A module the role has, else back to the role's modules. */
async function question(
  request: Request,
  context: LoaderFunctionArgs["context"],
  params: LoaderFunctionArgs["params"],
) {
  const loaded = await loadRoleAccess(request, context, params);
  const module = roleModuleOf(params.module);
  const back = `${accessPath(params.id ?? "")}/${loaded.access.role.id}`;
  if (!module || !loaded.access.modules.includes(module)) throw redirect(back);
  return { ...loaded, module, back };
}

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const { access, module } = await question(request, context, params);
  return data({ role: access.role.name, roleId: access.role.id, module });
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  const { auth, access, module, back } = await question(request, context, params);
  return actAndReturn(request, context, back, "control.accessPage.revokedToast", () =>
    auth.call(RevokeRoleModuleAccessDocument, { roleId: access.role.id, module }),
  );
}

/** Revoking asks first (spec: confirmation for revoking a role's access to a module): a dialog over the role's modules, a page without JavaScript. */
export default function RevokeAccess() {
  const { t } = useTranslation();
  const { id = "" } = useParams();
  const { role, roleId, module } = useLoaderData<typeof loader>();
  const p = "control.accessPage";
  const back = `${accessPath(id)}/${roleId}`;
  const name = t(roleModuleLabel(module));
  return (
    <RouteDialog
      title={t(`${p}.revokeTitle`)}
      description={t(`${p}.revokeText`, { role, module: name })}
      back={{ to: back, label: t(`${p}.back`) }}
    >
      <Form method="post" className="flex flex-wrap justify-end gap-3">
        <Link to={back} className={buttonClass("secondary")}>
          {t(`${p}.cancel`)}
        </Link>
        <SubmitButton variant="danger">{t(`${p}.revoke`)}</SubmitButton>
      </Form>
    </RouteDialog>
  );
}
