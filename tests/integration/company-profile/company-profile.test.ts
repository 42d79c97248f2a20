/**
 * The control center's company profile (issue 21): the classifier of economic activities in three
 * languages, the company's industry types (who may set them, the bound, unknown codes, a
 * suspended company, parallel changes), the details through updateCompany, and the company's
 * avatar on both storage drivers (type and size judged from the image itself, refusals that
 * change nothing, the replaced object removed, signed URLs wherever the company is shown).
 */
import { count, eq } from "drizzle-orm";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import jpeg from "jpeg-js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  GenerateCompanyAvatarUploadUrlDocument,
  GetCompanyProfileDocument,
  ListIndustryCategoriesDocument,
  ListUserCompaniesDocument,
  RemoveCompanyAvatarDocument,
  SyncIndustryTypesWithCompanyDocument,
  UpdateCompanyDocument,
} from "#graphql/generated/operations";
import { COMPANY_AVATAR_MAX_BYTES } from "#graphql/validation/company-limits";
import { auditEvents, companies, companyIndustryTypes, industryTypes } from "../../../server/db/schema";
import { imageSize } from "../../../server/modules/companies/image-size";
import { S3Storage } from "../../../server/storage";
import { buildWorld, createCompany, holdRole, type World } from "../companies/world";
import { createTestApp, send, signUp, type SignedUpUser, type TestApp } from "../harness";
import { startFakeS3, type FakeS3 } from "../s3-server";
import { serveWebApp, signedInCookie, type ServedWebApp } from "../web-app";
import { createLogger } from "../../../server/logger";
import { ok, signOut } from "../support";
import { opened } from "../votes/support";
import { png as pngOf } from "../../fixtures/png";

/** A real PNG of this size. */
const png = (width: number, height: number) => new Uint8Array(pngOf(width, height));
/** A real JPEG of this size. */
const jpg = (width: number, height: number) =>
  new Uint8Array(jpeg.encode({ data: Buffer.alloc(width * height * 4, 0x60), width, height }, 80).data);
const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));
const GIF = new Uint8Array([...ascii("GIF89a"), 1, 0, 1, 0, 0, 0, 0]);
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
/** A PNG signature followed by no header: its size cannot be read. */
const BROKEN_PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);

describe("an image's size, read from its header", () => {
  it("reads PNG and JPEG headers and nothing else", () => {
    expect(imageSize(png(800, 600), "png")).toEqual({ width: 800, height: 600 });
    expect(imageSize(jpg(33, 801), "jpg")).toEqual({ width: 33, height: 801 });
    expect(imageSize(BROKEN_PNG, "png")).toBeNull();
    expect(imageSize(new Uint8Array([0xff, 0xd8, 0xff, 0xd9]), "jpg")).toBeNull();
  });
});

