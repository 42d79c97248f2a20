import { sql } from "drizzle-orm";
import { check, foreignKey, index, pgTable, primaryKey, text, timestamp, unique, uuid } from "drizzle-orm/pg-core";
import { companies } from "./companies";

/**
 * The classification of economic activities a company names itself by: КВЕД-2010 (ДК 009:2010),
 * which is NACE Rev. 2 one to one down to its classes. Seeded by migrations (0015 the sections
 * and divisions, 0023 the classes) and never written by the application. Every id is the
 * classifier's own code; every name is required in each interface language, so a language can
 * never be missing for one row.
 *
 * The sections (A to U).
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

/** The divisions (two-digit codes 01 to 99), each in its section: how the classes are grouped. */
export const industryDivisions = pgTable(
  "industry_divisions",
  {
    id: text("id").primaryKey(),
    categoryId: text("category_id")
      .notNull()
      .references(() => industryCategories.id, { onDelete: "restrict" }),
    nameUk: text("name_uk").notNull(),
    nameRu: text("name_ru").notNull(),
    nameEn: text("name_en").notNull(),
  },
  (t) => [
    check("industry_divisions_code", sql`${t.id} ~ '^[0-9]{2}$'`),
    // The target of industry_types' (division, section) key: a class's section is its division's.
    unique("industry_divisions_id_category_key").on(t.id, t.categoryId),
    index("industry_divisions_category_idx").on(t.categoryId),
  ],
);

/**
 * The classes (codes NN.NN), what a company names: the industry types of the spec. Each keeps its
 * section beside its division, and the (division, section) key makes the two agree.
 */
export const industryTypes = pgTable(
  "industry_types",
  {
    id: text("id").primaryKey(),
    categoryId: text("category_id")
      .notNull()
      .references(() => industryCategories.id, { onDelete: "restrict" }),
    divisionId: text("division_id").notNull(),
    nameUk: text("name_uk").notNull(),
    nameRu: text("name_ru").notNull(),
    nameEn: text("name_en").notNull(),
  },
  (t) => [
    check("industry_types_code", sql`${t.id} ~ '^[0-9]{2}[.][0-9]{2}$' and left(${t.id}, 2) = ${t.divisionId}`),
    foreignKey({
      name: "industry_types_division_fk",
      columns: [t.divisionId, t.categoryId],
      foreignColumns: [industryDivisions.id, industryDivisions.categoryId],
    }).onDelete("restrict"),
    index("industry_types_category_idx").on(t.categoryId),
    index("industry_types_division_idx").on(t.divisionId),
  ],
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
