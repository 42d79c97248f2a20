/**
 * The profile photo (spec: personal info, photo: PNG, JPG or HEIC; decision 0011): uploaded to
 * PUT /uploads/avatar with the person's access token, checked by its first bytes and its size,
 * stored through the object storage, read back through signed, short-lived URLs; replaced,
 * removed, and removed with the account. Both drivers: the local disk and an S3-compatible
 * endpoint that checks every signature.
 */
import { eq } from "drizzle-orm";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  DeleteAuthUserDocument,
  GetAuthUserDocument,
  RemoveAuthUserAvatarDocument,
  RequestAccountDeletionCodeDocument,
} from "#graphql/generated/operations";
import { AVATAR_MAX_BYTES } from "#graphql/validation/user-limits";
import { users } from "../../server/db/schema";
import { detectImageType } from "../../server/modules/users/avatar";
import { HeicConversionError, heicToJpeg } from "../../server/modules/users/heic";
import { S3Storage } from "../../server/storage";
import { createTestApp, send, signUp, type SignedUpUser, type TestApp } from "./harness";
import { startFakeS3, type FakeS3 } from "./s3-server";
import { ok } from "./support";
import jpeg from "jpeg-js";

const PNG = new Uint8Array(readFileSync(path.join(__dirname, "../fixtures/avatar.png")));
const JPG = new Uint8Array([
  0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00,
  0x00, 0xff, 0xd9,
]);
const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));
/**
 * A real HEIC photo (HEVC-coded by libheif, scripts/make-heic-fixture.py), 96 × 64 pixels whose
 * quarters are red, green, blue and white.
 */
const PHOTO_HEIC = new Uint8Array(readFileSync(path.join(__dirname, "../fixtures/quadrants.heic")));
/** The start of an iPhone photo and nothing more: an ftyp box, major brand heic, compatible mif1 and heic. */
const HEIC = new Uint8Array([
  0,
  0,
  0,
  0x18,
  ...ascii("ftypheic"),
  0,
  0,
  0,
  0,
  ...ascii("mif1heic"),
  0,
  0,
  0,
  8,
  ...ascii("meta"),
]);
/** AVIF is HEIF too (mif1), but not HEIC: refused. */
const AVIF = new Uint8Array([
  0,
  0,
  0,
  0x1c,
  ...ascii("ftypavif"),
  0,
  0,
  0,
  0,
  ...ascii("avifmif1miaf"),
  0,
  0,
  0,
  8,
  ...ascii("meta"),
]);
const GIF = new Uint8Array([...ascii("GIF89a"), 1, 0, 1, 0, 0, 0, 0]);
const TEXT = new TextEncoder().encode("This is a text file with a .png name.\n");

describe("what counts as a photo", () => {
  it("is decided by the first bytes", () => {
    expect(detectImageType(PNG)).toMatchObject({ extension: "png", contentType: "image/png" });
    expect(detectImageType(JPG)).toMatchObject({ extension: "jpg", contentType: "image/jpeg" });
    expect(detectImageType(HEIC)).toMatchObject({ extension: "heic", contentType: "image/heic" });
    expect(
      detectImageType(
        new Uint8Array([0, 0, 0, 0x18, ...ascii("ftypmif1"), 0, 0, 0, 0, ...ascii("mif1heic"), 0, 0, 0, 0]),
      )?.extension,
    ).toBe("heic");
    for (const other of [AVIF, GIF, TEXT, new Uint8Array(), PNG.subarray(0, 7)])
      expect(detectImageType(other)).toBeNull();
  });
});

/** The colour at (x, y) of a decoded JPEG. */
function colourAt(image: { width: number; data: Uint8Array }, x: number, y: number) {
  const at = (y * image.width + x) * 4;
  return [...image.data.subarray(at, at + 3)];
}
const near = (actual: number[], expected: number[]) => actual.every((v, i) => Math.abs(v - expected[i]) <= 12);

