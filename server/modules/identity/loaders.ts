import DataLoader from "dataloader";
import { inArray } from "drizzle-orm";
import type { Database } from "../../db/client";
import { users } from "../../db/schema";
import type { AuthUserRow } from "./service";

export interface IdentityLoaders {
  /** Users by id, for any field that shows a person: one query per list of people. */
  userById: DataLoader<string, AuthUserRow | undefined>;
}

export function createIdentityLoaders(db: Database): IdentityLoaders {
  return {
    userById: new DataLoader(async (ids) => {
      const rows = await db.select().from(users).where(inArray(users.id, [...ids]));
      const byId = new Map(rows.map((row) => [row.id, row]));
      return ids.map((id) => byId.get(id));
    }),
  };
}
