/** The storage sizes a company may choose, in GB (zod-free: the browser's form reads them; server/modules/billing/rules.ts keeps the same). */
export const STORAGE_GB_MIN = 1;
export const STORAGE_GB_MAX = 10000;