describe("an HEIC photo becomes a JPEG (only Safari shows HEIC)", () => {
  it("keeps the picture: each quarter keeps its colour", async () => {
    const image = jpeg.decode(await heicToJpeg(PHOTO_HEIC), { useTArray: true });
    expect([image.width, image.height]).toEqual([96, 64]);
    const quarters = {
      red: colourAt(image, 20, 15),
      green: colourAt(image, 75, 15),
      blue: colourAt(image, 20, 50),
      white: colourAt(image, 75, 50),
    };
    expect(near(quarters.red, [220, 30, 30]), String(quarters.red)).toBe(true);
    expect(near(quarters.green, [30, 200, 60]), String(quarters.green)).toBe(true);
    expect(near(quarters.blue, [40, 60, 220]), String(quarters.blue)).toBe(true);
    expect(near(quarters.white, [250, 250, 250]), String(quarters.white)).toBe(true);
  });

  it("scales a large photo down to the longest side asked for, keeping its proportions", async () => {
    const image = jpeg.decode(await heicToJpeg(PHOTO_HEIC, { maxSide: 48 }), { useTArray: true });
    expect([image.width, image.height]).toEqual([48, 32]);
    expect(near(colourAt(image, 10, 8), [220, 30, 30])).toBe(true);
    expect(near(colourAt(image, 38, 24), [250, 250, 250])).toBe(true);
  });

  it("refuses a file that only looks like HEIC, and a canvas over the pixel limit before decoding it", async () => {
    await expect(heicToJpeg(HEIC)).rejects.toEqual(new HeicConversionError("unreadable"));
    await expect(heicToJpeg(PHOTO_HEIC, { maxPixels: 96 * 64 - 1 })).rejects.toEqual(
      new HeicConversionError("tooManyPixels"),
    );
  });

  it("converts photos sent at once one after another, each to its own picture", async () => {
    const results = await Promise.allSettled([
      heicToJpeg(PHOTO_HEIC),
      heicToJpeg(HEIC),
      heicToJpeg(PHOTO_HEIC, { maxSide: 32 }),
    ]);
    expect(results.map((r) => r.status)).toEqual(["fulfilled", "rejected", "fulfilled"]);
    const small = jpeg.decode((results[2] as PromiseFulfilledResult<Uint8Array>).value, { useTArray: true });
    expect([small.width, small.height]).toEqual([32, 21]);
  });
});

