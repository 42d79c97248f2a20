import { parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs } from "@remix-run/server-runtime";
import { Form, useActionData } from "@remix-run/react";
import { UpdateAuthUserPreferencesDocument } from "#graphql/generated/operations";
import { currencies } from "#graphql/validation/user-limits";
import { preferencesInput } from "#graphql/validation/users";
import { SubmitButton } from "~/components/ui/button";
import { FormErrors, SelectField } from "~/components/ui/field";
import { requireUserSession } from "~/lib/auth.server";
import { formProps, useServerForm } from "~/lib/form";
import { getTranslator, reply, replyWithApiError } from "~/lib/forms.server";
import { isLanguage, languages } from "~/lib/i18n";
import { useTranslation } from "~/lib/i18n-react";
import { pageTitle } from "~/lib/meta";
import { redirectWithToast } from "~/lib/toast.server";
import { useSignedInUser } from "~/lib/signed-in";
import { areaTexts, type RouteHandle } from "~/lib/route-handle";

export const handle: RouteHandle = { i18n: areaTexts(import.meta.glob("/app/locales/*/settings/localization.ts")) };

export const meta = pageTitle("settingsLocalization");

/**
 * Language, time format and currency, saved together with updateAuthUserPreferences. A new
 * language goes into the session at once (and the locale cookie), so the next page and every
 * one after it speak it.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const auth = await requireUserSession(request, context);
  const { t } = await getTranslator(request, context);
  const submission = parseWithZod(await request.formData(), { schema: preferencesInput });
  if (submission.status !== "success") return reply(submission, t);
  let language: string;
  try {
    const { updateAuthUserPreferences } = await auth.call(UpdateAuthUserPreferencesDocument, {
      input: submission.value,
    });
    language = updateAuthUserPreferences.language;
  } catch (error) {
    return replyWithApiError(submission, error, t);
  }
  if (isLanguage(language)) auth.languageUpdated(language);
  // The toast is told in the new language: the next page reads the session just written.
  return redirectWithToast(request, context, "/settings/localization", { type: "success", title: "settings.saved" });
}

export default function Localization() {
  const { t } = useTranslation();
  const user = useSignedInUser();
  const lastResult = useActionData<typeof action>();
  const [form, fields] = useServerForm<{ language: string; formatTime: string; currency: string }>(lastResult, {
    defaultValue: { language: user.language, formatTime: user.formatTime, currency: user.currency },
  });
  const l = "settings.localization";
  return (
    <section aria-labelledby="localization-heading" className="ui-section">
      <h1 id="localization-heading" className="ui-page-title">
        {t(`${l}.heading`)}
      </h1>
      {/* Saved preferences start the form again from what the profile now holds. */}
      <Form
        key={[user.language, user.formatTime, user.currency].join(" ")}
        method="post"
        {...formProps(form)}
        className="max-w-md space-y-section"
      >
        <FormErrors id={form.errorId} errors={form.errors} />
        <SelectField
          meta={fields.language}
          label={t(`${l}.language`)}
          options={languages.map((value) => ({ value, label: t(`language.${value}`) }))}
        />
        <SelectField
          meta={fields.formatTime}
          label={t(`${l}.timeFormat`)}
          options={[
            { value: "FORMAT_24H", label: t(`${l}.format24`) },
            { value: "FORMAT_12H", label: t(`${l}.format12`) },
          ]}
        />
        <SelectField
          meta={fields.currency}
          label={t(`${l}.currency`)}
          options={currencies.map((value) => ({ value, label: t(`${l}.currencies.${value}`) }))}
        />
        <SubmitButton>{t("settings.save")}</SubmitButton>
      </Form>
    </section>
  );
}
