/**
 * A role's resources (spec: the structure's role information: tasks, files, instructions,
 * results, calendar, inventory), counted by the modules that keep them. The roles module owns
 * the list and the answer's shape; each kind is counted by its own module's service, which
 * registers a counter through its module's `roleResources` (server/modules/module.ts). A kind no
 * module counts yet is answered as in development, never as a zero.
 */

/** The kinds, in the order the information shows them (the GraphQL RoleResourceKind). */
export const ROLE_RESOURCES = ["TASKS", "FILES", "INSTRUCTIONS", "RESULTS", "CALENDAR", "INVENTORY"] as const;
export type RoleResourceKind = (typeof ROLE_RESOURCES)[number];

/**
 * What a module gives for its kind: the count of each role's resources, for many roles in one
 * statement (roles without any may be left out: they count 0), and whether the module is on (its
 * feature flag; off, nothing is counted).
 */
export interface RoleResourceCounter {
  kind: RoleResourceKind;
  enabled: boolean;
  count(roleIds: readonly string[]): Promise<ReadonlyMap<string, number>>;
}

/** One kind for one role (the GraphQL RoleResourceCount): counted, switched off, or not built yet. */
export type RoleResourceCountRow =
  | { kind: RoleResourceKind; state: "COUNTED"; count: number }
  | { kind: RoleResourceKind; state: "OFF" | "IN_DEVELOPMENT"; count: null };

/** The counters the modules registered when the process started (one per kind). */
export class RoleResourceCounters {
  private readonly counters = new Map<RoleResourceKind, RoleResourceCounter>();

  register(counter: RoleResourceCounter): void {
    if (this.counters.has(counter.kind)) throw new Error(`${counter.kind} is counted by two modules`);
    this.counters.set(counter.kind, counter);
  }

  /** Every kind for each role: one statement per module that is on, none for the others. */
  async countFor(roleIds: readonly string[]): Promise<Map<string, RoleResourceCountRow[]>> {
    const counted = await Promise.all(
      ROLE_RESOURCES.map(async (kind) => {
        const counter = this.counters.get(kind);
        if (!counter) return { kind, state: "IN_DEVELOPMENT" as const };
        if (!counter.enabled) return { kind, state: "OFF" as const };
        return {
          kind,
          state: "COUNTED" as const,
          counts: roleIds.length ? await counter.count(roleIds) : new Map<string, number>(),
        };
      }),
    );
    return new Map(
      roleIds.map((roleId) => [
        roleId,
        counted.map((entry): RoleResourceCountRow =>
          entry.state === "COUNTED"
            ? { kind: entry.kind, state: "COUNTED", count: entry.counts.get(roleId) ?? 0 }
            : { kind: entry.kind, state: entry.state, count: null },
        ),
      ]),
    );
  }
}