for (const driver of ["local", "s3"] as const) {
  describe(`the photo, ${driver} driver`, () => {
    let app: TestApp;
    let s3: FakeS3 | undefined;
    const dataDir = mkdtempSync(path.join(tmpdir(), "vhold-avatar-"));

    beforeAll(async () => {
      // The endpoint checks times with the app's own clock: both move together.
      if (driver === "s3") s3 = await startFakeS3({ now: () => app.clock.now() });
      app = await createTestApp(
        { ACCESS_TOKEN_TTL: "86400", DATA_DIR: dataDir },
        s3
          ? {
              storage: (_config, clock) =>
                new S3Storage({
                  endpoint: s3!.endpoint,
                  region: s3!.region,
                  bucket: s3!.bucket,
                  accessKeyId: s3!.accessKeyId,
                  secretAccessKey: s3!.secret,
                  forcePathStyle: true,
                  clock,
                  ttlSeconds: 3600,
                }),
            }
          : {},
      );
      expect(app.api.storage.driver).toBe(driver);
    });
    afterAll(async () => {
      await app.close();
      await s3?.close();
      rmSync(dataDir, { recursive: true, force: true });
    });

    const upload = (user: SignedUpUser | null, body: Uint8Array) =>
      app.api.fetch("http://api.test/uploads/avatar", {
        method: "PUT",
        headers: user ? { authorization: `Bearer ${user.accessToken}` } : {},
        body: body as BodyInit,
      });
    /** Reads a signed URL as a browser would: the app's /storage/ for the local driver, the bucket for S3. */
    const view = (url: string) => (url.startsWith("/") ? app.api.fetch(`http://api.test${url}`) : fetch(url));
    const avatarOf = async (user: SignedUpUser) =>
      ok(await send(app, GetAuthUserDocument, {}, { token: user.accessToken })).getAuthUser.avatar;
    const keyOf = async (user: SignedUpUser) =>
      (await app.database.db.select({ avatar: users.avatar }).from(users).where(eq(users.id, user.id)))[0].avatar;

    it("takes a PNG and shows it through a signed URL", async () => {
      const user = await signUp(app);
      expect(await avatarOf(user)).toBeNull();
      const response = await upload(user, PNG);
      expect(response.status).toBe(200);
      const { data } = (await response.json()) as { data: { avatar: string } };
      expect(await avatarOf(user)).toBe(data.avatar);
      expect(await keyOf(user)).toMatch(new RegExp(`^avatars/${user.id}/[0-9a-f]{32}\\.png$`));
      const shown = await view(data.avatar);
      expect(shown.status).toBe(200);
      expect(shown.headers.get("content-type")).toBe("image/png");
      expect(new Uint8Array(await shown.arrayBuffer())).toEqual(PNG);
    });

    it("takes JPG and HEIC by their content, and keeps an HEIC photo as a JPEG any browser shows", async () => {
      const user = await signUp(app);
      expect((await upload(user, JPG)).status).toBe(200);
      expect(await keyOf(user)).toMatch(/\.jpg$/);
      const response = await upload(user, PHOTO_HEIC);
      expect(response.status).toBe(200);
      expect(await keyOf(user)).toMatch(/\.jpg$/);
      const shown = await view(((await response.json()) as { data: { avatar: string } }).data.avatar);
      expect(shown.headers.get("content-type")).toBe("image/jpeg");
      const image = jpeg.decode(new Uint8Array(await shown.arrayBuffer()), { useTArray: true });
      expect([image.width, image.height]).toEqual([96, 64]);
      expect(near(colourAt(image, 20, 15), [220, 30, 30])).toBe(true);
    });

    it("refuses an HEIC file it cannot read, with its own message, and keeps the photo there was", async () => {
      const user = await signUp(app);
      expect((await upload(user, PNG)).status).toBe(200);
      const before = await keyOf(user);
      const response = await upload(user, HEIC);
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({
        errors: [{ extensions: { code: "BAD_USER_INPUT", fields: { avatar: ["validation.avatar.unreadable"] } } }],
      });
      expect(await keyOf(user)).toBe(before);
    });

    it("refuses another type, whatever its name, and an empty or too large file, and changes nothing", async () => {
      const user = await signUp(app);
      expect((await upload(user, PNG)).status).toBe(200);
      const before = await keyOf(user);
      for (const body of [TEXT, GIF, AVIF]) {
        const response = await upload(user, body);
        expect(response.status).toBe(400);
        expect(await response.json()).toMatchObject({
          errors: [{ extensions: { code: "BAD_USER_INPUT", fields: { avatar: ["validation.avatar.type"] } } }],
        });
      }
      const empty = await upload(user, new Uint8Array());
      expect(await empty.json()).toMatchObject({
        errors: [{ extensions: { fields: { avatar: ["validation.avatar.required"] } } }],
      });

      const tooLarge = new Uint8Array(AVATAR_MAX_BYTES + 1);
      tooLarge.set(PNG);
      const large = await upload(user, tooLarge);
      expect(large.status).toBe(413);
      expect(await large.json()).toMatchObject({
        errors: [{ extensions: { code: "BAD_USER_INPUT", fields: { avatar: ["validation.avatar.tooLarge"] } } }],
      });
      // Exactly the limit is taken.
      const atLimit = new Uint8Array(AVATAR_MAX_BYTES);
      atLimit.set(PNG);
      expect(await keyOf(user)).toBe(before);
      expect((await upload(user, atLimit)).status).toBe(200);
    });

    it("needs a signed-in caller, and changes only the caller's own photo", async () => {
      const anonymous = await upload(null, PNG);
      expect(anonymous.status).toBe(401);
      expect(await anonymous.json()).toMatchObject({ errors: [{ extensions: { code: "UNAUTHENTICATED" } }] });
      const forged = await app.api.fetch("http://api.test/uploads/avatar", {
        method: "PUT",
        headers: { authorization: "Bearer forged" },
        body: PNG as BodyInit,
      });
      expect(forged.status).toBe(401);

      const alice = await signUp(app);
      const bob = await signUp(app);
      expect((await upload(alice, PNG)).status).toBe(200);
      const aliceKey = await keyOf(alice);
      const aliceUrl = (await avatarOf(alice))!;
      // Bob's upload names no user: it can only ever be Bob's photo.
      expect((await upload(bob, JPG)).status).toBe(200);
      expect(await keyOf(alice)).toBe(aliceKey);
      expect((await view(aliceUrl)).status).toBe(200);
      // Removing is Bob's own too.
      ok(await send(app, RemoveAuthUserAvatarDocument, {}, { token: bob.accessToken }));
      expect(await keyOf(alice)).toBe(aliceKey);
      expect(await keyOf(bob)).toBeNull();
      expect((await send(app, RemoveAuthUserAvatarDocument, {}, {})).errors?.[0].extensions?.code).toBe(
        "UNAUTHENTICATED",
      );
    });

    it("a signed URL fails when tampered with or expired", async () => {
      const user = await signUp(app);
      expect((await upload(user, PNG)).status).toBe(200);
      const url = (await avatarOf(user))!;
      const tampered = url.replace(
        /(signature=|X-Amz-Signature=)(.)/,
        (_m, name: string, c: string) => `${name}${c === "a" ? "b" : "a"}`,
      );
      expect(tampered).not.toBe(url);
      expect((await view(tampered)).status).toBe(403);
      app.clock.advance(2 * 3600_000); // past the TTL and its rounding
      expect((await view(url)).status).toBe(403);
      expect((await view((await avatarOf(user))!)).status).toBe(200);
    });

    it("replacing removes the old object; removing leaves no photo and no object", async () => {
      const user = await signUp(app);
      expect((await upload(user, PNG)).status).toBe(200);
      const firstUrl = (await avatarOf(user))!;
      expect((await upload(user, JPG)).status).toBe(200);
      expect((await view(firstUrl)).status).toBe(404);
      const secondUrl = (await avatarOf(user))!;
      expect(secondUrl).not.toBe(firstUrl);
      const removed = ok(await send(app, RemoveAuthUserAvatarDocument, {}, { token: user.accessToken }));
      expect(removed.removeAuthUserAvatar.avatar).toBeNull();
      expect((await view(secondUrl)).status).toBe(404);
      // Nothing to remove is no error.
      expect(
        ok(await send(app, RemoveAuthUserAvatarDocument, {}, { token: user.accessToken })).removeAuthUserAvatar.avatar,
      ).toBeNull();
    });

    it("two uploads at once leave one photo and no orphan", async () => {
      const user = await signUp(app);
      const answers = await Promise.all([upload(user, PNG), upload(user, JPG)]);
      const urls = await Promise.all(
        answers.map(async (a) => ((await a.json()) as { data: { avatar: string } }).data.avatar),
      );
      const statuses = await Promise.all(urls.map(async (url) => (await view(url)).status));
      expect([...statuses].sort()).toEqual([200, 404]);
      const kept = urls[statuses.indexOf(200)];
      expect(new URL(kept, "http://x").pathname).toBe(new URL((await avatarOf(user))!, "http://x").pathname);
    });

    it("deleting the account deletes the stored photo", async () => {
      const user = await signUp(app);
      expect((await upload(user, PNG)).status).toBe(200);
      const url = (await avatarOf(user))!;
      ok(await send(app, RequestAccountDeletionCodeDocument, {}, { token: user.accessToken }));
      ok(
        await send(
          app,
          DeleteAuthUserDocument,
          { input: { code: app.messenger.lastCode(user.phone), confirm: "YES" } },
          { token: user.accessToken },
        ),
      );
      expect(await keyOf(user)).toBeNull();
      expect((await view(url)).status).toBe(404);
    });
  });
}
