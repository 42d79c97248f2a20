import { parseWithZod } from "@conform-to/zod/v4";
import type { AppLoadContext } from "@remix-run/server-runtime";
import {
  GetCompanyProfileDocument,
  GetRoleShortDocument,
  ListIndustryCategoriesDocument,
  RemoveCompanyAvatarDocument,
  SyncIndustryTypesWithCompanyDocument,
  UpdateCompanyDocument,
} from "#graphql/generated/operations";
import { updateCompanyInput } from "#graphql/validation/companies";
import { COMPANY_AVATAR_MAX_BYTES } from "#graphql/validation/company-limits";
import { isLanguage } from "#graphql/languages";
import { formatPhoneOrNull } from "#graphql/phone.server";
import { ApiError } from "~/lib/api.server";
import { requireUserSession, type UserSession } from "~/lib/auth.server";
import { apiErrorMessage, getTranslator, reply, replyWithApiError } from "~/lib/forms.server";
import { hubPath } from "~/lib/hub-paths";
import { redirectWithToast } from "~/lib/toast.server";
import { orProfile } from "./vhub.server";

/** The company profile's address under a role: /vhub/{roleId}/control-center/company-profile. */
export const companyProfilePath = (roleId: string) => `${hubPath(roleId)}/control-center/company-profile`;

/** The details form: phone, address and about, by updateCompany's own rules (the name is read-only here). */
export const companyDetailsForm = updateCompanyInput.pick({ phone: true, address: true, about: true });

type T = Awaited<ReturnType<typeof getTranslator>>["t"];

/** What the avatar's forms answer when nothing changed: their own errors, apart from the details form's. */
export type AvatarReply = { form: "avatar"; errors: string[] };
const refuseAvatar = (errors: string[]): AvatarReply => ({ form: "avatar", errors });

/** The company of the role in the address (the role is the caller's, or they go to their profile). */
async function companyOfRole(auth: UserSession, roleId: string) {
  const { getRole } = await orProfile(() => auth.call(GetRoleShortDocument, { id: roleId }));
  return { companyId: getRole.companyId, level: getRole.level };
}

/**
 * The page's data: the company's profile as the role in the address sees it, and whether the
 * caller may change it (an owner, or the director acting as the director: updateCompany's rule,
 * which the API enforces whatever the page shows). ?avatarError=tooLarge: the web guard refused
 * a post too large to read (server/web-guards.ts) and sent the person back here.
 */
export async function loadCompanyProfile(request: Request, context: AppLoadContext, roleId: string) {
  const auth = await requireUserSession(request, context);
  const { companyId, level } = await companyOfRole(auth, roleId);
  const { getCompany } = await orProfile(() => auth.call(GetCompanyProfileDocument, { id: companyId }));
  const tooLarge = new URL(request.url).searchParams.get("avatarError") === "tooLarge";
  const avatarErrors = tooLarge
    ? [(await getTranslator(request, context)).t("validation.companyAvatar.tooLarge")]
    : null;
  return {
    company: { ...getCompany, phoneDisplay: formatPhoneOrNull(getCompany.phone) },
    canEdit: getCompany.myShare !== null && getCompany.myShare !== undefined ? true : level === 1,
    avatarErrors,
  };
}

/** The page's three forms: the avatar (multipart), its removal, and the details. */
export async function companyProfileAction(request: Request, context: AppLoadContext, roleId: string) {
  const auth = await requireUserSession(request, context);
  const { t } = await getTranslator(request, context);
  const { companyId } = await companyOfRole(auth, roleId);
  const back = companyProfilePath(roleId);
  const formData = await request.formData();
  const intent = formData.get("intent");
  if (intent === "avatar") {
    const file = formData.get("avatar");
    if (!(file instanceof File) || file.size === 0) return refuseAvatar([t("validation.companyAvatar.required")]);
    if (file.size > COMPANY_AVATAR_MAX_BYTES) return refuseAvatar([t("validation.companyAvatar.tooLarge")]);
    try {
      await auth.uploadCompanyAvatar(companyId, await file.arrayBuffer());
    } catch (error) {
      return avatarRefusal(error, t);
    }
    return redirectWithToast(request, context, back, { type: "success", title: "control.profile.avatarSaved" });
  }
  if (intent === "removeAvatar") {
    try {
      await auth.call(RemoveCompanyAvatarDocument, { companyId });
    } catch (error) {
      return avatarRefusal(error, t);
    }
    return redirectWithToast(request, context, back, { type: "success", title: "control.profile.avatarRemoved" });
  }
  const submission = parseWithZod(formData, { schema: companyDetailsForm });
  if (submission.status !== "success") return reply(submission, t);
  const { phone, address, about } = submission.value;
  try {
    await auth.call(UpdateCompanyDocument, {
      id: companyId,
      input: { phone: phone ?? null, address: address ?? null, about: about ?? null },
    });
  } catch (error) {
    return replyWithApiError(submission, error, t);
  }
  return redirectWithToast(request, context, back, { type: "success", title: "control.profile.saved" });
}

function avatarRefusal(error: unknown, t: T): AvatarReply {
  if (error instanceof Response) throw error;
  if (error instanceof ApiError && error.fields.avatar?.length)
    return refuseAvatar(error.fields.avatar.map((key) => t(key as never)));
  if (!(error instanceof ApiError)) console.error(error);
  return refuseAvatar([apiErrorMessage(error, t)]);
}

/** The industries dialog's data: the whole classifier in the person's language. */
export async function loadIndustries(request: Request, context: AppLoadContext) {
  const auth = await requireUserSession(request, context);
  const language = auth.session.get("language");
  const { listIndustryCategories } = await auth.call(ListIndustryCategoriesDocument, {
    language: isLanguage(language) ? language : null,
  });
  return { categories: listIndustryCategories };
}

/** What the industries dialog answers when nothing changed: the codes ticked, and why. */
export type IndustriesReply = { chosen: string[]; errors: string[] };

/** The industries dialog's post: the ticked classes (industryTypeIds) replace the company's set. */
export async function industriesAction(request: Request, context: AppLoadContext, roleId: string) {
  const auth = await requireUserSession(request, context);
  const { t } = await getTranslator(request, context);
  const { companyId } = await companyOfRole(auth, roleId);
  const chosen = (await request.formData())
    .getAll("industryTypeIds")
    .filter((value): value is string => typeof value === "string");
  try {
    await auth.call(SyncIndustryTypesWithCompanyDocument, { companyId, industryTypeIds: chosen });
  } catch (error) {
    if (error instanceof Response) throw error;
    const fields = error instanceof ApiError ? error.fields.industryTypeIds : undefined;
    const errors = fields?.length ? fields.map((key) => t(key as never)) : [apiErrorMessage(error, t)];
    if (!(error instanceof ApiError)) console.error(error);
    return { chosen, errors } satisfies IndustriesReply;
  }
  return redirectWithToast(request, context, companyProfilePath(roleId), {
    type: "success",
    title: "control.profile.industriesSaved",
  });
}
