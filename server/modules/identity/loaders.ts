import DataLoader from "dataloader";
import { sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { perDatabase } from "../../db/prepared";
import { users } from "../../db/schema";
import type { AuthUserRow } from "./model";

export interface IdentityLoaders {
  /** Users by id, for any field that shows a person: one query per list of people. */
  userById: DataLoader<string, AuthUserRow | undefined>;
}

/** Prepared: the same statement whatever the number of people. */
const usersByIdStatement = perDatabase((db) =>
  db
    .select()
    .from(users)
    .where(sql`${users.id} = any(${sql.placeholder("ids")}::uuid[])`)
    .prepare("users_by_id"),
);

export function createIdentityLoaders(db: Database): IdentityLoaders {
  const statement = usersByIdStatement(db);
  return {
    userById: new DataLoader(async (ids) => {
      const rows = await statement.execute({ ids });
      const byId = new Map(rows.map((row) => [row.id, row]));
      return ids.map((id) => byId.get(id));
    }),
  };
}
