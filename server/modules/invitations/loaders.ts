import DataLoader from "dataloader";
import { inArray } from "drizzle-orm";
import type { Database } from "../../db/client";
import { roles } from "../../db/schema";
import type { RoleRow } from "../roles/model";

export interface InvitationsLoaders {
  /** The roles invitations name (the one a candidate took): one query per list. */
  roleById: DataLoader<string, RoleRow | undefined>;
}

export function createInvitationsLoaders(db: Database): InvitationsLoaders {
  return {
    roleById: new DataLoader(async (ids) => {
      const rows = await db
        .select()
        .from(roles)
        .where(inArray(roles.id, [...ids]));
      const map = new Map(rows.map((row) => [row.id, row]));
      return ids.map((id) => map.get(id));
    }),
  };
}
