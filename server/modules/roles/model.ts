import type { roleHoldings } from "../../db/schema";

/** One person's time in a role (the GraphQL RoleHolding). */
export type RoleHoldingRow = typeof roleHoldings.$inferSelect;

/** A role's working invitation link (the GraphQL RoleInviteLink). */
export interface RoleInviteLinkRow {
  token: string;
  expiresAt: Date;
}
