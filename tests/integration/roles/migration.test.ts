/**
 * Migration 0014 on a database that has roles from before it (PGlite): roles below level 1 with no
 * manager are placed under the company's level-1 role (a vacant one made where there is none),
 * and who holds a role now starts its history.
 */
import { expect, it } from "vitest";
import { migratedUpTo } from "../migrations-up-to";

it("places old roles in the tree and starts their history", async () => {
  // The migrations up to 0013, as a database had them before this one.
  const { q, migrateTheRest, close } = await migratedUpTo(13);
  await q(
    `insert into users (id, phone, name, surname, username, password_hash, created_at, updated_at) values ('00000000-0000-4000-8000-0000000000a1', '+380501110001', 'Old', 'Holder', 'old_holder', 'x', now(), now())`,
  );
  await q(
    `insert into companies (id, name, created_at, updated_at) values ('00000000-0000-4000-8000-00000000c001', 'With director', now(), now()), ('00000000-0000-4000-8000-00000000c002', 'Without', now(), now())`,
  );
  await q(`insert into roles (id, company_id, name, level, user_id, created_at, updated_at) values
    ('00000000-0000-4000-8000-0000000000d1', '00000000-0000-4000-8000-00000000c001', 'CEO', 1, null, now(), now()),
    ('00000000-0000-4000-8000-0000000000e1', '00000000-0000-4000-8000-00000000c001', 'Sales', 2, '00000000-0000-4000-8000-0000000000a1', now(), now()),
    ('00000000-0000-4000-8000-0000000000e2', '00000000-0000-4000-8000-00000000c002', 'Clerk', 4, null, now(), now())`);
  await migrateTheRest();
  const rows = await q<{ id: string; company_id: string; level: number; parent_role_id: string | null }>(
    `select id, company_id, level, parent_role_id from roles order by company_id, level`,
  );
  const root2 = rows.find((r) => r.company_id.endsWith("c002") && r.level === 1)!;
  // The vacant root has a random id: leave it out by the whole id (its last two digits may be
  // another role's).
  expect(
    rows
      .filter((r) => r.id !== root2.id)
      .map((r) => [r.id.slice(-2), r.parent_role_id === root2.id ? "root2" : (r.parent_role_id?.slice(-2) ?? null)]),
  ).toEqual([
    ["d1", null],
    ["e1", "d1"],
    ["e2", "root2"],
  ]);
  expect(await q(`select role_id, left_at from role_holdings`)).toEqual([
    { role_id: "00000000-0000-4000-8000-0000000000e1", left_at: null },
  ]);
  await close();
});
