import { Link, NavLink } from "@remix-run/react";
import { useTranslation } from "~/lib/i18n-react";
import { DisabledItem } from "./disabled-item";

/**
 * The product switch (spec: header): home, vHub (disabled while the person has no role) and
 * vHold (disabled while the person has no company). `vertical`: the mobile menu's layout.
 */
export function ProductNav({
  vholdHref,
  inVhold,
  vhubHref,
  inVhub,
  idPrefix,
  vertical = false,
  Disabled = DisabledItem,
}: {
  vholdHref: string | null;
  inVhold: boolean;
  vhubHref: string | null;
  inVhub: boolean;
  idPrefix: string;
  vertical?: boolean;
  /** How a disabled item shows its reason: a tooltip, or (the mobile menu) a line of text. */
  Disabled?: typeof DisabledItem;
}) {
  const { t } = useTranslation();
  const link = ({ isActive }: { isActive: boolean }) =>
    `flex min-h-10 items-center rounded-md px-3 py-2 ${isActive ? "bg-selected font-medium text-selected-fg" : "hover:bg-surface-muted"}`;
  return (
    <nav aria-label={t("app.nav.main")}>
      <ul className={vertical ? "flex flex-col gap-1 text-sm" : "flex items-center gap-1 text-sm"}>
        <li>
          <NavLink to="/profile" className={link}>
            {t("app.nav.home")}
          </NavLink>
        </li>
        <li>
          {vhubHref ? (
            <Link to={vhubHref} className={link({ isActive: inVhub })} aria-current={inVhub ? "page" : undefined}>
              {t("app.nav.vhub")}
            </Link>
          ) : (
            <Disabled id={`${idPrefix}-vhub-reason`} label={t("app.nav.vhub")} reason={t("app.nav.vhubDisabled")} />
          )}
        </li>
        <li>
          {vholdHref ? (
            <Link to={vholdHref} className={link({ isActive: inVhold })} aria-current={inVhold ? "page" : undefined}>
              {t("app.nav.vhold")}
            </Link>
          ) : (
            <Disabled id={`${idPrefix}-vhold-reason`} label={t("app.nav.vhold")} reason={t("app.nav.vholdDisabled")} />
          )}
        </li>
      </ul>
    </nav>
  );
}