describe("the classifier, the industry types and the details", () => {
  let app: TestApp;
  let world: World;
  beforeAll(async () => {
    app = await createTestApp({ ACCESS_TOKEN_TTL: "86400" });
    world = await buildWorld(app);
  });
  afterAll(() => app.close());

  const sync = (user: SignedUpUser, companyId: string, industryTypeIds: string[]) =>
    send(app, SyncIndustryTypesWithCompanyDocument, { companyId, industryTypeIds }, { token: user.accessToken });
  const chosen = async (companyId: string) =>
    (await app.database.db.select().from(companyIndustryTypes).where(eq(companyIndustryTypes.companyId, companyId)))
      .map((row) => row.industryTypeId)
      .sort();

  it("lists the 21 sections, 88 divisions and 615 classes of КВЕД-2010 / NACE Rev. 2 in each language", async () => {
    const user = world.stranger;
    const names: Record<string, { section: string; division: string; type: string }> = {};
    for (const language of ["uk", "ru", "en"] as const) {
      const list = ok(
        await send(app, ListIndustryCategoriesDocument, { language }, { token: user.accessToken }),
      ).listIndustryCategories;
      expect(list.map((category) => category.id).join("")).toBe("ABCDEFGHIJKLMNOPQRSTU");
      const divisions = list.flatMap((category) => category.divisions);
      expect(divisions).toHaveLength(88);
      expect(divisions.every((division) => /^\d\d$/.test(division.id) && division.name.length > 0)).toBe(true);
      const types = list.flatMap((category) => category.industryTypes);
      expect(types).toHaveLength(615);
      // Every class in its division, in code order, named.
      expect(
        types.every(
          (type) => /^\d\d\.\d\d$/.test(type.id) && type.id.startsWith(type.divisionId) && type.name.length > 0,
        ),
      ).toBe(true);
      expect(types.map((type) => type.id)).toEqual(types.map((type) => type.id).sort());
      for (const category of list)
        expect(new Set(category.industryTypes.map((type) => type.divisionId))).toEqual(
          new Set(category.divisions.map((division) => division.id)),
        );
      const j = list.find((category) => category.id === "J")!;
      // A class of section C as the state statistics service names it (0024 corrected 0023's).
      const nuclear = types.find((type) => type.id === "24.46")!.name;
      expect(nuclear).toBe(
        {
          uk: "Виробництво ядерних матеріалів",
          ru: "Производство ядерных материалов",
          en: "Processing of nuclear fuel",
        }[language],
      );
      names[language] = {
        section: j.name,
        division: j.divisions.find((division) => division.id === "62")!.name,
        type: j.industryTypes.find((type) => type.id === "62.01")!.name,
      };
    }
    expect(names).toEqual({
      uk: {
        section: "Інформація та телекомунікації",
        division: "Комп'ютерне програмування, консультування та пов'язана з ними діяльність",
        type: "Комп'ютерне програмування",
      },
      ru: {
        section: "Информация и телекоммуникации",
        division: "Компьютерное программирование, консультирование и связанная с ними деятельность",
        type: "Компьютерное программирование",
      },
      en: {
        section: "Information and communication",
        division: "Computer programming, consultancy and related activities",
        type: "Computer programming activities",
      },
    });
  });

  it("names them in the caller's own language when none is asked", async () => {
    const list = ok(
      await send(app, ListIndustryCategoriesDocument, {}, { token: world.stranger.accessToken }),
    ).listIndustryCategories;
    expect(list[0].name).toBe("Сільське господарство, лісове господарство та рибне господарство");
  });

  it("replaces the company's set, grouped by section, repeats counted once; an empty list clears it", async () => {
    const { id, a } = world.shared;
    const answer = ok(await sync(a, id, ["62.01", "01.11", "62.01", "63.11"])).syncIndustryTypesWithCompany;
    expect(
      answer.industryCategories.map((category) => [category.id, category.industryTypes.map((type) => type.id)]),
    ).toEqual([
      ["A", ["01.11"]],
      ["J", ["62.01", "63.11"]],
    ]);
    expect(await chosen(id)).toEqual(["01.11", "62.01", "63.11"]);
    ok(await sync(a, id, ["47.11"]));
    const profile = ok(
      await send(app, GetCompanyProfileDocument, { id }, { token: world.shared.employee.accessToken }),
    ).getCompany;
    expect(profile.industryCategories).toEqual([
      {
        id: "G",
        name: "Оптова та роздрібна торгівля; ремонт автотранспортних засобів і мотоциклів",
        industryTypes: [expect.objectContaining({ id: "47.11", categoryId: "G" })],
      },
    ]);
    ok(await sync(a, id, []));
    expect(await chosen(id)).toEqual([]);
  });

  it("refuses an unknown code, a division's or more than 10, with a translated field error, and changes nothing", async () => {
    const { id, a } = world.shared;
    ok(await sync(a, id, ["10.11"]));
    const unknown = await sync(a, id, ["62.01", "04.11"]);
    expect(unknown.errors?.[0].extensions).toMatchObject({
      code: "BAD_USER_INPUT",
      fields: { industryTypeIds: ["validation.industryTypes.unknown"] },
    });
    for (const malformed of ["J", "62", "62.1", "62.011", "62,01"]) {
      const answer = await sync(a, id, [malformed]);
      expect(answer.errors?.[0].extensions).toMatchObject({
        code: "BAD_USER_INPUT",
        fields: { industryTypeIds: ["validation.industryTypes.unknown"] },
      });
    }
    const eleven = ["01.11", "01.12", "01.13", "01.14", "01.15", "01.16", "01.19", "01.21", "01.22", "01.23", "01.24"];
    const many = await sync(a, id, eleven);
    expect(many.errors?.[0].extensions).toMatchObject({
      code: "BAD_USER_INPUT",
      fields: { industryTypeIds: ["validation.industryTypes.tooMany"] },
    });
    expect(await chosen(id)).toEqual(["10.11"]);
    ok(await sync(a, id, eleven.slice(0, 10)));
    expect(await chosen(id)).toHaveLength(10);
  });

  it("is held to 10 by the database too, whatever writes the rows", async () => {
    const { id } = world.solo;
    const now = app.clock.now();
    const codes = ["01.11", "01.12", "01.13", "01.14", "01.15", "01.16", "01.19", "01.21", "01.22", "01.23", "01.24"];
    const rows = codes.map((code) => ({ companyId: id, industryTypeId: code, createdAt: now }));
    await expect(app.database.db.insert(companyIndustryTypes).values(rows)).rejects.toThrow();
    expect(await chosen(id)).toEqual([]);
  });

  it("keeps a class in its division's section: the database refuses a mismatch", async () => {
    await expect(
      app.database.db
        .insert(industryTypes)
        .values({ id: "62.99", categoryId: "A", divisionId: "62", nameUk: "x", nameRu: "x", nameEn: "x" }),
    ).rejects.toThrow();
    await expect(
      app.database.db
        .insert(industryTypes)
        .values({ id: "63.99", categoryId: "J", divisionId: "62", nameUk: "x", nameRu: "x", nameEn: "x" }),
    ).rejects.toThrow();
  });

  it("lets owners and the director set them; an employee is refused, a stranger learns nothing", async () => {
    const { id, a, b, director, employee, former } = world.shared;
    expect(ok(await sync(b, id, ["41.10"])).syncIndustryTypesWithCompany.id).toBe(id);
    ok(await sync(director, id, ["42.11"]));
    expect((await sync(employee, id, ["43.11"])).errors?.[0].extensions?.code).toBe("FORBIDDEN");
    expect((await sync(former, id, ["43.11"])).errors?.[0].extensions?.code).toBe("OWNER_NOT_FOUND");
    expect((await sync(world.stranger, id, ["43.11"])).errors?.[0].extensions?.code).toBe("OWNER_NOT_FOUND");
    expect((await sync(a, "not-an-id", ["43.11"])).errors?.[0].extensions?.code).toBe("OWNER_NOT_FOUND");
    expect(await chosen(id)).toEqual(["42.11"]);
    // A stranger cannot read them either (the field's rule: company.read).
    expect(
      (await send(app, GetCompanyProfileDocument, { id }, { token: world.stranger.accessToken })).errors?.[0].extensions
        ?.code,
    ).toBe("OWNER_NOT_FOUND");
    const trail = await app.database.db.select().from(auditEvents).where(eq(auditEvents.companyId, id));
    expect(trail.filter((row) => row.action === "company.industryTypesChanged").at(-1)).toMatchObject({
      actorUserId: director.id,
      after: { industryTypeIds: ["42.11"] },
    });
  });

  it("keeps a suspended company's card editable by its owners and director (decision 0023)", async () => {
    const owner = await signUp(app);
    const director = await signUp(app);
    const employee = await signUp(app);
    const id = await createCompany(app, owner, "Paused Works");
    await holdRole(app, id, director, 1, "Director");
    await holdRole(app, id, employee, 2, "Deputy");
    await app.database.db.update(companies).set({ stoppedAt: app.clock.now() }).where(eq(companies.id, id));
    ok(await sync(owner, id, ["85.10"]));
    ok(await sync(director, id, ["86.10"]));
    ok(
      await send(
        app,
        UpdateCompanyDocument,
        { id, input: { phone: "+380441234567" } },
        { token: director.accessToken },
      ),
    );
    expect((await sync(employee, id, ["87.10"])).errors?.[0].extensions?.code).toBe("FORBIDDEN");
    expect(await chosen(id)).toEqual(["86.10"]);
  });

  it("takes parallel changes one at a time: the set is one of those sent, never a mix", async () => {
    const { id, a } = world.shared;
    const sets = [
      ["01.11"],
      ["02.10", "03.11"],
      ["05.10", "06.10", "07.10"],
      ["41.10", "42.11"],
      ["62.01"],
      ["85.10", "86.10"],
      ["90.01"],
      ["94.11", "95.11", "96.01"],
    ];
    const answers = await Promise.all(sets.map((set) => sync(a, id, set)));
    for (const answer of answers) ok(answer);
    const final = await chosen(id);
    expect(sets.map((set) => set.join())).toContain(final.join());
  });

  it("changes the phone, address and about through updateCompany; the name stays as it was", async () => {
    const { id, director } = world.shared;
    const input = { phone: "+380671112233", address: "Київ, Хрещатик 1", about: "Будуємо мости." };
    const answer = ok(
      await send(app, UpdateCompanyDocument, { id, input }, { token: director.accessToken }),
    ).updateCompany;
    expect(answer).toMatchObject({ name: "Shared Works", ...input });
    const bad = await send(app, UpdateCompanyDocument, { id, input: { phone: "12" } }, { token: director.accessToken });
    expect(bad.errors?.[0].extensions).toMatchObject({
      code: "BAD_USER_INPUT",
      fields: { phone: [expect.stringMatching(/^validation\./)] },
    });
    const renamed = await send(
      app,
      UpdateCompanyDocument,
      { id, input: { name: "Other Name" } },
      { token: director.accessToken },
    );
    expect(renamed.errors?.[0].extensions?.code).toBe("FORBIDDEN");
    const [row] = await app.database.db.select().from(companies).where(eq(companies.id, id));
    expect(row).toMatchObject({ name: "Shared Works", ...input });
  });
});

