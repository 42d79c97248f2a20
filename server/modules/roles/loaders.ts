import DataLoader from "dataloader";
import type { StructureNode } from "../../authz/actor";
import type { RoleResourceCounters, RoleResourceCountRow } from "./resources";
import type { RoleHolders } from "./holders";
import type { RoleInvitations } from "./invitations";
import type { RoleHoldingRow, RoleRow } from "./model";
import type { RoleStructure } from "./structure";

/** A company's structure as the relations need it, with its map built once per request. */
export interface LoadedStructure {
  byId: ReadonlyMap<string, StructureNode>;
}

export interface RolesLoaders {
  /**
   * Every role of a company (archived and deleted too) for the caller's relations to a role. A
   * structure page's list primes it with the live roles it read (live roles' managers are live,
   * so their chains are whole); a role missing from it is looked for in companyStructureFull.
   */
  companyStructure: DataLoader<string, LoadedStructure>;
  companyStructureFull: DataLoader<string, LoadedStructure>;
  roleSubordinateCount: DataLoader<string, number>;
  roleHoldings: DataLoader<string, RoleHoldingRow[]>;
  /** A role's open invitations and, among them, its candidates (one statement for every role asked). */
  roleInvitationCounts: DataLoader<string, { open: number; candidates: number }>;
  /** A role's first live subordinates (key: `${roleId}:${limit}`), one statement for every role a request asks. */
  roleSubordinates: DataLoader<string, RoleRow[]>;
  /** A role's resources by kind, one statement per counting module for every role the request asks. */
  roleResources: DataLoader<string, RoleResourceCountRow[]>;
}

export function createRolesLoaders(
  roles: { structure: RoleStructure; holders: RoleHolders; invitations: RoleInvitations },
  resources: RoleResourceCounters,
): RolesLoaders {
  const readStructures = async (companyIds: readonly string[]) => {
    const found = await roles.structure.structures(companyIds);
    return companyIds.map((id) => ({ byId: new Map((found.get(id) ?? []).map((node) => [node.id, node])) }));
  };
  const companyStructureFull = new DataLoader<string, LoadedStructure>(readStructures);
  return {
    companyStructure: new DataLoader<string, LoadedStructure>(
      async (ids) => companyStructureFull.loadMany(ids) as Promise<Array<LoadedStructure | Error>>,
    ),
    companyStructureFull,
    roleSubordinateCount: new DataLoader(async (ids) => {
      const counts = await roles.structure.subordinateCounts(ids);
      return ids.map((id) => counts.get(id) ?? 0);
    }),
    roleHoldings: new DataLoader(async (ids) => {
      const byRole = new Map<string, RoleHoldingRow[]>();
      for (const row of await roles.holders.holdings(ids))
        byRole.set(row.roleId, [...(byRole.get(row.roleId) ?? []), row]);
      return ids.map((id) => byRole.get(id) ?? []);
    }),
    roleInvitationCounts: new DataLoader(async (ids) => {
      const counts = await roles.invitations.counts(ids);
      return ids.map((id) => counts.get(id) ?? { open: 0, candidates: 0 });
    }),
    roleSubordinates: new DataLoader(async (keys) => {
      // Keys of one limit are one statement (a page asks one limit).
      const byLimit = new Map<number, string[]>();
      for (const key of keys) {
        const [id, limit] = key.split(":");
        byLimit.set(Number(limit), [...(byLimit.get(Number(limit)) ?? []), id]);
      }
      const found = new Map<string, RoleRow[]>();
      for (const [limit, ids] of byLimit) {
        const rows = await roles.structure.subordinatesOf(ids, limit);
        for (const id of ids)
          found.set(
            `${id}:${limit}`,
            rows.filter((row) => row.parentRoleId === id),
          );
      }
      return keys.map((key) => found.get(key) ?? []);
    }),
    roleResources: new DataLoader(async (ids) => {
      const counts = await resources.countFor(ids);
      return ids.map((id) => counts.get(id)!);
    }),
  };
}
