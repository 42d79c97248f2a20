import { hash as argonHash } from "@node-rs/argon2";
import { sql } from "drizzle-orm";
import type { Database } from "../../server/db/client";

export interface OwnershipSeed {
  /** The person the bench signs in as (phone in E.164, a real argon2 hash of the password). */
  person: { phone: string; password: string; username: string };
  companies: number;
  ownersPerCompany: number;
  /** Everyone else: the companies' owners are spread over them. */
  users: number;
  /** How many of the companies the person co-owns (shown on their /profile). */
  personCompanies: number;
  /**
   * More people to sign in as, each co-owning the `companies` that follow the person's (and the
   * previous ones'): what a page costs with 1 company against 300 (issue 17).
   */
  others?: { phone: string; username: string; companies: number }[];
  /** Extra accepted transfers in the history of the person's second company (2,000 against 10). */
  longHistory?: number;
  /** Accepted share transfers per company: the history the dashboard lists. */
  transfersPerCompany: number;
  /**
   * Notifications in all, one per accepted transfer's recipient as the product writes them
   * (shareTransfer.accepted); the person gets `personNotifications` of them, a third unread.
   */
  notifications?: number;
  personNotifications?: number;
}

/**
 * Fills a migrated database with ownership at scale, in set-based statements (seconds, not
 * minutes, for 10,000 companies): `users` people, `companies` companies each with
 * `ownersPerCompany` owners holding equal shares (the sum is exactly 100 %, which the database's
 * commit-time check verifies as for any change), and an accepted transfer history. The person
 * co-owns the first `personCompanies`. Ids are derived from the row numbers, so the statements
 * join without lookups. Returns the person's id and the id of one of their companies.
 */
