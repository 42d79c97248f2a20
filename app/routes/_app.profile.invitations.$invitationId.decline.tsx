import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/server-runtime";
import { data, Form, Link, redirect, useActionData, useLoaderData } from "@remix-run/react";
import { GetInvitationDocument, SetInvitationStatusDocument } from "#graphql/generated/operations";
import { RouteDialog } from "~/components/route-dialog";
import { SubmitButton, buttonClass } from "~/components/ui/button";
import { FormErrors } from "~/components/ui/field";
import { ApiError } from "~/lib/api.server";
import { requireUserSession } from "~/lib/auth.server";
import { formProps, useServerForm } from "~/lib/form";
import { getTranslator, nothingSubmitted, replyWithApiError } from "~/lib/forms.server";
import { useTranslation } from "~/lib/i18n-react";
import { pageTitle } from "~/lib/meta";
import { personName } from "~/lib/person";
import { redirectWithToast } from "~/lib/toast.server";

export const meta = pageTitle("declineInvitation");

/**
 * The question before a director's invitation is declined (a dialog over the profile with
 * JavaScript, a page without): declining ends it and the owners' vote on it, for good. An
 * invitation that is not the caller's, or no longer open, leads back to the profile.
 */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const auth = await requireUserSession(request, context);
  const [user, invitation] = await Promise.all([
    auth.getUser(),
    auth.call(GetInvitationDocument, { id: params.invitationId ?? "" }).then(
      (r) => r.getInvitation,
      (error: unknown) => {
        if (error instanceof ApiError) return null;
        throw error;
      },
    ),
  ]);
  if (
    !invitation ||
    invitation.userId !== user.id ||
    !(invitation.status === "PENDING" || invitation.status === "VIEWED")
  )
    throw redirect("/profile");
  return data({ invitation });
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  const auth = await requireUserSession(request, context);
  const { t } = await getTranslator(request, context);
  const form = await request.formData();
  try {
    await auth.call(SetInvitationStatusDocument, { id: params.invitationId ?? "", status: "DECLINED" });
  } catch (error) {
    return replyWithApiError(nothingSubmitted(), error, t);
  }
  return redirectWithToast(request, context, "/profile", {
    type: "success",
    title: form.get("level") === "1" ? "hubProfile.vhold.declined" : "hubProfile.declined",
  });
}

export default function DeclineInvitation() {
  const { t } = useTranslation();
  const { invitation } = useLoaderData<typeof loader>();
  const [form] = useServerForm(useActionData<typeof action>());
  return (
    <RouteDialog
      title={t("hubProfile.vhold.declineStep.title")}
      description={
        invitation.level === 1
          ? t("hubProfile.vhold.declineStep.text", {
              from: personName(t, invitation.sender),
              company: invitation.company.name,
            })
          : t("hubProfile.declineText", {
              from: personName(t, invitation.sender),
              role: invitation.role?.name ?? "",
              company: invitation.company.name,
            })
      }
      back={{ to: "/profile", label: t("hubProfile.vhold.declineStep.back") }}
    >
      <Form method="post" {...formProps(form)} className="space-y-4">
        <FormErrors id={form.errorId} errors={form.errors} />
        <input type="hidden" name="level" value={invitation.level} />
        <div className="flex flex-wrap gap-3">
          <SubmitButton variant="danger">{t("hubProfile.vhold.declineStep.submit")}</SubmitButton>
          <Link to="/profile" className={buttonClass("secondary")}>
            {t("hubProfile.vhold.declineStep.keep")}
          </Link>
        </div>
      </Form>
    </RouteDialog>
  );
}
