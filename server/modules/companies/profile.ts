import { randomBytes } from "node:crypto";
import { asc, eq, inArray } from "drizzle-orm";
import { COMPANY_AVATAR_MAX_BYTES, COMPANY_AVATAR_MAX_PX } from "#graphql/validation/company-limits";
import type { Language } from "#graphql/languages";
import type { Authorized } from "../../authz/policy";
import { writeAudit } from "../../audit";
import type { Clock } from "../../clock";
import type { Database } from "../../db/client";
import { companies, companyIndustryTypes, industryCategories, industryDivisions, industryTypes } from "../../db/schema";
import { DomainError } from "../../errors";
import type { Logger } from "../../logger";
import type { ObjectStorage } from "../../storage";
import { detectImageType } from "../users/avatar";
import type { CompanyAvatarUploadGrant, CompanyAvatarUploadUrls } from "./avatar-upload-url";
import { imageSize } from "./image-size";
import { lockCompany, type CompanyRow } from "./model";

export type CategoryRow = typeof industryCategories.$inferSelect;
export type DivisionRow = typeof industryDivisions.$inferSelect;
export type IndustryTypeRow = typeof industryTypes.$inferSelect;

/** A classifier entry's names, as the API shows them (IndustryTranslation). */
export interface IndustryTranslationView {
  languageCode: Language;
  name: string;
}
export interface IndustryTypeView {
  id: string;
  categoryId: string;
  divisionId: string;
  name: string;
  translations: IndustryTranslationView[];
}
export interface IndustryDivisionView {
  id: string;
  categoryId: string;
  name: string;
  translations: IndustryTranslationView[];
}
export interface IndustryCategoryView {
  id: string;
  name: string;
  translations: IndustryTranslationView[];
  divisions: IndustryDivisionView[];
  industryTypes: IndustryTypeView[];
}

/** The classifier's rows to group: sections, divisions and classes (all, or a company's). */
export interface IndustryRows {
  categories: readonly CategoryRow[];
  divisions: readonly DivisionRow[];
  types: readonly IndustryTypeRow[];
}

const nameIn = (row: { nameUk: string; nameRu: string; nameEn: string }, language: Language) =>
  language === "ru" ? row.nameRu : language === "en" ? row.nameEn : row.nameUk;
const translationsOf = (row: { nameUk: string; nameRu: string; nameEn: string }): IndustryTranslationView[] => [
  { languageCode: "uk", name: row.nameUk },
  { languageCode: "ru", name: row.nameRu },
  { languageCode: "en", name: row.nameEn },
];

const byCode = <T extends { id: string }>(rows: readonly T[]) => [...rows].sort((a, b) => a.id.localeCompare(b.id));
/** Rows by their section, each list in the rows' order (Map.groupBy is Node 21's). */
function bySection<T extends { categoryId: string }>(rows: readonly T[]): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const row of rows) {
    const group = groups.get(row.categoryId);
    if (group) group.push(row);
    else groups.set(row.categoryId, [row]);
  }
  return groups;
}

/**
 * Sections with their classes (and the divisions that hold them) in code order, named in one
 * language. `types` holds the classes to show (all of them, or a company's); a section or a
 * division without one is left out.
 */
export function groupIndustries(
  { categories, divisions, types }: IndustryRows,
  language: Language,
): IndustryCategoryView[] {
  const shown = new Set(types.map((type) => type.divisionId));
  const divisionsBySection = bySection(byCode(divisions.filter((division) => shown.has(division.id))));
  const typesBySection = bySection(byCode(types));
  return byCode(categories)
    .filter((category) => typesBySection.has(category.id))
    .map((category) => ({
      id: category.id,
      name: nameIn(category, language),
      translations: translationsOf(category),
      divisions: (divisionsBySection.get(category.id) ?? []).map((division) => ({
        id: division.id,
        categoryId: division.categoryId,
        name: nameIn(division, language),
        translations: translationsOf(division),
      })),
      industryTypes: typesBySection.get(category.id)!.map((type) => ({
        id: type.id,
        categoryId: type.categoryId,
        divisionId: type.divisionId,
        name: nameIn(type, language),
        translations: translationsOf(type),
      })),
    }));
}

export const companyAvatarTooLarge = () =>
  new DomainError("BAD_USER_INPUT", "The avatar is larger than 3 MB", {
    fields: { avatar: ["validation.companyAvatar.tooLarge"] },
  });