for (const driver of ["local", "s3"] as const) {
  describe(`the company avatar, stored on the ${driver} driver`, () => {
    let app: TestApp;
    let world: World;
    let s3: FakeS3 | null = null;
    const dataDir = mkdtempSync(path.join(tmpdir(), "company-avatar-"));
    beforeAll(async () => {
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
      world = await buildWorld(app);
    });
    afterAll(async () => {
      await app.close();
      await s3?.close();
      rmSync(dataDir, { recursive: true, force: true });
    });

    const upload = (user: SignedUpUser | null, companyId: string, body: Uint8Array) =>
      app.api.fetch(`http://api.test/uploads/company-avatar?companyId=${companyId}`, {
        method: "PUT",
        headers: user ? { authorization: `Bearer ${user.accessToken}` } : {},
        body: body as BodyInit,
      });
    const view = (url: string) => (url.startsWith("/") ? app.api.fetch(`http://api.test${url}`) : fetch(url));
    const keyOf = async (companyId: string) =>
      (await app.database.db.select({ avatar: companies.avatar }).from(companies).where(eq(companies.id, companyId)))[0]
        .avatar;
    const refusal = async (response: Response) =>
      ((await response.json()) as { errors: Array<{ extensions: Record<string, unknown> }> }).errors[0].extensions;

    it("takes an 800×800 PNG, keeps it under a fresh key and shows it through signed URLs wherever the company is", async () => {
      const { id, a } = world.shared;
      const image = png(800, 800);
      const response = await upload(a, id, image);
      expect(response.status).toBe(200);
      const { data } = (await response.json()) as { data: { avatar: string } };
      expect(await keyOf(id)).toMatch(new RegExp(`^company-avatars/${id}/[0-9a-f]{32}\\.png$`));
      // A signed URL, never the raw key.
      expect(data.avatar).toMatch(/signature=/i);
      const profile = ok(
        await send(app, GetCompanyProfileDocument, { id }, { token: world.shared.employee.accessToken }),
      ).getCompany;
      expect(profile.avatar).toBe(data.avatar);
      const listed = ok(await send(app, ListUserCompaniesDocument, {}, { token: a.accessToken })).listUserCompanies;
      expect(listed.find((company) => company.id === id)?.avatar).toBe(data.avatar);
      const shown = await view(data.avatar);
      expect(shown.status).toBe(200);
      expect(shown.headers.get("content-type")).toBe("image/png");
      expect(new Uint8Array(await shown.arrayBuffer())).toEqual(image);
    });

    it("takes a JPG from the director and removes the object it replaces", async () => {
      const { id, director } = world.shared;
      const before = await keyOf(id);
      const oldUrl = ok(await send(app, GetCompanyProfileDocument, { id }, { token: director.accessToken })).getCompany
        .avatar;
      expect((await upload(director, id, jpg(640, 480))).status).toBe(200);
      expect(await keyOf(id)).toMatch(/\.jpg$/);
      expect(await keyOf(id)).not.toBe(before);
      expect((await view(oldUrl!)).status).not.toBe(200);
    });

    it("refuses another type, a size over 800 px, an unreadable header, an empty or too large file, and changes nothing", async () => {
      const { id, a } = world.shared;
      expect((await upload(a, id, png(16, 16))).status).toBe(200);
      const before = await keyOf(id);
      for (const body of [GIF, HEIC, new TextEncoder().encode("not an image")]) {
        const response = await upload(a, id, body);
        expect(response.status).toBe(400);
        expect(await refusal(response)).toMatchObject({
          code: "BAD_USER_INPUT",
          fields: { avatar: ["validation.companyAvatar.type"] },
        });
      }
      for (const body of [png(801, 10), png(10, 801), jpg(801, 801), jpg(12, 900)]) {
        const response = await upload(a, id, body);
        expect(response.status).toBe(400);
        expect(await refusal(response)).toMatchObject({ fields: { avatar: ["validation.companyAvatar.dimensions"] } });
      }
      expect(await refusal(await upload(a, id, BROKEN_PNG))).toMatchObject({
        fields: { avatar: ["validation.companyAvatar.unreadable"] },
      });
      expect(await refusal(await upload(a, id, new Uint8Array()))).toMatchObject({
        fields: { avatar: ["validation.companyAvatar.required"] },
      });
      const large = new Uint8Array(COMPANY_AVATAR_MAX_BYTES + 1);
      large.set(png(10, 10));
      const tooLarge = await upload(a, id, large);
      expect(tooLarge.status).toBe(413);
      expect(await refusal(tooLarge)).toMatchObject({ fields: { avatar: ["validation.companyAvatar.tooLarge"] } });
      expect(await keyOf(id)).toBe(before);
    });

    it("lets owners and the director change it: an employee is refused, a stranger and the signed out learn nothing", async () => {
      const { id, employee, former } = world.shared;
      const before = await keyOf(id);
      expect((await upload(employee, id, png(8, 8))).status).toBe(403);
      expect(await refusal(await upload(employee, id, png(8, 8)))).toMatchObject({ code: "FORBIDDEN" });
      expect(await refusal(await upload(former, id, png(8, 8)))).toMatchObject({ code: "OWNER_NOT_FOUND" });
      expect(await refusal(await upload(world.stranger, id, png(8, 8)))).toMatchObject({ code: "OWNER_NOT_FOUND" });
      expect(await refusal(await upload(world.stranger, "not-an-id", png(8, 8)))).toMatchObject({
        code: "OWNER_NOT_FOUND",
      });
      expect(await refusal(await upload(null, id, png(8, 8)))).toMatchObject({ code: "UNAUTHENTICATED" });
      expect(await keyOf(id)).toBe(before);
      const removal = await send(app, RemoveCompanyAvatarDocument, { companyId: id }, { token: employee.accessToken });
      expect(removal.errors?.[0].extensions?.code).toBe("FORBIDDEN");
      expect(await keyOf(id)).toBe(before);
    });

    const uploadUrl = (user: SignedUpUser | null, companyId: string, name = "logo.png") =>
      send(app, GenerateCompanyAvatarUploadUrlDocument, { companyId, name }, user ? { token: user.accessToken } : {});
    /** A PUT to a signed URL as a browser sends it: no token, no API key, no role. */
    const putTo = (url: string, body: Uint8Array) =>
      app.api.fetch(`http://api.test${url}`, { method: "PUT", body: body as BodyInit });
    const stored = async (key: string) => (await app.api.storage.stat(key)) !== null;

    it("takes an image PUT without a token to a URL from generateCompanyAvatarUploadUrl, under the key it promised", async () => {
      const { id, b } = world.shared;
      const made = ok(await uploadUrl(b, id, "Logo Final.PNG")).generateCompanyAvatarUploadUrl;
      expect(made.avatar).toMatch(new RegExp(`^company-avatars/${id}/[0-9a-f]{32}\\.png$`));
      expect(made.url.startsWith("/uploads/company-avatar?")).toBe(true);
      expect(new Date(made.expiresAt).getTime() - app.clock.now().getTime()).toBeGreaterThan(299_000);
      expect(new Date(made.expiresAt).getTime() - app.clock.now().getTime()).toBeLessThanOrEqual(300_000);
      // Nothing happens until the image arrives.
      expect(await stored(made.avatar)).toBe(false);
      const image = png(120, 80);
      const response = await putTo(made.url, image);
      expect(response.status).toBe(200);
      const { data } = (await response.json()) as { data: { avatar: string } };
      expect(await keyOf(id)).toBe(made.avatar);
      expect(new Uint8Array(await (await view(data.avatar)).arrayBuffer())).toEqual(image);
      // The change is the maker's in the audit trail, as if they had uploaded it with their token.
      const trail = await app.database.db.select().from(auditEvents).where(eq(auditEvents.companyId, id));
      expect(trail.filter((row) => row.action === "company.avatarChanged" && row.actorUserId === b.id)).toHaveLength(1);
      // A .jpeg name makes a URL for a JPG.
      const jpegUrl = ok(await uploadUrl(world.shared.director, id, "photo.jpeg")).generateCompanyAvatarUploadUrl;
      expect(jpegUrl.avatar).toMatch(/\.jpg$/);
      expect((await putTo(jpegUrl.url, jpg(64, 64))).status).toBe(200);
      expect(await keyOf(id)).toBe(jpegUrl.avatar);
      expect(await stored(made.avatar)).toBe(false);
    });

    it("refuses an expired, changed or foreign URL, one whose session has ended and an image of another type, and stores nothing", async () => {
      const { id, a } = world.shared;
      const before = await keyOf(id);
      const made = ok(await uploadUrl(a, id)).generateCompanyAvatarUploadUrl;
      const changed = (name: string, value: string | null) => {
        const url = new URL(made.url, "http://api.test");
        if (value === null) url.searchParams.delete(name);
        else url.searchParams.set(name, value);
        return `${url.pathname}${url.search}`;
      };
      const other = ok(await uploadUrl(world.solo.owner, world.solo.id)).generateCompanyAvatarUploadUrl;
      const foreignKey = new URL(other.url, "http://api.test").searchParams.get("key")!;
      const signature = new URL(made.url, "http://api.test").searchParams.get("signature")!;
      const tampered = [
        changed("companyId", world.solo.id),
        changed("key", `company-avatars/${id}/${"0".repeat(32)}.png`),
        changed("key", foreignKey),
        changed("user", world.shared.b.id),
        changed("session", world.shared.b.sessionState),
        changed("expires", String(Math.floor(app.clock.now().getTime() / 1000) + 86_400)),
        changed("expires", null),
        changed("signature", `${signature.slice(0, -2)}AA`),
        changed("signature", ""),
        // Another company's signed URL does not open this one.
        `${other.url.replace(world.solo.id, id)}`,
      ];
      for (const url of tampered) {
        const response = await putTo(url, png(8, 8));
        expect(response.status, url).toBe(403);
        expect(await refusal(response)).toMatchObject({ code: "FORBIDDEN" });
      }
      // The type the name said, or nothing: a JPG to a URL made for a PNG.
      const wrongType = await putTo(made.url, jpg(8, 8));
      expect(wrongType.status).toBe(400);
      expect(await refusal(wrongType)).toMatchObject({
        code: "BAD_USER_INPUT",
        fields: { avatar: ["validation.companyAvatar.notAsNamed"] },
      });
      // Past its 5 minutes.
      app.clock.advance(300_000);
      const expired = await putTo(made.url, png(8, 8));
      expect(expired.status).toBe(403);
      expect(await refusal(expired)).toMatchObject({ code: "FORBIDDEN" });
      expect(await keyOf(id)).toBe(before);
      expect(await stored(made.avatar)).toBe(false);

      // Signing out ends the URLs made in that session.
      const owner = await signUp(app);
      const own = await createCompany(app, owner, "Signed Out Works");
      const ended = ok(await uploadUrl(owner, own)).generateCompanyAvatarUploadUrl;
      await signOut(app, owner.accessToken);
      expect(await refusal(await putTo(ended.url, png(8, 8)))).toMatchObject({ code: "FORBIDDEN" });
      expect(await keyOf(own)).toBeNull();
    });

    it("makes a URL for owners and the director only (company.update's rule), for a PNG or JPG name", async () => {
      const { id, a, b, director, employee, former } = world.shared;
      const code = async (user: SignedUpUser | null, companyId = id) =>
        (await uploadUrl(user, companyId)).errors?.[0]?.extensions?.code ?? "ok";
      const rows = {
        "co-owner (60 %)": a,
        "co-owner (40 %)": b,
        director,
        employee,
        "former owner": former,
        stranger: world.stranger,
        "signed out": null,
      };
      const answers = Object.fromEntries(
        await Promise.all(Object.entries(rows).map(async ([who, user]) => [who, await code(user)])),
      );
      expect(answers).toEqual({
        "co-owner (60 %)": "ok",
        "co-owner (40 %)": "ok",
        director: "ok",
        employee: "FORBIDDEN",
        "former owner": "OWNER_NOT_FOUND",
        stranger: "OWNER_NOT_FOUND",
        "signed out": "UNAUTHENTICATED",
      });
      expect(await code(world.solo.owner, world.solo.id)).toBe("ok");
      expect(await code(world.stranger, "not-an-id")).toBe("OWNER_NOT_FOUND");
      // The name: bounded, one readable line, a PNG or JPG by its extension.
      const fieldOf = async (name: string) => (await uploadUrl(a, id, name)).errors?.[0]?.extensions?.fields;
      expect(await fieldOf("logo.gif")).toEqual({ name: ["validation.companyAvatar.type"] });
      expect(await fieldOf("logo.png.exe")).toEqual({ name: ["validation.companyAvatar.type"] });
      expect(await fieldOf("  ")).toEqual({ name: ["validation.companyAvatar.required"] });
      expect(await fieldOf(`${"a".repeat(252)}.png`)).toEqual({ name: ["validation.companyAvatar.nameLength"] });
      expect(await fieldOf("logo\u202egnp.jpg")).toEqual({ name: ["validation.text.control"] });
      expect(await fieldOf("logo\u0000.png")).toMatchObject({ name: [expect.stringMatching(/^validation\.text\./)] });
      expect(await fieldOf("logo\ud800.png")).toMatchObject({ name: [expect.stringMatching(/^validation\.text\./)] });
      expect(ok(await uploadUrl(a, id, `${"a".repeat(251)}.png`)).generateCompanyAvatarUploadUrl.avatar).toMatch(
        /\.png$/,
      );
    });

    it("removes it: the initials are shown again and the object is gone", async () => {
      const { id, b } = world.shared;
      const url = ok(await send(app, GetCompanyProfileDocument, { id }, { token: b.accessToken })).getCompany.avatar;
      expect(url).not.toBeNull();
      expect(
        ok(await send(app, RemoveCompanyAvatarDocument, { companyId: id }, { token: b.accessToken }))
          .removeCompanyAvatar.avatar,
      ).toBeNull();
      expect(await keyOf(id)).toBeNull();
      expect((await view(url!)).status).not.toBe(200);
      const [{ value }] = await app.database.db
        .select({ value: count() })
        .from(auditEvents)
        .where(eq(auditEvents.action, "company.avatarRemoved"));
      expect(value).toBe(1);
    });

    it("goes with its company: the sweep removes a deleted company's object after the deletion, and tries again when the storage failed", async () => {
      const owner = await signUp(app);
      const [id, kept] = [await createCompany(app, owner, "Gone Works"), await createCompany(app, owner, "Kept Works")];
      expect((await upload(owner, id, png(32, 32))).status).toBe(200);
      expect((await upload(owner, kept, png(24, 24))).status).toBe(200);
      const key = await keyOf(id);
      const url = ok(await send(app, GetCompanyProfileDocument, { id }, { token: owner.accessToken })).getCompany
        .avatar!;
      // The sole owner's votes pass at once: suspended, then deleted.
      await opened(app, owner, "STOP", id);
      await opened(app, owner, "DELETE", id);
      expect(await keyOf(id)).toBe(key);

      const storage = app.api.storage;
      const remove = storage.delete.bind(storage);
      storage.delete = () => Promise.reject(new Error("the storage is away"));
      try {
        const failed = await app.api.jobs.runDue({ force: true });
        expect(failed.find((o) => o.job === "companies.deleted-avatars")).toMatchObject({
          status: "ran",
          result: { removed: 0, failed: 1 },
        });
        expect(await keyOf(id)).toBe(key);
        expect((await view(url)).status).toBe(200);
      } finally {
        storage.delete = remove;
      }
      const outcomes = await app.api.jobs.runDue({ force: true });
      expect(outcomes.find((o) => o.job === "companies.deleted-avatars")).toMatchObject({
        status: "ran",
        result: { removed: 1, failed: 0 },
      });
      expect(await keyOf(id)).toBeNull();
      expect((await view(url)).status).not.toBe(200);
      // A live company's avatar is never touched by it.
      expect(await keyOf(kept)).not.toBeNull();
    });
  });
}

