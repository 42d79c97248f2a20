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
      const ids = (list: string[]) =>
        sql.join(
          list.map((id) => sql`${id}::uuid`),
          sql`, `,
        );
      // Each side is narrowed to its people first (owners_user_idx, roles_user_idx), so the
      // cost follows the callers' and others' companies, not the size of the whole product.
      const memberships = (people: string[]) => sql`
        select company_id, user_id from owners where left_at is null and user_id in (${ids(people)})
        union
        select company_id, user_id from roles where not is_archived and user_id in (${ids(people)})`;
      const rows = await queryRows<{ caller_id: string; other_id: string }>(
        db,
        sql`select distinct a.user_id as caller_id, b.user_id as other_id
              from (${memberships(callers)}) a
              join (${memberships(others)}) b on b.company_id = a.company_id
              join companies c on c.id = a.company_id and c.deleted_at is null`,
      );
      const found = new Set(rows.map((row) => contactKey(row.caller_id, row.other_id)));
      return keys.map((key) => found.has(key));
    }),
  };
}
