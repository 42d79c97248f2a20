import { z } from "zod";

import { STORAGE_GB_MAX, STORAGE_GB_MIN } from "./billing-limits";

export { STORAGE_GB_MAX, STORAGE_GB_MIN };

/** The storage-size dialog's form. */
export const storageSizeInput = z.object({
  sizeGb: z.coerce
    .number({ error: "validation.billing.storageSize" })
    .int({ error: "validation.billing.storageSize" })
    .min(STORAGE_GB_MIN, { error: "validation.billing.storageSize" })
    .max(STORAGE_GB_MAX, { error: "validation.billing.storageSize" }),
});

/** The top-up dialog's form. */
export const topUpInput = z.object({
  period: z.enum(["MONTH", "YEAR"], { error: "validation.billing.period" }),
});

/** Where the payer comes back: a path on this site, nothing else (no open redirect). */
export const returnPath = z
  .string()
  .max(500)
  .refine((value) => value.startsWith("/") && !value.startsWith("//") && !value.includes("\\"), {
    error: "validation.billing.returnUrl",
  });
