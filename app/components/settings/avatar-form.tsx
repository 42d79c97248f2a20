import { Form } from "@remix-run/react";
import { useState, type FormEvent } from "react";
import { AVATAR_ACCEPT, AVATAR_MAX_BYTES } from "#graphql/validation/user-limits";
import { SubmitButton } from "~/components/ui/button";
import { ErrorList } from "~/components/ui/field";
import { FileInput } from "~/components/ui/file-input";
import { UserAvatar } from "~/components/ui/user-avatar";
import { useTranslation } from "~/lib/i18n-react";

/**
 * The photo on personal info: a plain multipart form (field `avatar`, intent "avatar") that works
 * without JavaScript, and a form that removes it. With JavaScript the browser refuses a file over
 * 5 MB before sending it; the type is judged by the server from the file's content.
 */
export function AvatarForm({ user, errors }: { user: { name: string; surname: string; avatar?: string | null }; errors?: string[] | null }) {
  const { t } = useTranslation();
  const [clientError, setClientError] = useState<string | null>(null);
  const p = "settings.personalInfo";
  const shown = clientError ? [clientError] : errors;

  const check = (event: FormEvent<HTMLFormElement>) => {
    const input = event.currentTarget.elements.namedItem("avatar") as HTMLInputElement | null;
    const file = input?.files?.[0];
    const problem = !file || file.size === 0 ? t(`${p}.photoRequired`) : file.size > AVATAR_MAX_BYTES ? t(`${p}.photoTooLarge`) : null;
    setClientError(problem);
    if (problem) {
      event.preventDefault();
      input?.focus();
    }
  };

  return (
    <section aria-labelledby="avatar-heading" className="flex flex-col gap-section sm:flex-row sm:items-start">
      <UserAvatar user={user} size="lg" alt={user.avatar ? t(`${p}.photoAlt`) : ""} />
      <div className="min-w-0 flex-1 space-y-stack">
        <h2 id="avatar-heading" className="ui-group-title">
          {t(`${p}.photo`)}
        </h2>
        {/* A new or removed photo starts the picker again (nothing chosen); the URL's signature may change on any load. */}
        <Form key={user.avatar?.split("?")[0] ?? ""} method="post" encType="multipart/form-data" onSubmit={check} noValidate className="space-y-stack">
          <input type="hidden" name="intent" value="avatar" />
          <FileInput
            id="avatar"
            name="avatar"
            accept={AVATAR_ACCEPT}
            label={t(`${p}.choosePhoto`)}
            emptyText={t(`${p}.noPhotoChosen`)}
            chosenText={t(`${p}.photoChosen`)}
            aria-invalid={shown?.length ? true : undefined}
            aria-describedby={["avatar-hint", shown?.length ? "avatar-error" : null].filter(Boolean).join(" ")}
            onChange={() => setClientError(null)}
          />
          <p id="avatar-hint" className="text-sm text-subtle">
            {t(`${p}.photoHint`)}
          </p>
          <ErrorList id="avatar-error" errors={shown} />
          <SubmitButton variant="secondary" name="intent" value="avatar">
            {t(`${p}.uploadPhoto`)}
          </SubmitButton>
        </Form>
        {user.avatar ? (
          <Form method="post">
            <SubmitButton variant="link" name="intent" value="removeAvatar" className="!px-0">
              {t(`${p}.removePhoto`)}
            </SubmitButton>
          </Form>
        ) : null}
      </div>
    </section>
  );
}
