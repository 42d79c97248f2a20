import type { LoaderFunctionArgs } from "@remix-run/server-runtime";
import { Link, useLoaderData } from "@remix-run/react";
import { ControlSection } from "~/components/control-center/section";
import { RouteDialogHost, routeDialogLinkProps } from "~/components/route-dialog";
import { buttonClass } from "~/components/ui/button";
import { storagePath } from "~/lib/billing-paths";
import { loadBilling } from "~/lib/billing.server";
import { useTranslation } from "~/lib/i18n-react";
import { pageTitle } from "~/lib/meta";
import { areaTexts, type RouteHandle } from "~/lib/route-handle";

export const meta = pageTitle("vhubStorage");
export const handle: RouteHandle = { i18n: areaTexts(import.meta.glob("/app/locales/*/billing.ts")) };

/** The breakdown's kinds (spec), in its order. */
const KINDS = ["archived", "documents", "modules", "other", "media", "deleted"] as const;

/**
 * The control center's storage (issue 21): the size bought (billing's, changed by the size dialog
 * here), the space used and its breakdown, and the biggest users of space by file and by role.
 * Files do not exist yet (their issue keeps them): used, the breakdown and the tabs are zero and
 * empty, said honestly, and read nothing. Owners and the director see it, as they see billing.
 */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const { role, account } = await loadBilling(request, context, params.id ?? "", { limit: 1, section: "storage" });
  const tab = new URL(request.url).searchParams.get("tab") === "roles" ? "roles" : "files";
  return { roleId: role.id, size: account?.storageGb ?? null, tab, allowed: Boolean(account) };
}

export default function Storage() {
  const { t, i18n } = useTranslation();
  const { roleId, size, tab, allowed } = useLoaderData<typeof loader>();
  const base = storagePath(roleId);
  if (!allowed || size === null) {
    return (
      <ControlSection section="storage">
        <p className="text-muted">{t("billing.notAllowed")}</p>
      </ControlSection>
    );
  }
  // Until the files issue lands nothing is stored: every kind takes 0 GB.
  const usedGb = 0;
  const byKind = KINDS.map((kind) => ({ kind, gb: 0 }));
  const number = (value: number) => new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 2 }).format(value);
  const tabLink = (key: "files" | "roles") =>
    `inline-flex min-h-10 items-center border-b-2 px-3 py-2 text-sm ${tab === key ? "border-primary font-medium" : "border-transparent text-muted"}`;
  return (
    <RouteDialogHost parentPath={base}>
      <ControlSection
        section="storage"
        actions={
          <Link to={`${base}/size`} className={buttonClass("primary")} {...routeDialogLinkProps}>
            {t("billing.storage.increase")}
          </Link>
        }
      >
        <dl className="grid gap-stack sm:grid-cols-2">
          <div>
            <dt className="text-sm text-muted">{t("billing.storage.size")}</dt>
            <dd className="text-xl font-semibold">{t("billing.summary.gb", { size })}</dd>
          </div>
          <div>
            <dt className="text-sm text-muted">{t("billing.storage.used")}</dt>
            <dd className="text-xl font-semibold">{t("billing.summary.gb", { size: number(usedGb) })}</dd>
          </div>
        </dl>
        <figure className="space-y-stack">
          <figcaption className="ui-group-title">{t("billing.storage.breakdown")}</figcaption>
          {/* A stacked bar of the kinds' shares of the size; the table below says the same in words. */}
          <div role="img" aria-label={t("billing.storage.usedOf", { used: number(usedGb), size })} className="flex h-4 w-full overflow-hidden rounded-full bg-surface-muted">
            {byKind.map(({ kind, gb }) => (gb > 0 ? <span key={kind} className="h-full bg-primary" style={{ width: `${(gb / size) * 100}%` }} /> : null))}
          </div>
          <table className="w-full max-w-xl text-sm">
            <caption className="sr-only">{t("billing.storage.chart")}</caption>
            <thead className="text-muted">
              <tr>
                <th scope="col" className="py-2 pr-3 text-left font-medium">{t("billing.storage.kind")}</th>
                <th scope="col" className="py-2 text-right font-medium">{t("billing.storage.space")}</th>
              </tr>
            </thead>
            <tbody>
              {byKind.map(({ kind, gb }) => (
                <tr key={kind} className="border-t border-line">
                  <th scope="row" className="py-2 pr-3 text-left font-normal">{t(`billing.storage.kinds.${kind}`)}</th>
                  <td className="py-2 text-right tabular-nums">{t("billing.summary.gb", { size: number(gb) })}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </figure>
        <div className="space-y-stack">
          <h3 className="ui-group-title">{t("billing.storage.tabs")}</h3>
          <nav aria-label={t("billing.storage.tabs")} className="flex gap-1 border-b border-line">
            <Link to={`${base}?tab=files`} className={tabLink("files")} aria-current={tab === "files" ? "page" : undefined} replace>
              {t("billing.storage.files")}
            </Link>
            <Link to={`${base}?tab=roles`} className={tabLink("roles")} aria-current={tab === "roles" ? "page" : undefined} replace>
              {t("billing.storage.roles")}
            </Link>
          </nav>
          <p className="text-sm text-muted">{tab === "files" ? t("billing.storage.noFiles") : t("billing.storage.noRoles")}</p>
        </div>
      </ControlSection>
    </RouteDialogHost>
  );
}