export const companyAvatarWrongType = () =>
  new DomainError("BAD_USER_INPUT", "The avatar must be a PNG or JPG image", {
    fields: { avatar: ["validation.companyAvatar.type"] },
  });
export const companyAvatarTooBig = () =>
  new DomainError("BAD_USER_INPUT", "The avatar must be at most 800×800 px", {
    fields: { avatar: ["validation.companyAvatar.dimensions"] },
  });
export const companyAvatarUnreadable = () =>
  new DomainError("BAD_USER_INPUT", "The avatar could not be read", {
    fields: { avatar: ["validation.companyAvatar.unreadable"] },
  });
export const companyAvatarMissing = () =>
  new DomainError("BAD_USER_INPUT", "No avatar was sent", {
    fields: { avatar: ["validation.companyAvatar.required"] },
  });
export const companyAvatarNotAsNamed = () =>
  new DomainError("BAD_USER_INPUT", "The avatar is not the type its upload URL was made for", {
    fields: { avatar: ["validation.companyAvatar.notAsNamed"] },
  });

/** What generateCompanyAvatarUploadUrl answers (GraphQL CompanyAvatarUploadUrl). */
export interface CompanyAvatarUploadUrlView {
  /** The key the image will be stored under: what the row will point at once the upload is taken. */
  avatar: string;
  /** Where to PUT the image's bytes: the API's upload entry, signed (./avatar-upload-url.ts). */
  url: string;
  expiresAt: Date;
}

/**
 * The company's profile beyond its details (which CompaniesService.updateCompany changes): its
 * industry types and its avatar. Writes only the companies module's own tables, each change in
 * one transaction under the company's row lock, with its audit row.
 */
export class CompanyProfileService {
  constructor(
    private readonly deps: {
      db: Database;
      clock: Clock;
      storage: ObjectStorage;
      logger: Logger;
      uploadUrls: CompanyAvatarUploadUrls;
    },
  ) {}

  // ---- Industry categories -------------------------------------------------------------------

  /** The whole classifier, named in one language: three reads of tables that never change. */
  async listIndustryCategories(language: Language): Promise<IndustryCategoryView[]> {
    const { db } = this.deps;
    const [categories, divisions, types] = await Promise.all([
      db.select().from(industryCategories),
      db.select().from(industryDivisions),
      db.select().from(industryTypes),
    ]);
    return groupIndustries({ categories, divisions, types }, language);
  }

  /**
   * Replaces the company's industry types with `ids` (parsed: distinct, sorted, at most
   * INDUSTRY_TYPES_MAX) in one transaction under the company's lock: an id that names no
   * class refuses the whole change. Unchanged sets write nothing.
   */
  async syncIndustryTypes(actor: Authorized<"company.update">, ids: readonly string[]): Promise<CompanyRow> {
    return this.deps.db.transaction(async (tx) => {
      const company = await lockCompany(tx, actor.companyId);
      const known = ids.length
        ? await tx
            .select({ id: industryTypes.id })
            .from(industryTypes)
            .where(inArray(industryTypes.id, [...ids]))
        : [];
      if (known.length !== ids.length) {
        throw new DomainError("BAD_USER_INPUT", "Unknown industry type", {
          fields: { industryTypeIds: ["validation.industryTypes.unknown"] },
        });
      }
      const current = await tx
        .select({ id: companyIndustryTypes.industryTypeId })
        .from(companyIndustryTypes)
        .where(eq(companyIndustryTypes.companyId, company.id))
        .orderBy(asc(companyIndustryTypes.industryTypeId));
      const before = current.map((row) => row.id);
      if (before.join() === ids.join()) return company;
      const now = this.deps.clock.now();
      await tx.delete(companyIndustryTypes).where(eq(companyIndustryTypes.companyId, company.id));
      if (ids.length)
        await tx
          .insert(companyIndustryTypes)
          .values(ids.map((id) => ({ companyId: company.id, industryTypeId: id, createdAt: now })));
      await writeAudit(tx, actor, now, {
        companyId: company.id,
        action: "company.industryTypesChanged",
        entity: "company",
        entityId: company.id,
        before: { industryTypeIds: before },
        after: { industryTypeIds: [...ids] },
      });
      return company;
    });
  }

  // ---- Avatar --------------------------------------------------------------------------------

  /** The avatar's URL for a page: signed and short-lived (decision 0011); null without one. */
  urlOf(key: string | null | undefined): Promise<string | null> | null {
    return key ? this.deps.storage.signedUrl(key) : null;
  }

