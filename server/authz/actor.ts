import DataLoader from "dataloader";
import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { FULL_SHARE, companies, owners, roles } from "../db/schema";

/**
 * Who a signed-in person is in one company: the facts every policy decides on. Loaded once per
 * request for each (person, company) pair the request touches (companyActorLoader).
 */
export interface CompanyActor {
  userId: string;
  companyId: string;
  /** The company exists and is not deleted. */
  exists: boolean;
  /** A current owner: the owner row and the share in basis points. */
  owner: { id: string; shareBp: number } | null;
  /** Owned a part once and holds none now. */
  formerOwner: boolean;
  /** The company's current owners (1 means the sole owner acts without a vote). */
  ownerCount: number;
  /** Live roles held in this company, with their levels (1 is the director). */
  roles: ReadonlyArray<{ id: string; level: number }>;
}

/** The relations a person may have to a company or to one thing in it; policies name them. */
export type Relation =
  | "owner"
  | "soleOwner"
  | "coOwner"
  | "formerOwner"
  | "director"
  | "employee"
  /** Relations to a share transfer. */
  | "transferSender"
  | "transferRecipient";

export function relationsOf(actor: CompanyActor): Set<Relation> {
  const relations = new Set<Relation>();
  if (!actor.exists) return relations;
  if (actor.owner) {
    relations.add("owner");
    relations.add(actor.ownerCount === 1 && actor.owner.shareBp === FULL_SHARE ? "soleOwner" : "coOwner");
  } else if (actor.formerOwner) {
    relations.add("formerOwner");
  }
  if (actor.roles.some((role) => role.level === 1)) relations.add("director");
  if (actor.roles.some((role) => role.level > 1)) relations.add("employee");
  return relations;
}

/** A current part in the company: owner, director or employee (a former owner has none). */
export function isMember(relations: ReadonlySet<Relation>): boolean {
  return relations.has("owner") || relations.has("director") || relations.has("employee");
}

const key = (userId: string, companyId: string) => `${userId}:${companyId}`;

/** One query per table for every (person, company) pair a request asks about, never one per pair. */
export function createCompanyActorLoader(db: Database) {
  return new DataLoader<{ userId: string; companyId: string }, CompanyActor, string>(
    async (pairs) => {
      const companyIds = [...new Set(pairs.map((p) => p.companyId))];
      const userIds = [...new Set(pairs.map((p) => p.userId))];
      const [liveCompanies, ownerRows, counts, roleRows] = await Promise.all([
        db.select({ id: companies.id }).from(companies).where(and(inArray(companies.id, companyIds), isNull(companies.deletedAt))),
        db
          .select({ id: owners.id, companyId: owners.companyId, userId: owners.userId, shareBp: owners.shareBp, leftAt: owners.leftAt })
          .from(owners)
          .where(and(inArray(owners.companyId, companyIds), inArray(owners.userId, userIds))),
        db
          .select({ companyId: owners.companyId, count: sql<number>`count(*)::int` })
          .from(owners)
          .where(and(inArray(owners.companyId, companyIds), isNull(owners.leftAt)))
          .groupBy(owners.companyId),
        db
          .select({ id: roles.id, companyId: roles.companyId, userId: roles.userId, level: roles.level })
          .from(roles)
          .where(and(inArray(roles.companyId, companyIds), inArray(roles.userId, userIds), eq(roles.isArchived, false))),
      ]);
      const live = new Set(liveCompanies.map((c) => c.id));
      const ownerCount = new Map(counts.map((c) => [c.companyId, c.count]));
      return pairs.map(({ userId, companyId }) => {
        const rows = ownerRows.filter((o) => o.companyId === companyId && o.userId === userId);
        const current = rows.find((o) => o.leftAt === null);
        return {
          userId,
          companyId,
          exists: live.has(companyId),
          owner: current ? { id: current.id, shareBp: current.shareBp } : null,
          formerOwner: !current && rows.length > 0,
          ownerCount: ownerCount.get(companyId) ?? 0,
          roles: roleRows.filter((r) => r.companyId === companyId && r.userId === userId).map((r) => ({ id: r.id, level: r.level })),
        };
      });
    },
    { cacheKeyFn: (pair) => key(pair.userId, pair.companyId) },
  );
}
