import { AVATAR_ACCEPT, AVATAR_MAX_BYTES } from "#graphql/validation/user-limits";
import { ImageForm } from "~/components/ui/image-form";
import { UserAvatar } from "~/components/ui/user-avatar";
import { useTranslation } from "~/lib/i18n-react";

/**
 * The photo on personal info (ImageForm: a plain multipart form that works without JavaScript,
 * and a form that removes it). With JavaScript the browser refuses a file over 5 MB before
 * sending it; the type is judged by the server from the file's content.
 */
export function AvatarForm({
  user,
  errors,
}: {
  user: { name: string; surname: string; avatar?: string | null };
  errors?: string[] | null;
}) {
  const { t } = useTranslation();
  const p = "settings.personalInfo";
  return (
    <ImageForm
      picture={<UserAvatar user={user} size="lg" alt={user.avatar ? t(`${p}.photoAlt`) : ""} />}
      current={user.avatar}
      accept={AVATAR_ACCEPT}
      maxBytes={AVATAR_MAX_BYTES}
      errors={errors}
      texts={{
        heading: t(`${p}.photo`),
        choose: t(`${p}.choosePhoto`),
        noneChosen: t(`${p}.noPhotoChosen`),
        chosen: t(`${p}.photoChosen`),
        hint: t(`${p}.photoHint`),
        upload: t(`${p}.uploadPhoto`),
        remove: t(`${p}.removePhoto`),
      }}
      refusals={{ required: () => t(`${p}.photoRequired`), tooLarge: () => t(`${p}.photoTooLarge`) }}
    />
  );
}