  /**
   * Where the caller's browser (or any client) may PUT the company's next avatar without a token
   * (the spec's generateCompanyAvatarUploadUrl): a signed URL of the API's own upload entry, for
   * this company, this person and session, and an image of the type `extension` stored under a
   * key made now. Nothing is written: the entry checks and stores the image when it arrives, as
   * for the web half's upload, so what is kept has been read first (decisions 0011, 0023).
   */
  avatarUploadUrl(actor: Authorized<"company.avatarUploadUrl">, extension: "png" | "jpg"): CompanyAvatarUploadUrlView {
    const { grant, url, expiresAt } = this.deps.uploadUrls.sign(
      { companyId: actor.companyId, userId: actor.userId, sessionId: actor.sessionId },
      extension,
    );
    return { avatar: grant.key, url, expiresAt };
  }

  /** The grant a signed upload URL carries when it is one of ours, unchanged and not expired; else null. */
  readUploadUrl(url: URL): CompanyAvatarUploadGrant | null {
    return this.deps.uploadUrls.verify(url);
  }

  /**
   * Checks the image from its own bytes (PNG or JPEG by signature, at most 800×800 px by its
   * header), stores it under a fresh key (or the one a signed upload URL promised, when its type
   * is the one the URL was made for), points the company at it and then removes the object it
   * replaces. Nothing is stored when a check fails.
   */
  async uploadAvatar(
    actor: Authorized<"company.update">,
    bytes: Uint8Array,
    options: { key?: string } = {},
  ): Promise<CompanyRow> {
    if (bytes.byteLength === 0) throw companyAvatarMissing();
    if (bytes.byteLength > COMPANY_AVATAR_MAX_BYTES) throw companyAvatarTooLarge();
    const type = detectImageType(bytes);
    if (!type || type.extension === "heic") throw companyAvatarWrongType();
    const size = imageSize(bytes, type.extension);
    if (!size) throw companyAvatarUnreadable();
    if (size.width > COMPANY_AVATAR_MAX_PX || size.height > COMPANY_AVATAR_MAX_PX) throw companyAvatarTooBig();
    // A promised key is the company's own and names its type: the stored object is read back by
    // its extension (the local driver's content type), so a JPEG never lands under .png.
    if (
      options.key &&
      (!options.key.startsWith(`company-avatars/${actor.companyId}/`) || !options.key.endsWith(`.${type.extension}`))
    )
      throw companyAvatarNotAsNamed();
    const key =
      options.key ?? `company-avatars/${actor.companyId}/${randomBytes(16).toString("hex")}.${type.extension}`;
    await this.deps.storage.put(key, bytes, type.contentType);
    // Set by setAvatar's transaction (a let narrowed to null would hide the assignment from the checks below).
    let previous = null as string | null;
    try {
      const updated = await this.setAvatar(actor, key, (before) => (previous = before));
      // A signed URL used again stores under the key the row already names: nothing was replaced.
      if (previous && previous !== key) await this.forget(previous);
      return updated;
    } catch (error) {
      if (previous !== key) await this.forget(key);
      throw error;
    }
  }

  async removeAvatar(actor: Authorized<"company.update">): Promise<CompanyRow> {
    let previous: string | null = null;
    const updated = await this.setAvatar(actor, null, (before) => (previous = before));
    if (previous) await this.forget(previous);
    return updated;
  }

  private setAvatar(
    actor: Authorized<"company.update">,
    key: string | null,
    seen: (before: string | null) => void,
  ): Promise<CompanyRow> {
    return this.deps.db.transaction(async (tx) => {
      const company = await lockCompany(tx, actor.companyId);
      seen(company.avatar);
      if (company.avatar === key) return company;
      const now = this.deps.clock.now();
      const [updated] = await tx
        .update(companies)
        .set({ avatar: key, updatedAt: now })
        .where(eq(companies.id, company.id))
        .returning();
      await writeAudit(tx, actor, now, {
        companyId: company.id,
        action: key ? "company.avatarChanged" : "company.avatarRemoved",
        entity: "company",
        entityId: company.id,
      });
      return updated;
    });
  }

  /** Removes an object the row no longer points at; a failure is logged with its key, not thrown. */
  async forget(key: string): Promise<void> {
    await this.removeObject(key);
  }

  /** Removes a stored avatar; false (logged with its key) when the storage failed to. */
  async removeObject(key: string): Promise<boolean> {
    try {
      await this.deps.storage.delete(key);
      return true;
    } catch (err) {
      this.deps.logger.error({ err, key }, "a stored company avatar could not be removed");
      return false;
    }
  }
}
