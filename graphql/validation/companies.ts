/**
 * Input rules of vHold (spec section 5), shared by the web forms, the actions and the resolvers.
 * Messages are catalogue keys (app/locales: validation.*). The database mirrors the company
 * name rules (server/db/schema/companies.ts).
 */
import { z } from "zod";
import { e164Phone } from "./identity";
import { hasControlCharacters, multiLineText, optionalText, singleLineText, textInput } from "./text";
import {
  COMPANY_ABOUT_MAX,
  COMPANY_ADDRESS_MAX,
  COMPANY_AVATAR_NAME_MAX,
  COMPANY_NAME_MAX,
  COMPANY_NAME_MIN,
  FULL_SHARE,
  INDUSTRY_TYPES_MAX,
} from "./company-limits";

export {
  COMPANY_ABOUT_MAX,
  COMPANY_ADDRESS_MAX,
  COMPANY_NAME_MAX,
  COMPANY_NAME_MIN,
  FULL_SHARE,
  formatShare,
} from "./company-limits";
/** Page sizes of lists: the spec's default, and the most one call may ask for. */
export const PAGE_SIZE = 20;
export const PAGE_SIZE_MAX = 50;

/** Letters of any alphabet, digits, &, -, . and spaces. */
const COMPANY_NAME_PATTERN = /^[\p{L}\p{N}&. -]+$/u;

/** The first broken rule only: one message per field. */
export const companyName = z.string({ error: "validation.companyName.required" }).superRefine((value, ctx) => {
  const fail = (message: string) => ctx.addIssue({ code: "custom", message });
  if (value.trim() === "") return fail("validation.companyName.required");
  if (value !== value.trim()) return fail("validation.companyName.spaces");
  if (hasControlCharacters(value) || !COMPANY_NAME_PATTERN.test(value))
    return fail("validation.companyName.characters");
  // Counted as PostgreSQL's char_length counts (code points), which the database checks too.
  const length = [...value].length;
  if (length < COMPANY_NAME_MIN || length > COMPANY_NAME_MAX) return fail("validation.companyName.length");
});

export const companyAddress = singleLineText(COMPANY_ADDRESS_MAX, { tooLong: "validation.companyAddress.length" });
export const companyAbout = multiLineText(COMPANY_ABOUT_MAX, { tooLong: "validation.companyAbout.length" });

export const createCompanyInput = z.object({ name: companyName });

/** What updateCompany may change; a field left out stays as it is, an empty one is cleared. */
export const updateCompanyInput = z.object({
  name: companyName.optional(),
  phone: optionalText(e164Phone),
  address: optionalText(companyAddress),
  about: optionalText(companyAbout),
});

/**
 * A share as a person types it: a percent with up to two decimals ("12.5", "33,33"), turned
 * into exact basis points by reading the digits, never through a float.
 */
export const sharePercent = z
  .string({ error: "validation.share.required" })
  .trim()
  .min(1, "validation.share.required")
  .transform((value, ctx) => {
    const match = /^(\d{1,3})(?:[.,](\d{1,2}))?$/.exec(value);
    if (!match) {
      ctx.addIssue({ code: "custom", message: "validation.share.format" });
      return z.NEVER;
    }
    const basisPoints = Number(match[1]) * 100 + Number((match[2] ?? "").padEnd(2, "0"));
    if (basisPoints < 1 || basisPoints > FULL_SHARE) {
      ctx.addIssue({ code: "custom", message: "validation.share.range" });
      return z.NEVER;
    }
    return basisPoints;
  });

/** A share as the API takes it: basis points, 1 to 10000. */
export const shareBasisPoints = z
  .number({ error: "validation.share.required" })
  .int("validation.share.format")
  .min(1, "validation.share.range")
  .max(FULL_SHARE, "validation.share.range");

/** The recipient is named by username, as the user search shows people; an @ in front is ignored. */
export const recipientUsername = textInput({ required: "validation.recipient.required" })
  .trim()
  .transform((value) => value.replace(/^@+/, ""))
  .pipe(z.string().min(1, "validation.recipient.required").max(64, "validation.recipient.required"));

/** The offer a share transfer's SMS code is sent for, and confirms (requestShareTransferCode). */
export const requestShareTransferCodeInput = z.object({
  companyId: z.uuid("validation.company.unknown"),
  recipient: recipientUsername,
  share: shareBasisPoints,
});

export const transferOwnershipPartInput = requestShareTransferCodeInput.extend({
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/, "validation.code.length"),
});

