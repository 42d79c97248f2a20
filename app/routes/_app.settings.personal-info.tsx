import { parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/server-runtime";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { UpdateAuthUserDocument } from "#graphql/generated/operations";
import { ABOUT_MAX, birthYears } from "#graphql/validation/user-limits";
import { personalInfoForm } from "#graphql/validation/users";
import { AvatarForm } from "~/components/settings/avatar-form";
import { AccountSection } from "~/components/account-section";
import { RouteDialogHost } from "~/components/route-dialog";
import { SubmitButton } from "~/components/ui/button";
import { ErrorList, Field, FormErrors, SelectField } from "~/components/ui/field";
import { TextAreaField } from "~/components/ui/text-area-field";
import { useUsernameCheck } from "~/hooks/use-username-check";
import { PERSONAL_INFO, USERNAME_CHECK } from "~/lib/account-steps";
import { requireUserSession } from "~/lib/auth.server";
import { removeAvatar, uploadAvatar, type AvatarReply } from "~/lib/avatar.server";
import { formProps, useServerForm } from "~/lib/form";
import { getTranslator, reply, replyWithApiError } from "~/lib/forms.server";
import { useTranslation } from "~/lib/i18n-react";
import { pageTitle } from "~/lib/meta";
import { redirectWithToast } from "~/lib/toast.server";
import { useSignedInUser } from "~/lib/signed-in";
import { dateTimeFormat } from "~/lib/intl";
import { areaTexts, type RouteHandle } from "~/lib/route-handle";

export const handle: RouteHandle = { i18n: areaTexts(import.meta.glob("/app/locales/*/settings/personalInfo.ts")) };

export const meta = pageTitle("settingsPersonalInfo");

/**
 * The birthday's year choices, from the server's clock (the same rule the action and the API judge
 * by) and the photo's error when a post too large to read was sent
 * back here (server/web-guards.ts).
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireUserSession(request, context);
  const tooLarge = new URL(request.url).searchParams.get("avatarError") === "tooLarge";
  const avatarErrors = tooLarge ? [(await getTranslator(request, context)).t("validation.avatar.tooLarge")] : null;
  return { years: birthYears(new Date()), avatarErrors };
}

/**
 * Name, surname, username, birthday (day, month and year joined into YYYY-MM-DD by the shared
 * rules) and about, saved with updateAuthUser. A taken username is said on the username field:
 * the availability is checked on submit, with JavaScript or without.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const auth = await requireUserSession(request, context);
  const { t } = await getTranslator(request, context);
  const formData = await request.formData();
  // The photo's two forms (a multipart upload, a removal) post here too.
  const intent = formData.get("intent");
  if (intent === "avatar") return uploadAvatar(request, context, auth, formData, t);
  if (intent === "removeAvatar") return removeAvatar(request, context, auth, t);
  const submission = parseWithZod(formData, { schema: personalInfoForm(new Date()) });
  if (submission.status !== "success") return reply(submission, t);
  try {
    await auth.call(UpdateAuthUserDocument, { input: submission.value });
  } catch (error) {
    return replyWithApiError(submission, error, t, { USERNAME_TAKEN: "username" });
  }
  return redirectWithToast(request, context, "/settings/personal-info", { type: "success", title: "settings.saved" });
}

type Fields = {
  name: string;
  surname: string;
  username: string;
  birthDay: string;
  birthMonth: string;
  birthYear: string;
  about: string;
};

/** YYYY-MM-DD as the form's three choices (no leading zeros, as the options are written). */
function birthdayParts(birthday: string | null | undefined): Pick<Fields, "birthDay" | "birthMonth" | "birthYear"> {
  const match = birthday ? /^(\d{4})-(\d{2})-(\d{2})/.exec(birthday) : null;
  if (!match) return { birthDay: "", birthMonth: "", birthYear: "" };
  return {
    birthYear: String(Number(match[1])),
    birthMonth: String(Number(match[2])),
    birthDay: String(Number(match[3])),
  };
}

/** The phone change and the account deletion are nested steps: dialogs over this page with JavaScript, pages without. */
export default function PersonalInfo() {
  return (
    <RouteDialogHost parentPath={PERSONAL_INFO}>
      <PersonalInfoPage />
    </RouteDialogHost>
  );
}

function PersonalInfoPage() {
  const { t, i18n } = useTranslation();
  const user = useSignedInUser();
  const { years, avatarErrors } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const avatarReply = answer && "form" in answer ? (answer as AvatarReply) : null;
  const lastResult = avatarReply ? undefined : (answer as Exclude<typeof answer, AvatarReply> | undefined);
  const [form, fields] = useServerForm<Fields>(lastResult, {
    defaultValue: {
      name: user.name,
      surname: user.surname,
      username: user.username,
      about: user.about ?? "",
      ...birthdayParts(user.birthday),
    },
  });
  // With JavaScript, the username's availability is told while typing; without, on save.
  const usernameCheck = useUsernameCheck(USERNAME_CHECK, user.username);
  const liveVerdictIsNewer = Boolean(
    usernameCheck.result && usernameCheck.result.username !== fields.username.initialValue?.trim(),
  );
  const availability =
    usernameCheck.result && (liveVerdictIsNewer || !fields.username.errors?.length) ? usernameCheck.result : undefined;
  const p = "settings.personalInfo";
  const none = { value: "", label: t(`${p}.notSet`) };
  const monthName = dateTimeFormat(i18n.language, "month|UTC", { month: "long", timeZone: "UTC" });
  const days = [none, ...Array.from({ length: 31 }, (_, i) => ({ value: String(i + 1), label: String(i + 1) }))];
  const months = [
    none,
    ...Array.from({ length: 12 }, (_, i) => ({
      value: String(i + 1),
      label: monthName.format(new Date(Date.UTC(2000, i, 1))),
    })),
  ];
  const yearOptions = [none, ...years.map((y) => ({ value: String(y), label: String(y) }))];
  return (
    <section aria-labelledby="personal-info-heading" className="ui-section">
      <h1 id="personal-info-heading" className="ui-page-title">
        {t(`${p}.heading`)}
      </h1>
      <AvatarForm user={user} errors={avatarReply?.errors ?? avatarErrors} />
      {/* Saved details start the form again from what the profile now holds. */}
      <Form
        key={[user.name, user.surname, user.username, user.birthday, user.about].join("\n")}
        method="post"
        {...formProps(form)}
        className="max-w-xl space-y-section"
      >
        <FormErrors id={form.errorId} errors={form.errors} />
        {/* No maxLength: a browser counts UTF-16 units there, and a name is 24 characters as people count them. */}
        <Field meta={fields.name} label={t(`${p}.name`)} autoComplete="given-name" />
        <Field meta={fields.surname} label={t(`${p}.surname`)} autoComplete="family-name" />
        <Field
          // A live verdict on a name typed since the submit replaces the server's verdict on the old one.
          meta={liveVerdictIsNewer ? { ...fields.username, errors: undefined } : fields.username}
          label={t(`${p}.username`)}
          autoComplete="username"
          maxLength={24}
          autoCapitalize="none"
          spellCheck={false}
          hint={t(`${p}.usernameHint`)}
          onChange={(e) => usernameCheck.onChange(e.currentTarget.value)}
        >
          <div aria-live="polite" className="text-sm" data-testid="username-availability">
            {availability ? (
              <p className={availability.available ? "text-success" : "text-danger"}>{availability.message}</p>
            ) : null}
          </div>
        </Field>
        <fieldset className="space-y-field">
          <legend className="text-sm font-medium">{t(`${p}.birthday`)}</legend>
          {/* On a phone the year takes a row of its own: three in one row leave the month too
              narrow for its name ("September"). */}
          <div className="grid grid-cols-[4.5rem_minmax(0,1fr)] gap-stack sm:grid-cols-[4.5rem_minmax(0,1fr)_6rem]">
            {/* The birthday's error is told once, under the three choices. */}
            <SelectField
              meta={{ ...fields.birthDay, errors: undefined }}
              aria-invalid={fields.birthDay.errors?.length ? true : undefined}
              aria-describedby={fields.birthDay.errors?.length ? fields.birthDay.errorId : undefined}
              label={t(`${p}.birthDay`)}
              options={days}
              autoComplete="bday-day"
            />
            <SelectField
              meta={fields.birthMonth}
              label={t(`${p}.birthMonth`)}
              options={months}
              autoComplete="bday-month"
            />
            <SelectField
              meta={fields.birthYear}
              label={t(`${p}.birthYear`)}
              options={yearOptions}
              autoComplete="bday-year"
              className="col-span-2 w-24 sm:col-span-1 sm:w-auto"
            />
          </div>
          <ErrorList id={fields.birthDay.errorId} errors={fields.birthDay.errors} />
        </fieldset>
        <TextAreaField meta={fields.about} label={t(`${p}.about`)} hint={t(`${p}.aboutHint`)} maxLength={ABOUT_MAX} />
        <SubmitButton>{t("settings.save")}</SubmitButton>
      </Form>
      <AccountSection phone={user.phoneDisplay} />
    </section>
  );
}
