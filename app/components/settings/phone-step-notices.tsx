import { Link } from "@remix-run/react";
import { PHONE_STEPS } from "~/lib/account-steps";
import { useTranslation } from "~/lib/i18n-react";

/** A phone change step's "a new code is on its way", said to screen readers too. */
export function ResentNotice({ show }: { show: boolean }) {
  const { t } = useTranslation();
  return show ? (
    <p role="status" className="text-sm text-muted">
      {t("settings.steps.resent")}
    </p>
  ) : null;
}

/** Back to the phone change's first step, when the current number's confirmation has lapsed. */
export function StartAgainLink({ show }: { show: boolean }) {
  const { t } = useTranslation();
  return show ? (
    <Link to={PHONE_STEPS.current} className="inline-block text-sm ui-link">
      {t("settings.phoneChange.startAgain")}
    </Link>
  ) : null;
}
