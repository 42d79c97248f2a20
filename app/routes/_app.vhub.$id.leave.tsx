import type { ActionFunctionArgs } from "@remix-run/server-runtime";
import { Form, Link } from "@remix-run/react";
import { LeaveRoleDocument } from "#graphql/generated/operations";
import { buttonClass, SubmitButton } from "~/components/ui/button";
import { requireUserSession } from "~/lib/auth.server";
import { useTranslation } from "~/lib/i18n-react";
import { pageTitle } from "~/lib/meta";
import { lastRoleCookie } from "~/lib/vhub-change.server";
import { useHub } from "./_app.vhub.$id/route";
import { actAndReturn } from "./_app.vhub.$id/vhub.server";
import { areaTexts, type RouteHandle } from "~/lib/route-handle";

export const handle: RouteHandle = { i18n: areaTexts(import.meta.glob("/app/locales/*/vhub/leave.ts")) };

export const meta = pageTitle("vhubLeave");

/**
 * Leaving a role asks first (a destructive action): this page's form, with JavaScript or
 * without. Left, the role is no longer the person's: they go to their profile, and the hub
 * forgets it as the last role worked in.
 */
export async function action({ request, context, params }: ActionFunctionArgs) {
  const auth = await requireUserSession(request, context);
  const id = params.id ?? "";
  let left = false;
  const answer = await actAndReturn(
    request,
    context,
    "/profile",
    "vhub.leave.done",
    async () => {
      await auth.call(LeaveRoleDocument, { id });
      left = true;
    },
    `/vhub/${id}`,
  );
  if (left) answer.headers.append("set-cookie", lastRoleCookie(null, context.secureCookies));
  return answer;
}

export default function LeaveRole() {
  const { t } = useTranslation();
  const { role } = useHub();
  return (
    <section
      aria-labelledby="leave-heading"
      className="max-w-xl space-y-section rounded-xl border border-danger-line bg-surface p-section"
    >
      <h1 id="leave-heading" className="ui-page-title break-words">
        {t("vhub.leave.heading", { role: role.name })}
      </h1>
      <p>{t("vhub.leave.text")}</p>
      <Form method="post" className="flex flex-wrap gap-stack">
        <SubmitButton variant="danger">{t("vhub.leave.confirm")}</SubmitButton>
        <Link to={`/vhub/${role.id}`} className={buttonClass("secondary")}>
          {t("vhub.leave.cancel")}
        </Link>
      </Form>
    </section>
  );
}
