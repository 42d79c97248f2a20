import { and, asc, isNotNull, isNull, lte } from "drizzle-orm";
import { SYSTEM_ACTOR } from "../../audit";
import { companies } from "../../db/schema";
import type { Job } from "../../jobs/runner";
import { calendarYearsBefore } from "../../time/calendar";
import type { CompaniesService } from "./service";

/** Spec sections 4 and 9: a suspended company is deleted 2 years after its suspension. */
export const SUSPENDED_COMPANY_YEARS = 2;

/** Companies one batch deletes: each writes its audit row, all in one short transaction. */
const BATCH = 100;


/**
 * The companies module's time-based work, done by vHold itself (the system actor): nobody's
 * request starts it, and the history says so.
 */
export function companiesJobs(service: CompaniesService): Job[] {
  return [
    {
      // Suspension is computed from stopped_at when read; this sweep settles the deletion.
      name: "companies.suspended-two-years",
      everySeconds: 60 * 60,
      async run({ db, now }) {
        const due = await db
          .select({ id: companies.id, name: companies.name })
          .from(companies)
          .where(and(isNull(companies.deletedAt), isNotNull(companies.stoppedAt), lte(companies.stoppedAt, calendarYearsBefore(now, SUSPENDED_COMPANY_YEARS))))
          .orderBy(asc(companies.id))
          .limit(BATCH)
          // A company someone is changing right now is taken on the next run.
          .for("update", { skipLocked: true });
        for (const company of due) await service.deleteCompany(db, SYSTEM_ACTOR, company, "suspendedTwoYears");
        return { counts: { deleted: due.length }, more: due.length === BATCH };
      },
    },
  ];
}
