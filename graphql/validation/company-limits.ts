/**
 * Limits and share arithmetic of vHold, free of any library so that the browser may import them
 * (graphql/validation/companies.ts holds the rules that use them).
 */
export const COMPANY_NAME_MIN = 2;
export const COMPANY_NAME_MAX = 50;
export const COMPANY_ADDRESS_MAX = 200;
export const COMPANY_ABOUT_MAX = 1000;
/** 100 % in basis points: shares are whole basis points, never floats. */
export const FULL_SHARE = 10_000;

const shareFormats = new Map<string, Intl.NumberFormat>();

/**
 * Basis points as a percent in the person's language, as they would type it back into a share
 * field: 1250 -> "12,5" (uk, ru), "12.5" (en); 10000 -> "100". One formatter per language (they
 * are costly to build). Shown only: the arithmetic stays in whole basis points.
 */
export function formatShare(basisPoints: number, language: string): string {
  let format = shareFormats.get(language);
  if (!format)
    shareFormats.set(
      language,
      (format = new Intl.NumberFormat(language, { maximumFractionDigits: 2, useGrouping: false })),
    );
  return format.format(basisPoints / 100);
}

/**
 * A sole owner holds the whole company alone: they name it directly (with co-owners the name
 * changes by vote) and it leaves with them when their account is deleted (decision 0010).
 */
export const isSoleOwner = (share: number | null, numberOfOwners: number) =>
  numberOfOwners === 1 && share === FULL_SHARE;

/** Who names the company directly, without a vote: a sole owner. */
export const namesDirectly = isSoleOwner;

/**
 * What an owner may still give away: the share they hold less what their pending transfers
 * reserve. The API reserves the same way (owners.reserved_bp), in one conditional update.
 */
export const freeShare = (held: number | null, reserved: number) => Math.max(0, (held ?? 0) - reserved);

/**
 * The company's avatar (spec: PNG or JPG, at most 800×800 px). Width and height are read from the
 * image's own header on the server; the bytes bound the upload before it is read (an 800×800
 * PNG, even stored uncompressed with an alpha channel, is under 2.6 MB).
 */
export const COMPANY_AVATAR_MAX_PX = 800;
export const COMPANY_AVATAR_MAX_BYTES = 3 * 1024 * 1024;
/** What the file picker offers (a hint only: the server checks the content). */
export const COMPANY_AVATAR_ACCEPT = "image/png,image/jpeg,.png,.jpg,.jpeg";
/**
 * The longest image name generateCompanyAvatarUploadUrl takes: the common file systems' bound
 * (the files area's too). The name only says which type is coming; it is never stored.
 */
export const COMPANY_AVATAR_NAME_MAX = 255;

/** A company names at most this many industry types (the database counts them too, migration 0015). */
export const INDUSTRY_TYPES_MAX = 10;
