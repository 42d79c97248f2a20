/**
 * Migration 0023 on a database whose companies named divisions (PGlite): the divisions move to
 * their own table and each company's divisions become their classes, at most 10, the first class
 * of every division named before the second of any.
 */
import { expect, it } from "vitest";
import { migratedUpTo } from "../migrations-up-to";

it("turns the divisions companies named into their classes, at most 10 each, every division kept", async () => {
  // The migrations up to 0022, as a database had them before this one.
  const { q, migrateTheRest, close } = await migratedUpTo(22);
  const [programming, trade, none] = [
    "00000000-0000-4000-8000-00000000c001",
    "00000000-0000-4000-8000-00000000c002",
    "00000000-0000-4000-8000-00000000c003",
  ];
  await q(
    `insert into companies (id, name, created_at, updated_at) values ('${programming}', 'Code', now(), now()), ('${trade}', 'Trade', now(), now()), ('${none}', 'None', now(), now())`,
  );
  // 62 has four classes and 01 twenty; 46, 47 and 45 have over forty between them.
  await q(`insert into company_industry_types (company_id, industry_type_id, created_at) values
    ('${programming}', '62', now()), ('${programming}', '01', now()),
    ('${trade}', '45', now()), ('${trade}', '46', now()), ('${trade}', '47', now())`);
  await migrateTheRest();

  const chosen = async (company: string) =>
    (
      await q<{ id: string }>(
        `select industry_type_id as id from company_industry_types where company_id = '${company}' order by 1`,
      )
    ).map((row) => row.id);
  expect(await chosen(programming)).toEqual([
    "01.11",
    "01.12",
    "01.13",
    "01.14",
    "01.15",
    "01.16",
    "62.01",
    "62.02",
    "62.03",
    "62.09",
  ]);
  expect(await chosen(trade)).toEqual([
    "45.11",
    "45.19",
    "45.20",
    "45.31",
    "46.11",
    "46.12",
    "46.13",
    "47.11",
    "47.19",
    "47.21",
  ]);
  expect(await chosen(none)).toEqual([]);
  expect(await q(`select count(*)::int as n from industry_divisions`)).toEqual([{ n: 88 }]);
  expect(await q(`select count(*)::int as n from industry_types`)).toEqual([{ n: 615 }]);
  // The companies' key points at the classes now.
  await expect(
    q(`insert into company_industry_types (company_id, industry_type_id, created_at) values ('${none}', '62', now())`),
  ).rejects.toThrow();
  await close();
});
