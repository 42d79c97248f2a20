import { Link } from "@remix-run/react";
import { useTranslation } from "~/lib/i18n-react";
import { DELETE_ACCOUNT, PHONE_STEPS } from "~/lib/account-steps";
import { routeDialogLinkProps } from "./route-dialog";

const linkClass = "text-sm font-medium ui-link";

/**
 * The personal info page's account part: the phone (formatted) with its change, and the
 * account's deletion. Both are steps that open as dialogs over the page (route-dialog.tsx).
 */
export function AccountSection({ phone }: { phone: string }) {
  const { t } = useTranslation();
  const p = "settings.personalInfo";
  return (
    <section aria-labelledby="account-heading" className="max-w-xl space-y-stack border-t border-line pt-section">
      <h2 id="account-heading" className="ui-group-title">
        {t(`${p}.account`)}
      </h2>
      <div className="flex flex-wrap items-baseline justify-between gap-stack">
        <div>
          <p className="text-sm text-subtle">{t(`${p}.phone`)}</p>
          <p className="font-medium" data-testid="personal-info-phone">
            {phone}
          </p>
        </div>
        <Link to={PHONE_STEPS.current} className={linkClass} {...routeDialogLinkProps}>
          {t(`${p}.changePhone`)}
        </Link>
      </div>
      <Link
        to={DELETE_ACCOUNT}
        className="inline-block text-sm font-medium text-danger underline-offset-2 hover:underline"
        {...routeDialogLinkProps}
      >
        {t(`${p}.deleteAccount`)}
      </Link>
    </section>
  );
}
