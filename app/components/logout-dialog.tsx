import { Form, Link } from "@remix-run/react";
import { Dialog } from "radix-ui";
import { useTranslation } from "~/lib/i18n-react";
import { useHydrated } from "~/hooks/use-hydrated";
import { SubmitButton, buttonClass } from "./ui/button";

/** The logout confirmation's form: the same on the /logout page and in the dialog. */
export function LogoutForm({ cancel }: { cancel: React.ReactNode }) {
  const { t } = useTranslation();
  return (
    <Form method="post" action="/logout" className="mt-6 flex justify-end gap-3">
      {cancel}
      <SubmitButton variant="danger">{t("logout.confirm")}</SubmitButton>
    </Form>
  );
}

/**
 * "Log out" asks first (spec). Without JavaScript it is a link to the /logout page; with it,
 * the same form opens in a Radix dialog.
 */
export function LogoutDialog({ triggerClassName }: { triggerClassName: string }) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  if (!hydrated) {
    return (
      <Link to="/logout" className={triggerClassName}>
        {t("userMenu.logout")}
      </Link>
    );
  }
  return (
    <Dialog.Root>
      <Dialog.Trigger className={triggerClassName}>{t("userMenu.logout")}</Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/50" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 w-[min(28rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 rounded-xl bg-white p-6 shadow-xl dark:bg-slate-900">
          <Dialog.Title className="text-lg font-semibold">{t("logout.heading")}</Dialog.Title>
          <Dialog.Description className="mt-2 text-sm text-slate-700 dark:text-slate-300">{t("logout.text")}</Dialog.Description>
          <LogoutForm
            cancel={
              <Dialog.Close type="button" className={buttonClass("secondary")}>
                {t("logout.cancel")}
              </Dialog.Close>
            }
          />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
