import { and, asc, eq, isNotNull, isNull, lte } from "drizzle-orm";
import { SYSTEM_ACTOR } from "../../audit";
import { companies } from "../../db/schema";
import type { Job } from "../../jobs/runner";
import { calendarYearsBefore } from "../../time/calendar";
import type { CompanyProfileService } from "./profile";
import type { CompaniesService } from "./companies";

/** Spec sections 4 and 9: a suspended company is deleted 2 years after its suspension. */
export const SUSPENDED_COMPANY_YEARS = 2;

/** Companies one batch deletes: each writes its audit row, all in one short transaction. */
const BATCH = 100;

/**
 * The companies module's time-based work, done by vHold itself (the system actor): nobody's
 * request starts it, and the history says so.
 */
export function companiesJobs(service: CompaniesService, profile: CompanyProfileService): Job[] {
  return [
    {
      // Suspension is computed from stopped_at when read; this sweep settles the deletion.
      name: "companies.suspended-two-years",
      everySeconds: 60 * 60,
      async run({ db, now }) {
        const due = await db
          .select({ id: companies.id, name: companies.name })
          .from(companies)
          .where(
            and(
              isNull(companies.deletedAt),
              isNotNull(companies.stoppedAt),
              lte(companies.stoppedAt, calendarYearsBefore(now, SUSPENDED_COMPANY_YEARS)),
            ),
          )
          .orderBy(asc(companies.id))
          .limit(BATCH)
          // A company someone is changing right now is taken on the next run.
          .for("update", { skipLocked: true });
        for (const company of due) await service.deleteCompany(db, SYSTEM_ACTOR, company, "suspendedTwoYears");
        return { counts: { deleted: due.length }, more: due.length === BATCH };
      },
    },
    {
      // A deleted company's avatar object goes once the deletion has committed, whatever deleted
      // it (a vote, the sweep above, its owner's account): a deletion rolled back keeps its image,
      // and an object the storage failed to remove stays pointed at and is tried at the next run.
      name: "companies.deleted-avatars",
      everySeconds: 60 * 60,
      async run({ db }) {
        const due = await db
          .select({ id: companies.id, avatar: companies.avatar })
          .from(companies)
          .where(and(isNotNull(companies.deletedAt), isNotNull(companies.avatar)))
          .orderBy(asc(companies.id))
          .limit(BATCH)
          .for("update", { skipLocked: true });
        let removed = 0;
        for (const company of due) {
          if (!(await profile.removeObject(company.avatar!))) continue;
          await db.update(companies).set({ avatar: null }).where(eq(companies.id, company.id));
          removed += 1;
        }
        return { counts: { removed, failed: due.length - removed }, more: due.length === BATCH && removed > 0 };
      },
    },
  ];
}
