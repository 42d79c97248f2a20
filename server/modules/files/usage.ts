/**
 * The company's storage (issue 22, decision 0027 "Uploads hold their room"): its size (billing's
 * account), the room uploads hold while they run, and the control center's numbers. Confirming an
 * upload counts its bytes (./uploads.ts, publishStored).
 */
import { eq, sql } from "drizzle-orm";
import { queryRows, type Executor } from "../../db/client";
import { fileUsage } from "../../db/schema";
import type { FilesDeps } from "./model";

/** The storage breakdown's kinds, in the spec's order (the GraphQL StorageKind). */
export const STORAGE_KINDS = ["ARCHIVED", "DOCUMENTS", "MODULES", "OTHER", "MEDIA", "DELETED"] as const;
export type StorageKindValue = (typeof STORAGE_KINDS)[number];
const MEDIA_EXTENSIONS = [
  "jpg",
  "jpeg",
  "png",
  "gif",
  "webp",
  "svg",
  "heic",
  "ico",
  "mp4",
  "mov",
  "webm",
  "mp3",
  "wav",
];
const DOCUMENT_EXTENSIONS = [
  "pdf",
  "doc",
  "docx",
  "xls",
  "xlsx",
  "ppt",
  "pptx",
  "odt",
  "ods",
  "txt",
  "csv",
  "xml",
  "json",
  "rtf",
];

export interface StorageUsageView {
  usedBytes: number;
  kinds: Array<{ kind: StorageKindValue; bytes: number }>;
  /** roleNameIsDefault, nameIsDefault: the role bears vHold's name (the resolver reads it in the caller's language). */
  largestFiles: Array<{ id: string; name: string; size: number; roleName: string; roleNameIsDefault: boolean }>;
  roles: Array<{ roleId: string; name: string; nameIsDefault: boolean; bytes: number }>;
}

export class FileUsage {
  constructor(private readonly deps: FilesDeps) {}

  /** The company's storage size in bytes (its billing account's), read in `tx`. */
  async limitBytes(tx: Executor, companyId: string): Promise<number> {
    const account = await this.deps.billing.ensureAccount(companyId, tx);
    return account.storageGb * 1024 ** 3;
  }

  /**
   * Holds `bytes` of the company's storage size for an upload that starts (file_usage.reserved_bytes,
   * decision 0027 "Uploads hold their room"), by one conditional upsert of the company's usage row:
   * confirmed and reserved bytes together stay within the storage size, and starts fired at once
   * queue on the row's lock, each deciding on what those before it left. False (nothing held) when
   * it does not fit. The start's own row keeps the same number (file_storages.reserved_bytes), which
   * confirmation turns into usage and any removal of the row gives back (file_storages_removal).
   */
  async reserve(tx: Executor, companyId: string, bytes: number): Promise<boolean> {
    const limit = await this.limitBytes(tx, companyId);
    if (bytes > limit) return false;
    const held = await queryRows<{ reserved: number }>(
      tx,
      sql`insert into file_usage as u (company_id, reserved_bytes) values (${companyId}, ${bytes})
          on conflict (company_id) do update set reserved_bytes = u.reserved_bytes + excluded.reserved_bytes
          where u.used_bytes + u.reserved_bytes + excluded.reserved_bytes <= ${limit}
          returning reserved_bytes as reserved`,
    );
    return held.length > 0;
  }

  /**
   * Holds what an upload of a size not known yet may take: the company's room (its storage size
   * less what is used and reserved), `most` at most, decided under the usage row's lock, so that
   * uploads started at once share the room rather than each counting it whole. Answers the bytes held.
   */
  async reserveRoom(tx: Executor, companyId: string, most: number): Promise<number> {
    const limit = await this.limitBytes(tx, companyId);
    await tx.insert(fileUsage).values({ companyId }).onConflictDoNothing();
    const [row] = await tx.select().from(fileUsage).where(eq(fileUsage.companyId, companyId)).for("update");
    const held = Math.min(most, Math.max(0, limit - row!.usedBytes - row!.reservedBytes));
    if (held > 0)
      await tx
        .update(fileUsage)
        .set({ reservedBytes: sql`${fileUsage.reservedBytes} + ${held}` })
        .where(eq(fileUsage.companyId, companyId));
    return held;
  }

  /**
   * The company's files in numbers (the control center's storage): bytes by the spec's kinds (the
   * trash first, then files of archived roles, then what modules attached, then by extension),
   * the largest files and the roles keeping the most. Confirmed uploads only; three statements.
   */
  async ofCompany(companyId: string): Promise<StorageUsageView> {
    const [kinds, largestFiles, roles] = await Promise.all([
      queryRows<{ kind: StorageKindValue; bytes: number }>(
        this.deps.db,
        sql`select case
                 when n.trash_root_id is not null then 'DELETED'
                 when r.is_archived then 'ARCHIVED'
                 when n.origin <> 'UPLOAD' then 'MODULES'
                 when s.extension = any(${`{${MEDIA_EXTENSIONS.join(",")}}`}::text[]) then 'MEDIA'
                 when s.extension = any(${`{${DOCUMENT_EXTENSIONS.join(",")}}`}::text[]) then 'DOCUMENTS'
                 else 'OTHER' end as kind,
               sum(s.size)::float8 as bytes
            from file_storages s join file_nodes n on n.id = s.node_id join roles r on r.id = n.role_id
            where s.company_id = ${companyId} and s.confirmed_at is not null
            group by 1`,
      ),
      queryRows<{ id: string; name: string; size: number; roleName: string; roleNameIsDefault: boolean }>(
        this.deps.db,
        sql`select n.id, n.name, s.size::float8 as size, r.name as "roleName", r.name_is_default as "roleNameIsDefault"
            from file_storages s join file_nodes n on n.id = s.node_id join roles r on r.id = n.role_id
            where s.company_id = ${companyId} and s.confirmed_at is not null
            order by s.size desc, n.id limit 10`,
      ),
      queryRows<{ roleId: string; name: string; nameIsDefault: boolean; bytes: number }>(
        this.deps.db,
        sql`select r.id as "roleId", r.name, r.name_is_default as "nameIsDefault", sum(s.size)::float8 as bytes
            from file_storages s join file_nodes n on n.id = s.node_id join roles r on r.id = n.role_id
            where s.company_id = ${companyId} and s.confirmed_at is not null
            group by r.id, r.name, r.name_is_default order by bytes desc, r.id limit 10`,
      ),
    ]);
    const byKind = new Map(kinds.map((row) => [row.kind, Number(row.bytes)]));
    return {
      usedBytes: kinds.reduce((sum, row) => sum + Number(row.bytes), 0),
      kinds: STORAGE_KINDS.map((kind) => ({ kind, bytes: byKind.get(kind) ?? 0 })),
      largestFiles: largestFiles.map((row) => ({ ...row, size: Number(row.size) })),
      roles: roles.map((row) => ({ ...row, bytes: Number(row.bytes) })),
    };
  }
}