describe("the company profile page, posted to as a browser posts (the whole process on a port)", () => {
  let app: TestApp;
  let web: ServedWebApp;
  let cookie: string;
  let companyId: string;
  let page: string;
  beforeAll(async () => {
    app = await createTestApp({ ACCESS_TOKEN_TTL: "86400" });
    web = await serveWebApp(app, createLogger("silent"));
    const owner = await signUp(app);
    companyId = await createCompany(app, owner, "Web Works");
    const role = await holdRole(app, companyId, owner, 1, "Director");
    page = `/vhub/${role.id}/control-center/company-profile`;
    cookie = await signedInCookie(app, owner);
  });
  afterAll(async () => {
    await web.close();
    await app.close();
  });

  const postTo = (path: string, body: FormData | URLSearchParams) =>
    fetch(`${web.url}${path}`, { method: "POST", headers: { cookie }, body, redirect: "manual" });
  const row = async () => (await app.database.db.select().from(companies).where(eq(companies.id, companyId)))[0];

  it("saves the details through updateCompany and the avatar through the upload entry, each back to the page", async () => {
    const details = await postTo(
      page,
      new URLSearchParams({ intent: "details", phone: "+380 44 123 4567", address: "Львів", about: "Про нас" }),
    );
    expect(details.status).toBe(302);
    expect(details.headers.get("location")).toBe(page);
    expect(await row()).toMatchObject({
      name: "Web Works",
      phone: "+380441234567",
      address: "Львів",
      about: "Про нас",
    });

    const form = new FormData();
    form.set("intent", "avatar");
    form.set("avatar", new Blob([png(64, 64)], { type: "image/png" }), "logo.png");
    const uploaded = await postTo(page, form);
    expect(uploaded.status).toBe(302);
    expect((await row()).avatar).toMatch(/\.png$/);

    const wide = new FormData();
    wide.set("intent", "avatar");
    wide.set("avatar", new Blob([png(900, 10)], { type: "image/png" }), "wide.png");
    const refused = await postTo(page, wide);
    expect(refused.status).toBe(200);
    expect(await refused.text()).toContain("Зображення завелике: не більше 800×800 пікселів");
  });

  it("sends a post too large to read back to the page, which says so in the person's language", async () => {
    const form = new FormData();
    form.set("intent", "avatar");
    form.set(
      "avatar",
      new Blob([new Uint8Array(COMPANY_AVATAR_MAX_BYTES + 128 * 1024)], { type: "image/png" }),
      "huge.png",
    );
    const refused = await postTo(page, form);
    expect(refused.status).toBe(303);
    expect(refused.headers.get("location")).toBe(`${page}?avatarError=tooLarge`);
    const shown = await fetch(`${web.url}${page}?avatarError=tooLarge`, { headers: { cookie } });
    expect(await shown.text()).toContain("Файл завеликий: не більше 3 МБ");
  });
});