/** The share transfer form's first step (the web): who receives how much, before the SMS code. */
export const shareTransferForm = z.object({ recipient: recipientUsername, share: sharePercent });

export const processOwnershipTransferStatusInput = z.object({
  // An id that names no transfer is answered as not found by the API, not as bad input.
  id: z.string().max(64),
  status: z.enum(["ACCEPTED", "DECLINED", "CANCELED"], { error: "validation.shareTransfer.status" }),
});

/** Narrows the caller's share transfers; a company id that is no id is bad input (it names no company). */
export const shareTransferFilter = z
  .object({
    companyId: z.uuid("validation.company.unknown").nullish(),
    status: z.enum(["PENDING", "ACCEPTED", "DECLINED", "CANCELED"]).nullish(),
  })
  .nullish()
  .transform((filter) => filter ?? {});

/** The caller's companies at most in one answer (the header's switcher asks for fewer). */
export const USER_COMPANIES_MAX = 100;

/**
 * The first of the caller's companies that one read per request serves to every list asking for
 * no more (the header's 9, the profile's 11): a page costs the same with 1 company or 300.
 */
export const USER_COMPANIES_SHARED = 20;

/** The caller's companies: a name search (trimmed, up to 64 characters) and a bounded page. */
export const listUserCompaniesInput = z.object({
  search: z
    .string()
    .nullish()
    .transform((value) => (value ?? "").trim().slice(0, 64)),
  limit: z
    .number()
    .int()
    .nullish()
    .transform((value) => Math.min(Math.max(value ?? USER_COMPANIES_MAX, 1), USER_COMPANIES_MAX)),
});

/** User search (spec section 5): @ characters removed, page 1 and 20 by default, bounded. */
export const listUsersInput = z.object({
  search: z
    .string()
    .nullish()
    .transform((value) => (value ?? "").replaceAll("@", "").trim().slice(0, 64)),
  page: z
    .number()
    .int()
    .min(1)
    .max(10_000)
    .nullish()
    .transform((value) => value ?? 1),
  limit: z
    .number()
    .int()
    .nullish()
    .transform((value) => Math.min(Math.max(value ?? PAGE_SIZE, 1), PAGE_SIZE_MAX)),
});

export {
  COMPANY_AVATAR_ACCEPT,
  COMPANY_AVATAR_MAX_BYTES,
  COMPANY_AVATAR_MAX_PX,
  INDUSTRY_TYPES_MAX,
} from "./company-limits";

/** A class's code as the classifier writes it (62.01); anything else names no industry type. */
const INDUSTRY_TYPE_ID = /^[0-9]{2}[.][0-9]{2}$/;

/**
 * generateCompanyAvatarUploadUrl: the company and the name of the image to come. The name is
 * one line of text (no control or bidirectional characters, no broken ones), at most
 * COMPANY_AVATAR_NAME_MAX characters, ending in .png, .jpg or .jpeg (any case): its extension
 * is the type the upload URL is made for, the content must then be that type (the server reads it).
 */
export const generateCompanyAvatarUploadUrlInput = z.object({
  companyId: z.uuid("validation.company.unknown"),
  name: textInput({ required: "validation.companyAvatar.required" })
    .trim()
    .pipe(
      z
        .string()
        // One message for the field: the first broken rule.
        .min(1, { error: "validation.companyAvatar.required", abort: true })
        .max(COMPANY_AVATAR_NAME_MAX, { error: "validation.companyAvatar.nameLength", abort: true })
        .refine((name) => /\.(?:png|jpe?g)$/i.test(name), "validation.companyAvatar.type"),
    )
    // The type the URL is made for, as the stored key's extension says it (decision 0011's keys).
    .transform((name) => ({ name, extension: /\.png$/i.test(name) ? ("png" as const) : ("jpg" as const) })),
});

/**
 * The company's industry types, replacing the set it had: at most INDUSTRY_TYPES_MAX, repeats
 * counted once. Ids that name no class are refused by the service (a field error).
 */
export const syncIndustryTypesInput = z.object({
  companyId: z.uuid("validation.company.unknown"),
  industryTypeIds: z
    .array(z.string(), { error: "validation.industryTypes.unknown" })
    // One message for the list (the dialog shows it once), not one per element.
    .refine((ids) => ids.every((id) => INDUSTRY_TYPE_ID.test(id)), "validation.industryTypes.unknown")
    .transform((ids) => [...new Set(ids)].sort())
    .refine((ids) => ids.length <= INDUSTRY_TYPES_MAX, "validation.industryTypes.tooMany"),
});
