import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { AVATAR_MAX_BYTES } from "#graphql/validation/user-limits";
import type { Clock } from "../../clock";
import type { Database } from "../../db/client";
import { users } from "../../db/schema";
import { DomainError } from "../../errors";
import type { Logger } from "../../logger";
import type { ObjectStorage } from "../../storage";
import type { AuthUserRow, Viewer } from "../identity/model";
import { HeicConversionError, heicToJpeg } from "./heic";

export type ImageType = { extension: "png" | "jpg" | "heic"; contentType: string };

const startsWith = (bytes: Uint8Array, prefix: number[], at = 0) => prefix.every((b, i) => bytes[at + i] === b);
const ascii = (bytes: Uint8Array, from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));

/** HEIF brands of HEVC-coded still images (heic, heix...) and of HEIF image collections (mif1, msf1). */
const HEIC_BRANDS = new Set(["heic", "heix", "heim", "heis", "hevc", "hevx"]);
const HEIF_GENERIC = new Set(["mif1", "msf1"]);

/**
 * The photo's type read from its first bytes (its name and the browser's word for it count for
 * nothing): PNG's 8-byte signature, JPEG's FF D8 FF, or an ISO-BMFF `ftyp` box naming an HEIC
 * brand (a generic HEIF brand counts when an HEIC brand is among the compatible ones, so AVIF,
 * which is HEIF too, is not taken for HEIC). Null for anything else.
 */
export function detectImageType(bytes: Uint8Array): ImageType | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
    return { extension: "png", contentType: "image/png" };
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return { extension: "jpg", contentType: "image/jpeg" };
  if (bytes.length >= 16 && ascii(bytes, 4, 8) === "ftyp") {
    const boxSize = ((bytes[0] << 24) | (bytes[1] << 16) | (bytes[2] << 8) | bytes[3]) >>> 0;
    const end = Math.min(boxSize, bytes.length, 4096);
    if (boxSize < 16 || boxSize % 4 !== 0) return null;
    const major = ascii(bytes, 8, 12);
    const compatible: string[] = [];
    for (let at = 16; at + 4 <= end; at += 4) compatible.push(ascii(bytes, at, at + 4));
    if (HEIC_BRANDS.has(major) || (HEIF_GENERIC.has(major) && compatible.some((b) => HEIC_BRANDS.has(b)))) {
      return { extension: "heic", contentType: "image/heic" };
    }
  }
  return null;
}

export const avatarTooLarge = () =>
  new DomainError("BAD_USER_INPUT", "The photo is larger than 5 MB", {
    fields: { avatar: ["validation.avatar.tooLarge"] },
  });
export const avatarWrongType = () =>
  new DomainError("BAD_USER_INPUT", "The photo must be a PNG, JPG or HEIC image", {
    fields: { avatar: ["validation.avatar.type"] },
  });
export const avatarUnreadable = () =>
  new DomainError("BAD_USER_INPUT", "The photo could not be read", {
    fields: { avatar: ["validation.avatar.unreadable"] },
  });
export const avatarMissing = () =>
  new DomainError("BAD_USER_INPUT", "No photo was sent", { fields: { avatar: ["validation.avatar.required"] } });

/**
 * The person's photo: stored through the object storage under a fresh key each time (so an old
 * signed URL never shows the new photo, nor the reverse), the key kept in users.avatar, the
 * previous object removed once the row points at the new one.
 */
export class AvatarService {
  constructor(private readonly deps: { db: Database; clock: Clock; storage: ObjectStorage; logger: Logger }) {}

  /** The photo's URL for a page: signed and short-lived; null without a photo. */
  urlOf(key: string | null | undefined): Promise<string | null> | null {
    return key ? this.deps.storage.signedUrl(key) : null;
  }

  async upload(viewer: Viewer, bytes: Uint8Array): Promise<AuthUserRow> {
    if (bytes.byteLength === 0) throw avatarMissing();
    if (bytes.byteLength > AVATAR_MAX_BYTES) throw avatarTooLarge();
    let type = detectImageType(bytes);
    if (!type) throw avatarWrongType();
    if (type.extension === "heic") {
      // Kept as a JPEG: only Safari shows HEIC.
      bytes = await heicToJpeg(bytes).catch((error: unknown) => {
        if (!(error instanceof HeicConversionError)) throw error;
        this.deps.logger.warn({ reason: error.reason, userId: viewer.userId }, "an HEIC photo could not be converted");
        throw avatarUnreadable();
      });
      type = { extension: "jpg", contentType: "image/jpeg" };
    }
    const key = `avatars/${viewer.userId}/${randomBytes(16).toString("hex")}.${type.extension}`;
    await this.deps.storage.put(key, bytes, type.contentType);
    let previous: string | null = null;
    let user: AuthUserRow | undefined;
    try {
      user = await this.deps.db.transaction(async (tx) => {
        const [before] = await tx
          .select({ avatar: users.avatar })
          .from(users)
          .where(eq(users.id, viewer.userId))
          .for("update");
        if (!before) throw new DomainError("USER_NOT_FOUND", "User not found");
        previous = before.avatar;
        const [after] = await tx
          .update(users)
          .set({ avatar: key, updatedAt: this.deps.clock.now() })
          .where(eq(users.id, viewer.userId))
          .returning();
        return after;
      });
    } catch (error) {
      await this.forget(key);
      throw error;
    }
    if (previous) await this.forget(previous);
    return user!;
  }

  async remove(viewer: Viewer): Promise<AuthUserRow> {
    let previous: string | null = null;
    const user = await this.deps.db.transaction(async (tx) => {
      const [before] = await tx
        .select({ avatar: users.avatar })
        .from(users)
        .where(eq(users.id, viewer.userId))
        .for("update");
      if (!before) throw new DomainError("USER_NOT_FOUND", "User not found");
      previous = before.avatar;
      const [after] = await tx
        .update(users)
        .set({ avatar: null, updatedAt: this.deps.clock.now() })
        .where(eq(users.id, viewer.userId))
        .returning();
      return after;
    });
    if (previous) await this.forget(previous);
    return user;
  }

  private retry: ((key: string) => Promise<void>) | null = null;

  /**
   * Where a removal the storage refused goes to be tried again (the files module's queue of
   * object removals, swept by files.objects: decision 0027), set once at start by that module.
   */
  onRemovalFailed(retry: (key: string) => Promise<void>): void {
    this.retry = retry;
  }

  /**
   * Removes an object the row no longer points at. A failure is not thrown (the person's change
   * has happened): it is logged with the key and handed to the queue that retries it.
   */
  async forget(key: string): Promise<void> {
    try {
      await this.deps.storage.delete(key);
    } catch (err) {
      this.deps.logger.error({ err, key }, "a stored photo could not be removed; it is queued to be tried again");
      await this.retry?.(key).catch((queueErr: unknown) =>
        this.deps.logger.error({ err: queueErr, key }, "a photo's removal could not be queued"),
      );
    }
  }
}
