import type { AppLoadContext } from "@remix-run/server-runtime";
import { RemoveAuthUserAvatarDocument } from "#graphql/generated/operations";
import { AVATAR_MAX_BYTES } from "#graphql/validation/user-limits";
import { ApiError } from "./api.server";
import type { UserSession } from "./auth.server";
import { apiErrorMessage, type getTranslator } from "./forms.server";
import { redirectWithToast } from "./toast.server";
import type { TKey } from "./translate";

type T = Awaited<ReturnType<typeof getTranslator>>["t"];

/** What the photo form answers when it changes nothing: its own errors, apart from the details form's. */
export type AvatarReply = { form: "avatar"; errors: string[] };

const refuse = (errors: string[]): AvatarReply => ({ form: "avatar", errors });

const backToPage = (request: Request, context: AppLoadContext, title: TKey) =>
  redirectWithToast(request, context, new URL(request.url).pathname, { type: "success", title });

/**
 * The photo form's post (field `avatar`): the file goes to the API's upload entry under the
 * person's own token (decision 0011), which judges its type by content and its size; what it
 * refuses comes back as the field's translated error and nothing changes.
 */
export async function uploadAvatar(
  request: Request,
  context: AppLoadContext,
  auth: UserSession,
  formData: FormData,
  t: T,
) {
  const file = formData.get("avatar");
  if (!(file instanceof File) || file.size === 0) return refuse([t("validation.avatar.required")]);
  if (file.size > AVATAR_MAX_BYTES) return refuse([t("validation.avatar.tooLarge")]);
  try {
    await auth.uploadAvatar(await file.arrayBuffer());
  } catch (error) {
    if (error instanceof ApiError && error.fields.avatar?.length)
      return refuse(error.fields.avatar.map((key) => t(key as never)));
    if (!(error instanceof ApiError)) console.error(error);
    return refuse([apiErrorMessage(error, t)]);
  }
  return backToPage(request, context, "settings.personalInfo.photoSaved");
}

export async function removeAvatar(request: Request, context: AppLoadContext, auth: UserSession, t: T) {
  try {
    await auth.call(RemoveAuthUserAvatarDocument, {});
  } catch (error) {
    return refuse([apiErrorMessage(error, t)]);
  }
  return backToPage(request, context, "settings.personalInfo.photoRemoved");
}
