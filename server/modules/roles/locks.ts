import { and, eq, sql } from "drizzle-orm";
import type { Authorized } from "../../authz/policy";
import type { Executor } from "../../db/client";
import { roles } from "../../db/schema";
import type { CompanyRow } from "../companies/model";
import { notLive, noDirector, roleNotFound, suspended, type RoleRow, type RolesAction, type RolesDeps } from "./model";

/** A role by its id (null: no such role). */
export async function getRole(db: Executor, roleId: string): Promise<RoleRow | null> {
  const [row] = await db.select().from(roles).where(eq(roles.id, roleId));
  return row ?? null;
}

/**
 * The company's row, locked, and its state checked again under the lock (the policy decided
 * before it): a suspended company's roles are frozen; without a director nothing new is granted.
 */
export async function lockLive(
  deps: Pick<RolesDeps, "companies">,
  tx: Executor,
  companyId: string,
  options: { needsDirector: boolean; allowSuspended?: boolean },
): Promise<CompanyRow> {
  const company = await deps.companies.lockForChange(tx, companyId);
  if (company.stoppedAt && !options.allowSuspended) throw suspended();
  if (options.needsDirector) {
    const [director] = await tx
      .select({ id: roles.id })
      .from(roles)
      .where(
        and(
          eq(roles.companyId, company.id),
          eq(roles.level, 1),
          eq(roles.isArchived, false),
          sql`${roles.userId} is not null`,
        ),
      );
    if (!director) throw noDirector();
  }
  return company;
}

/** The caller's company locked as lockLive does, and then the role of it they act on (live unless `archivedToo`). */
export async function lockRole(
  deps: Pick<RolesDeps, "companies">,
  tx: Executor,
  actor: Authorized<RolesAction>,
  roleId: string,
  options: { needsDirector: boolean; archivedToo?: boolean },
) {
  const company = await lockLive(deps, tx, actor.companyId, options);
  const role = await getRole(tx, roleId);
  if (!role || role.companyId !== company.id) throw roleNotFound();
  if (role.isArchived && !options.archivedToo) throw notLive();
  return { company, role };
}
