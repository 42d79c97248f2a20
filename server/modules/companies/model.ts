import { and, eq, isNull } from "drizzle-orm";
import type { Clock } from "../../clock";
import type { Database, Executor } from "../../db/client";
import { companies, type owners, type shareTransfers } from "../../db/schema";
import { DomainError } from "../../errors";
import type { CompanyDetailsInput } from "./rules";

export type CompanyRow = typeof companies.$inferSelect;
export type OwnerRow = typeof owners.$inferSelect;
export type ShareTransferRow = typeof shareTransfers.$inferSelect;

/** Typed input, already parsed by the resolver with graphql/validation/companies.ts. */
export type UpdateCompanyInput = CompanyDetailsInput;

/**
 * What the module's use cases (companies.ts, owners.ts, transfers.ts, account-deletion.ts) are
 * built with. Every change to a company's ownership runs in one transaction that locks the
 * company row first (lockCompany): changes to one company queue, different companies never wait
 * for each other; its audit row and its notifications are written in that same transaction, and
 * the database checks that the owners still hold exactly 100 %.
 */
export interface CompaniesDeps {
  db: Database;
  clock: Clock;
}

/** A search as a LIKE pattern takes it literally. */
export { escapeLike } from "../../db/like";

/** Locks the company for an ownership change; a deleted company is not found. */
export async function lockCompany(tx: Executor, companyId: string): Promise<CompanyRow> {
  const [company] = await tx
    .select()
    .from(companies)
    .where(and(eq(companies.id, companyId), isNull(companies.deletedAt)))
    .for("update");
  if (!company) throw new DomainError("OWNER_NOT_FOUND", "Company not found");
  return company;
}
