import { sql } from "drizzle-orm";
import { check, index, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { companies } from "./companies";

/**
 * The classification of economic activities a company names itself by: the sections (A to U) of
 * КВЕД-2010 (ДК 009:2010), which is NACE Rev. 2 one to one, seeded by migration 0015 and never
 * written by the application. The id is the classifier's own code; every name is required in each
 * interface language, so a language can never be missing for one row.
 */
export const industryCategories = pgTable(
  "industry_categories",
  {
    id: text("id").primaryKey(),
    nameUk: text("name_uk").notNull(),
    nameRu: text("name_ru").notNull(),
    nameEn: text("name_en").notNull(),
  },
  (t) => [check("industry_categories_code", sql`${t.id} ~ '^[A-U]$'`)],
);

/** The divisions (two-digit codes 01 to 99) of КВЕД-2010 / NACE Rev. 2, each in its section. */
export const industryTypes = pgTable(
  "industry_types",
  {
    id: text("id").primaryKey(),
    categoryId: text("category_id")
      .notNull()
      .references(() => industryCategories.id, { onDelete: "restrict" }),
    nameUk: text("name_uk").notNull(),
    nameRu: text("name_ru").notNull(),
    nameEn: text("name_en").notNull(),
  },
  (t) => [check("industry_types_code", sql`${t.id} ~ '^[0-9]{2}$'`), index("industry_types_category_idx").on(t.categoryId)],
);

/**
 * The industry types a company chose (its profile). Replaced as a whole by
 * syncIndustryTypesWithCompany under the company's row lock; at most INDUSTRY_TYPES_MAX per
 * company, counted by a trigger at commit too (migration 0015).
 */
export const companyIndustryTypes = pgTable(
  "company_industry_types",
  {
    companyId: uuid("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    industryTypeId: text("industry_type_id")
      .notNull()
      .references(() => industryTypes.id, { onDelete: "restrict" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ name: "company_industry_types_pkey", columns: [t.companyId, t.industryTypeId] })],
);
