import { Form } from "@remix-run/react";
import { useTranslation } from "~/lib/i18n-react";
import { SubmitButton } from "./ui/button";

/** The logout confirmation's form: the same on the /logout page and in the dialog. */
export function LogoutForm({ cancel }: { cancel: React.ReactNode }) {
  const { t } = useTranslation();
  return (
    <Form method="post" action="/logout" className="mt-6 flex justify-end gap-3">
      {cancel}
      <SubmitButton variant="danger">{t("app.logout.confirm")}</SubmitButton>
    </Form>
  );
}
