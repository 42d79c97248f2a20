import { Form, Link } from "@remix-run/react";
import { RouteDialog, routeDialogLinkProps } from "~/components/route-dialog";
import { SubmitButton, buttonClass } from "~/components/ui/button";
import { FormErrors } from "~/components/ui/field";
import { formProps, useServerForm, type ServerFormResult } from "~/lib/form";
import { useTranslation } from "~/lib/i18n-react";
import { knowledgeDeletePath, type KnowledgeItem } from "~/lib/knowledge-paths";

/**
 * The question before a category or a post is deleted: the /delete step of its edit page, a
 * dialog over that page with JavaScript and a page of its own without (components/route-dialog.tsx),
 * as vHold asks before a share transfer is declined. "Cancel" returns to the edit page unchanged;
 * the answer is a POST of its own, and what the API refuses (a category that still holds
 * something) is said in the question.
 */
export function DeleteQuestion({
  kind,
  name,
  page,
  lastResult,
}: {
  kind: KnowledgeItem;
  name: string;
  page: string;
  lastResult: ServerFormResult | undefined;
}) {
  const { t } = useTranslation();
  const [form] = useServerForm(lastResult);
  const p = kind === "category" ? "knowledge.manage.category" : "knowledge.manage.post";
  return (
    <RouteDialog
      title={t(`${p}.delete`)}
      description={t(`${p}.deleteConfirm`, { name })}
      back={{ to: page, label: t(`${p}.backToEdit`) }}
    >
      {kind === "category" ? <p className="text-sm text-muted">{t("knowledge.manage.category.deleteHint")}</p> : null}
      <Form method="post" {...formProps(form)} className="space-y-4">
        <FormErrors id={form.errorId} errors={form.errors} />
        <div className="flex flex-wrap justify-end gap-3">
          <Link to={page} className={buttonClass("secondary")}>
            {t("knowledge.manage.cancel")}
          </Link>
          <SubmitButton variant="danger">{t(`${p}.deleteYes`)}</SubmitButton>
        </div>
      </Form>
    </RouteDialog>
  );
}

/** The edit page's danger zone: the link to the question above (a dialog with JavaScript, a page without). */
export function DeleteSection({ kind, id }: { kind: KnowledgeItem; id: string }) {
  const { t } = useTranslation();
  const p = kind === "category" ? "knowledge.manage.category" : "knowledge.manage.post";
  return (
    <section aria-labelledby={`kb-${kind}-delete`} className="space-y-3 rounded-lg border border-danger-line p-4">
      <h2 id={`kb-${kind}-delete`} className="text-lg font-semibold">
        {t(`${p}.delete`)}
      </h2>
      {kind === "category" ? <p className="text-sm text-muted">{t("knowledge.manage.category.deleteHint")}</p> : null}
      <Link to={knowledgeDeletePath(kind, id)} className={buttonClass("danger")} {...routeDialogLinkProps}>
        {t(`${p}.delete`)}
      </Link>
    </section>
  );
}
