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

/** Formats basis points as a percent for people: 1250 -> "12.5", 10000 -> "100". */
export function formatShare(basisPoints: number): string {
  const whole = Math.trunc(basisPoints / 100);
  const rest = basisPoints % 100;
  return rest === 0 ? String(whole) : `${whole}.${String(rest).padStart(2, "0").replace(/0$/, "")}`;
}

/**
 * A sole owner holds the whole company alone: they name it directly (with co-owners the name
 * changes by vote) and it leaves with them when their account is deleted (decision 0010).
 */
export const isSoleOwner = (share: number | null, numberOfOwners: number) => numberOfOwners === 1 && share === FULL_SHARE;

/** Who names the company directly, without a vote: a sole owner. */
export const namesDirectly = isSoleOwner;

/**
 * What an owner may still give away: the share they hold less what their pending transfers
 * reserve. The API reserves the same way (owners.reserved_bp), in one conditional update.
 */
export const freeShare = (held: number | null, reserved: number) => Math.max(0, (held ?? 0) - reserved);
