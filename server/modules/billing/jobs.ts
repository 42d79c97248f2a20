import type { Job } from "../../jobs/runner";
import type { BillingService } from "./service";

/**
 * The daily sweep (decision 0024): due every hour, it charges each company's Kyiv day once
 * (a later run the same day finds nothing), so a missed hour or a restart only delays a charge.
 * Batched: SWEEP_BATCH companies per step and transaction.
 */
export function billingJobs(service: BillingService, enabled: boolean): Job[] {
  if (!enabled) return [];
  return [
    {
      name: "billing.daily",
      everySeconds: 3600,
      async run({ db, now }) {
        const { more, ...counts } = await service.sweep(db, now);
        return { counts, more };
      },
    },
  ];
}
