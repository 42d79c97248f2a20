import { UUID } from "#graphql/validation/uuid";
import type { GraphQLContext } from "../graphql/context";
import type { RoleRow } from "../db/schema";

/** What finding the current role reads: the header's loader where the request has one (an upload's entry has not). */
export type CurrentRoleContext = Pick<GraphQLContext, "viewer" | "currentRoleId"> & {
  loaders: Pick<GraphQLContext["loaders"], "roleById"> &
    Partial<Pick<GraphQLContext["loaders"], "personHeader" | "roleSubordinateCount">>;
};

/**
 * vHub's current role (x-current-role-id) when the caller holds it: found among their live roles,
 * which the header's one statement reads once per request (server/modules/person-header.ts), and
 * primed into roleById (its count of subordinates into roleSubordinateCount), so that a hub page's operations (the layout's, the page's) read no role row
 * of their own (docs/decisions/0021). Null when the header names no role they hold; a caller that
 * must tell such a role's company (a refusal that names it) reads roleById then.
 */
export async function currentHeldRole(ctx: CurrentRoleContext): Promise<RoleRow | null> {
  const roleId = ctx.currentRoleId?.toLowerCase();
  if (!ctx.viewer || !roleId || !UUID.test(roleId) || !ctx.loaders.personHeader) return null;
  const held = (await ctx.loaders.personHeader.load(ctx.viewer.userId)).roles.find(({ role }) => role.id === roleId);
  if (!held) return null;
  ctx.loaders.roleById.prime(held.role.id, held.role);
  ctx.loaders.roleSubordinateCount?.prime(held.role.id, held.subordinates);
  return held.role;
}

/** The current role as any resolver finds it: the caller's own (no statement), else its row (roleById). */
export async function currentRole(ctx: CurrentRoleContext): Promise<RoleRow | null> {
  const roleId = ctx.currentRoleId?.toLowerCase();
  if (!roleId || !UUID.test(roleId)) return null;
  return (await currentHeldRole(ctx)) ?? (await ctx.loaders.roleById.load(roleId)) ?? null;
}