export async function seedOwnership(
  db: Database,
  seed: OwnershipSeed,
): Promise<{
  personId: string;
  companyId: string;
  longHistoryCompanyId: string;
  others: { id: string; companyId: string; companyIds: string[] }[];
}> {
  const { companies, ownersPerCompany, users, personCompanies, transfersPerCompany } = seed;
  if (ownersPerCompany > users || 10_000 % ownersPerCompany)
    throw new Error("owners must split 100 % evenly among distinct users");
  const share = 10_000 / ownersPerCompany;
  const passwordHash = await argonHash(seed.person.password);
  // An md5 made a valid version-4 UUID (the API's inputs check the version and the variant).
  const asUuid = (text: string) => `overlay(overlay(md5(${text}) placing '4' from 13) placing '8' from 17)::uuid`;
  const userId = (n: string) => sql.raw(asUuid(`'seed-user-' || ${n}`));
  const companyId = (n: string) => sql.raw(asUuid(`'seed-company-' || ${n}`));
  const [{ id: personId }] = (
    (await db.execute(sql`
      insert into users (phone, name, surname, username, password_hash, created_at, updated_at)
      values (${seed.person.phone}, 'Bench', 'Mark', ${seed.person.username}, ${passwordHash}, now(), now())
      returning id`)) as unknown as { rows: { id: string }[] }
  ).rows;
  // Each other person's companies: [first, first + companies), after the person's.
  const others: { id: string; first: number; companies: number }[] = [];
  let next = personCompanies + 1;
  for (const other of seed.others ?? []) {
    const [{ id }] = (
      (await db.execute(sql`
        insert into users (phone, name, surname, username, password_hash, created_at, updated_at)
        values (${other.phone}, 'Bench', 'Other', ${other.username}, ${passwordHash}, now(), now())
        returning id`)) as unknown as { rows: { id: string }[] }
    ).rows;
    others.push({ id, first: next, companies: other.companies });
    next += other.companies;
  }
  if (others.length && next - 1 > companies) throw new Error("the people's companies outnumber the companies");
  await db.transaction(async (tx) => {
    await tx.execute(sql`
      insert into users (id, phone, name, surname, username, password_hash, created_at, updated_at)
      select ${userId("u")}, '+38099' || lpad(u::text, 7, '0'), 'Seed', 'Owner', 'seed_' || u, 'not-a-password', now(), now()
      from generate_series(1, ${users}) as u`);
    await tx.execute(sql`
      insert into companies (id, name, created_at, updated_at)
      select ${companyId("c")}, 'Company ' || c, now() - make_interval(days => c % 365), now()
      from generate_series(1, ${companies}) as c`);
    // Owner j of company c is user ((c - 1) * k + j) mod users + 1: distinct within a company.
    // The person takes the first owner's place in their companies.
    const owner = (c: string, j: string) =>
      sql.raw(
        `case when ${c} <= ${personCompanies} and ${j} = 0 then '${personId}'::uuid ` +
          others
            .map(
              (o) => `when ${c} between ${o.first} and ${o.first + o.companies - 1} and ${j} = 0 then '${o.id}'::uuid `,
            )
            .join("") +
          `else ${asUuid(`'seed-user-' || (((${c} - 1) * ${ownersPerCompany} + ${j}) % ${users} + 1)`)} end`,
      );
    await tx.execute(sql`
      insert into owners (company_id, user_id, share_bp, joined_at)
      select ${companyId("c")}, ${owner("c", "j")}, ${share}, now() - interval '400 days'
      from generate_series(1, ${companies}) as c, generate_series(0, ${ownersPerCompany - 1}) as j`);
    // Transfer k of company c went from owner k mod n to owner (k + 1) mod n.
    await tx.execute(sql`
      insert into share_transfers (company_id, from_user_id, to_user_id, share_bp, status, created_at, resolved_at)
      select ${companyId("c")}, ${owner("c", `(k % ${ownersPerCompany})`)}, ${owner("c", `((k + 1) % ${ownersPerCompany})`)},
             100, 'ACCEPTED', now() - make_interval(days => k + 1), now() - make_interval(days => k + 1)
      from generate_series(1, ${companies}) as c, generate_series(0, ${transfersPerCompany - 1}) as k`);
    if (seed.longHistory && companies >= 2) {
      await tx.execute(sql`
        insert into share_transfers (company_id, from_user_id, to_user_id, share_bp, status, created_at, resolved_at)
        select ${companyId("2")}, ${owner("2", `(k % ${ownersPerCompany})`)}, ${owner("2", `((k + 1) % ${ownersPerCompany})`)},
               100, 'ACCEPTED', now() - make_interval(hours => k + 1), now() - make_interval(hours => k + 1)
        from generate_series(${transfersPerCompany}::int, ${seed.longHistory - 1}::int) as k`);
    }
    const total = seed.notifications ?? 0;
    const mine = Math.min(seed.personNotifications ?? 0, total);
    if (total > 0) {
      // Row n of the others goes to user n mod users; the person's come first. Every payload
      // names a company the person or the user owns a part of, as a real one would.
      await tx.execute(sql`
        insert into notifications (user_id, type, payload, created_at, read_at)
        select case when n <= ${mine} then ${personId}::uuid else ${userId(`(n % ${users} + 1)`)} end,
               'shareTransfer.accepted',
               jsonb_build_object('transferId', ${sql.raw(asUuid("'seed-transfer-' || n"))}, 'companyId', ${companyId(`(n % ${Math.max(personCompanies, 1)} + 1)`)},
                                  'companyName', 'Company ' || (n % ${Math.max(personCompanies, 1)} + 1), 'shareBp', 100,
                                  'toUserId', ${userId(`(n % ${users} + 1)`)}),
               now() - make_interval(mins => n),
               case when n % 3 = 0 then null else now() end
        from generate_series(1, ${total}) as n`);
    }
  });
  await db.execute(sql`analyze`);
  const idOf = async (n: number) =>
    ((await db.execute(sql`select ${companyId(String(n))} as id`)) as unknown as { rows: { id: string }[] }).rows[0].id;
  return {
    personId,
    companyId: await idOf(1),
    longHistoryCompanyId: await idOf(2),
    others: await Promise.all(
      others.map(async (o) => {
        const ids = (
          (await db.execute(
            sql`select ${companyId("n")} as id from generate_series(${o.first}::int, ${o.first + o.companies - 1}::int) as n order by n`,
          )) as unknown as {
            rows: { id: string }[];
          }
        ).rows.map((row) => row.id);
        return { id: o.id, companyId: ids[0], companyIds: ids };
      }),
    ),
  };
}
