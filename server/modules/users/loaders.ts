import DataLoader from "dataloader";
import { sql } from "drizzle-orm";
import { queryRows, type Database } from "../../db/client";

export interface UsersLoaders {
  /**
   * Whether two people are contacts ("callerId:otherId"): both are a current owner of, or hold a
   * live role in, the same company that is not deleted. One query per batch.
   */
  isContact: DataLoader<string, boolean>;
}

export const contactKey = (callerId: string, otherId: string) => `${callerId}:${otherId}`;

export function createUsersLoaders(db: Database): UsersLoaders {
  return {
    isContact: new DataLoader(async (keys) => {
      const pairs = keys.map((key) => key.split(":") as [string, string]);
      const callers = [...new Set(pairs.map(([caller]) => caller))];
      const others = [...new Set(pairs.map(([, other]) => other))];
      const rows = await queryRows<{ caller_id: string; other_id: string }>(
        db,
        sql`with members as (
              select o.company_id, o.user_id from owners o join companies c on c.id = o.company_id
               where o.left_at is null and c.deleted_at is null
              union
              select r.company_id, r.user_id from roles r join companies c on c.id = r.company_id
               where r.user_id is not null and not r.is_archived and c.deleted_at is null
            )
            select distinct a.user_id as caller_id, b.user_id as other_id
              from members a join members b on a.company_id = b.company_id
             where a.user_id in (${sql.join(callers.map((id) => sql`${id}::uuid`), sql`, `)})
               and b.user_id in (${sql.join(others.map((id) => sql`${id}::uuid`), sql`, `)})`,
      );
      const found = new Set(rows.map((row) => contactKey(row.caller_id, row.other_id)));
      return keys.map((key) => found.has(key));
    }),
  };
}
