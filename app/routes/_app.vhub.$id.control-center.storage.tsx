import type { LoaderFunctionArgs } from "@remix-run/server-runtime";
import { Link, useLoaderData } from "@remix-run/react";
import { ControlSection } from "~/components/control-center/section";
import { RouteDialogHost, routeDialogLinkProps } from "~/components/route-dialog";
import { buttonClass } from "~/components/ui/button";
import { storagePath } from "~/lib/billing-paths";
import { loadBilling } from "~/routes/_app.vhub.$id/billing.server";
import { GetCompanyStorageUsageDocument } from "#graphql/generated/operations";
import { useFileSize } from "~/hooks/use-file-size";
import { useTranslation } from "~/lib/i18n-react";
import { pageTitle } from "~/lib/meta";
import { areaTexts, type RouteHandle } from "~/lib/route-handle";

export const meta = pageTitle("vhubStorage");
export const handle: RouteHandle = { i18n: areaTexts(import.meta.glob("/app/locales/*/billing.ts")) };

/** The breakdown's kinds (spec), in its order, as the API names them. */
const KINDS = {
  ARCHIVED: "archived",
  DOCUMENTS: "documents",
  MODULES: "modules",
  OTHER: "other",
  MEDIA: "media",
  DELETED: "deleted",
} as const;

const GB = 1024 ** 3;

/**
 * The control center's storage (issue 21): the size bought (billing's, changed by the size dialog
 * here), the space the company's files take (issue 22: getCompanyStorageUsage, only confirmed
 * uploads) and its breakdown by the spec's kinds, and the biggest users of space by file and by
 * role. While the files area is switched off nothing is stored, said so. Owners and the director
 * see it, as they see billing.
 */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const { auth, role, account } = await loadBilling(request, context, params.id ?? "", {
    limit: 1,
    section: "storage",
  });
  const tab = new URL(request.url).searchParams.get("tab") === "roles" ? "roles" : "files";
  const usage =
    account && context.features.files
      ? (await auth.call(GetCompanyStorageUsageDocument, { companyId: role.companyId })).getCompanyStorageUsage
      : null;
  return {
    roleId: role.id,
    size: account?.storageGb ?? null,
    tab,
    allowed: Boolean(account),
    filesOn: context.features.files,
    usage,
  };
}

export default function Storage() {
  const { t } = useTranslation();
  const space = useFileSize();
  const { roleId, size, tab, allowed, filesOn, usage } = useLoaderData<typeof loader>();
  const base = storagePath(roleId);
  if (!allowed || size === null) {
    return (
      <ControlSection section="storage">
        <p className="text-muted">{t("billing.notAllowed")}</p>
      </ControlSection>
    );
  }
  const usedBytes = usage?.usedBytes ?? 0;
  const byKind = (Object.keys(KINDS) as Array<keyof typeof KINDS>).map((kind) => ({
    kind: KINDS[kind],
    bytes: usage?.kinds.find((entry) => entry.kind === kind)?.bytes ?? 0,
  }));
  // Every figure in the unit that gives it a non-zero value (space: B, KB, MB, GB), never "0 GB" for a few files.
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
            <dd className="text-xl font-semibold" data-testid="storage-used">
              {space(usedBytes)}
            </dd>
          </div>
        </dl>
        <figure className="space-y-stack">
          <figcaption className="ui-group-title">{t("billing.storage.breakdown")}</figcaption>
          {/* A stacked bar of the kinds' shares of the size; the table below says the same in words. */}
          <div
            role="img"
            aria-label={t("billing.storage.usedOf", {
              used: space(usedBytes),
              size: t("billing.summary.gb", { size }),
            })}
            className="flex h-4 w-full overflow-hidden rounded-full bg-surface-muted"
          >
            {byKind.map(({ kind, bytes }) =>
              bytes > 0 ? (
                <span key={kind} className="h-full bg-primary" style={{ width: `${(bytes / (size * GB)) * 100}%` }} />
              ) : null,
            )}
          </div>
          <table className="w-full max-w-xl text-sm">
            <caption className="sr-only">{t("billing.storage.chart")}</caption>
            <thead className="text-muted">
              <tr>
                <th scope="col" className="py-2 pr-3 text-left font-medium">
                  {t("billing.storage.kind")}
                </th>
                <th scope="col" className="py-2 text-right font-medium">
                  {t("billing.storage.space")}
                </th>
              </tr>
            </thead>
            <tbody>
              {byKind.map(({ kind, bytes }) => (
                <tr key={kind} className="border-t border-line">
                  <th scope="row" className="py-2 pr-3 text-left font-normal">
                    {t(`billing.storage.kinds.${kind}`)}
                  </th>
                  <td className="py-2 text-right tabular-nums">{space(bytes)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </figure>
        <div className="space-y-stack">
          <h3 className="ui-group-title">{t("billing.storage.tabs")}</h3>
          <nav aria-label={t("billing.storage.tabs")} className="flex gap-1 border-b border-line">
            <Link
              to={`${base}?tab=files`}
              className={tabLink("files")}
              aria-current={tab === "files" ? "page" : undefined}
              replace
            >
              {t("billing.storage.files")}
            </Link>
            <Link
              to={`${base}?tab=roles`}
              className={tabLink("roles")}
              aria-current={tab === "roles" ? "page" : undefined}
              replace
            >
              {t("billing.storage.roles")}
            </Link>
          </nav>
          {!filesOn ? (
            <p className="text-sm text-muted">{t("billing.storage.filesOff")}</p>
          ) : tab === "files" ? (
            usage?.largestFiles.length ? (
              <table className="w-full max-w-xl text-sm" data-testid="storage-files">
                <caption className="sr-only">{t("billing.storage.files")}</caption>
                <thead className="text-muted">
                  <tr>
                    <th scope="col" className="py-2 pr-3 text-left font-medium">
                      {t("billing.storage.file")}
                    </th>
                    <th scope="col" className="py-2 pr-3 text-left font-medium">
                      {t("billing.storage.role")}
                    </th>
                    <th scope="col" className="py-2 text-right font-medium">
                      {t("billing.storage.space")}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {usage.largestFiles.map((file) => (
                    <tr key={file.id} className="border-t border-line">
                      <th scope="row" className="py-2 pr-3 text-left font-normal break-words">
                        {file.name}
                      </th>
                      <td className="py-2 pr-3">{file.roleName}</td>
                      <td className="py-2 text-right whitespace-nowrap tabular-nums">{space(file.size)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            ) : (
              <p className="text-sm text-muted">{t("billing.storage.noFiles")}</p>
            )
          ) : usage?.roles.length ? (
            <table className="w-full max-w-xl text-sm" data-testid="storage-roles">
              <caption className="sr-only">{t("billing.storage.roles")}</caption>
              <thead className="text-muted">
                <tr>
                  <th scope="col" className="py-2 pr-3 text-left font-medium">
                    {t("billing.storage.role")}
                  </th>
                  <th scope="col" className="py-2 text-right font-medium">
                    {t("billing.storage.space")}
                  </th>
                </tr>
              </thead>
              <tbody>
                {usage.roles.map((holder) => (
                  <tr key={holder.roleId} className="border-t border-line">
                    <th scope="row" className="py-2 pr-3 text-left font-normal">
                      {holder.name}
                    </th>
                    <td className="py-2 text-right whitespace-nowrap tabular-nums">{space(holder.bytes)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          ) : (
            <p className="text-sm text-muted">{t("billing.storage.noRoles")}</p>
          )}
        </div>
      </ControlSection>
    </RouteDialogHost>
  );
}
