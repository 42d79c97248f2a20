/**
 * The files page without JavaScript (issue 22): every step is a plain page and a plain form, the
 * way a browser without scripts goes through them, against the served app (pages and API).
 */
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  DeleteFileNodesDocument,
  GetFileNodeSharingDocument,
  GrantFileNodeAccessDocument,
  GrantRoleModuleAccessDocument,
  ListMyFilesDocument,
  ListMyTrashDocument,
  RevokeFileNodeAccessDocument,
} from "#graphql/generated/operations";
import { RequestState } from "#graphql/load-context";
import { takeToasts } from "~/lib/toast.server";
import { createLogger } from "../../../server/logger";
import { createTestApp, send, signUp, type TestApp } from "../harness";
import { holdRole } from "../companies/world";
import { ok } from "../support";
import { serveWebApp, signedInCookie, type ServedWebApp } from "../web-app";
import { as, filesWorld, mkdir, PNG, text, upload, type FilesWorld } from "./support";

let app: TestApp;
let web: ServedWebApp;
let world: FilesWorld;
let cookie: string;

beforeAll(async () => {
  app = await createTestApp({ ACCESS_TOKEN_TTL: "86400", DATA_DIR: mkdtempSync(path.join(tmpdir(), "files-pages-")) });
  web = await serveWebApp(app, createLogger("silent"));
  world = await filesWorld(app);
  cookie = await signedInCookie(app, world.director);
});
afterAll(async () => {
  await web?.close();
  await app?.close();
});

const base = () => `/vhub/${world.ceo}/files`;
const page = async (to: string) => {
  const response = await fetch(`${web.url}${to}`, { headers: { cookie }, redirect: "manual" });
  return {
    status: response.status,
    location: response.headers.get("location"),
    setCookie: response.headers.get("set-cookie"),
    html: await response.text(),
  };
};
/** A form post as a browser sends it (same origin), not followed: its answer's status and where it leads. */
const post = async (to: string, fields: Record<string, string>) => {
  const response = await fetch(`${web.url}${to}`, {
    method: "POST",
    headers: { cookie, origin: web.url, "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields),
    redirect: "manual",
  });
  return { status: response.status, location: response.headers.get("location"), html: await response.text() };
};
/** The toasts an answer queued (a redirect's flash), as the page it leads to would show them. */
const toastsOf = async (response: { setCookie: string | null }) => {
  const request = new Request(web.url, { headers: { cookie: response.setCookie?.split(";")[0] ?? "" } });
  return (
    await takeToasts(request, {
      sessionSecret: app.config.sessionSecret,
      secureCookies: false,
      state: new RequestState(),
    } as never)
  ).toasts;
};
const mine = async (parentId: string | null = null) =>
  ok(await send(app, ListMyFilesDocument, { filter: { parentId: { equal: parentId } } }, as(world.director, world.ceo)))
    .listMyFiles;

describe("the files page without JavaScript", () => {
  it("lists the role's files with their tabs, and a file's information when it is selected", async () => {
    const folder = await mkdir(app, world.director, world.ceo, "Договори");
    const file = await upload(app, world.director, world.ceo, "Логотип.png", PNG);
    const top = await page(base());
    expect(top.status).toBe(200);
    expect(top.html).toContain("Мої файли");
    expect(top.html).toContain("Доступні мені");
    expect(top.html).toContain("Договори");
    expect(top.html).toContain("Логотип.png");
    expect(top.html).toContain(`href="${base()}/folder/${folder.id}"`);
    const selected = await page(`${base()}?selected=${file.id}`);
    expect(selected.html).toMatch(/data-testid="file-info"[\s\S]*Логотип\.png[\s\S]*Завантажити/);
    // The layout is remembered (a cookie) once chosen.
    const listed = await fetch(`${web.url}${base()}?view=list`, { headers: { cookie } });
    expect(listed.headers.get("set-cookie")).toContain("files_view=list");
  });

  it("makes a folder, renames it, moves a file into it and deletes it, each a page with a form", async () => {
    const made = await post(`${base()}/new-folder`, { name: "Звіти 2026" });
    expect(made.status).toBe(302);
    const folder = (await mine()).find((node) => node.name === "Звіти 2026")!;
    expect(folder).toBeDefined();
    const refused = await post(`${base()}/new-folder`, { name: "a/b" });
    expect(refused.status).toBe(200);
    expect(refused.html).toContain("Назва не може містити / або \\");

    expect((await page(`${base()}/rename/${folder.id}`)).html).toContain("Нова назва");
    expect((await post(`${base()}/rename/${folder.id}`, { name: "Звіти" })).status).toBe(302);
    const file = await upload(app, world.director, world.ceo, "q1.txt", text("q1"));
    const moved = await post(`${base()}/move/${file.id}`, { target: folder.id });
    expect(moved.location).toBe(`${base()}/folder/${folder.id}`);
    expect((await mine(folder.id)).map((node) => node.name)).toEqual(["q1.txt"]);

    expect((await page(`${base()}/delete/${folder.id}`)).html).toContain("перейде до кошика");
    expect((await post(`${base()}/delete/${folder.id}`, {})).status).toBe(302);
    const trash = ok(await send(app, ListMyTrashDocument, {}, as(world.director, world.ceo))).listMyTrash;
    expect(trash.map((node) => node.name)).toContain("Звіти");
    expect((await page(`${base()}/delete`)).html).toContain("Звіти");
    expect((await post(`${base()}/delete/restore/${folder.id}`, {})).status).toBe(302);
    expect((await mine()).map((node) => node.name)).toContain("Звіти");
  });

  it("deletes several ticked nodes at once", async () => {
    const a = await upload(app, world.director, world.ceo, "one.txt", text("1"));
    const b = await upload(app, world.director, world.ceo, "two.txt", text("2"));
    const question = await page(`${base()}/delete/selection?ids=${a.id}&ids=${b.id}`);
    expect(question.html).toContain("Елементів: 2");
    expect((await post(`${base()}/delete/selection?ids=${a.id}&ids=${b.id}`, {})).status).toBe(302);
    expect((await mine()).map((node) => node.name)).not.toContain("one.txt");
  });

  it("shares a file by a public link that opens signed out, and gives a role access", async () => {
    const file = await upload(app, world.director, world.ceo, "Прайс.txt", text("ціни"));
    expect((await post(`${base()}/link/${file.id}`, { intent: "create", expiry: "DAY" })).status).toBe(302);
    const sharing = ok(await send(app, GetFileNodeSharingDocument, { id: file.id }, as(world.director, world.ceo)));
    const link = sharing.getFileNode.publicLink!;
    const dialog = (await page(`${base()}/link/${file.id}`)).html;
    expect(dialog).toContain(`${web.url}${link.path}`);
    // The dialog says ahead what a suspension does (it cannot open while usage is suspended).
    expect(dialog).toContain(
      "Поки користування компанії призупинено (не вдалося списати кошти з балансу), посилання не відкриваються",
    );
    const opened = await fetch(`${web.url}${link.path}`, { redirect: "manual" });
    expect(opened.status).toBe(302);
    const download = await fetch(new URL(opened.headers.get("location")!, web.url));
    expect(await download.text()).toBe("ціни");
    expect(download.headers.get("content-disposition")).toContain("attachment");
    const gone = await fetch(`${web.url}/public/files/${"x".repeat(32)}`);
    expect(gone.status).toBe(404);
    expect(await gone.text()).toContain("Це посилання більше не діє");

    expect((await page(`${base()}/access/${file.id}`)).html).toContain("У компанії немає іншої ролі");
    const sales = await holdRole(app, world.companyId, await signUp(app), 2, "Продажі");
    expect((await page(`${base()}/access/${file.id}`)).html).toContain("Надати доступ");
    expect(
      (await post(`${base()}/access/${file.id}`, { intent: "grant", roleId: sales.id, level: "VIEW" })).status,
    ).toBe(302);
    const granted = ok(
      await send(app, GetFileNodeSharingDocument, { id: file.id }, as(world.director, world.ceo)),
    ).listFileNodeAccess;
    expect(granted.map((grant) => [grant.role.name, grant.level])).toEqual([["Продажі", "VIEW"]]);
  });

  it("shows in the control center's storage what the files take, by kind, file and role", async () => {
    await upload(app, world.director, world.ceo, "Кошторис.pdf", new Uint8Array(5000).fill(3));
    const storage = await page(`/vhub/${world.ceo}/control-center/storage`);
    expect(storage.status).toBe(200);
    expect(storage.html).toMatch(/data-testid="storage-files"[\s\S]*Кошторис\.pdf/);
    expect((await page(`/vhub/${world.ceo}/control-center/storage?tab=roles`)).html).toMatch(
      /data-testid="storage-roles"[\s\S]*CEO/,
    );
  });

  it("sends a role the files are closed to (not granted) to its dashboard, saying why, and a role not one's own to the profile", async () => {
    const colleague = await signUp(app);
    const clerk = await holdRole(app, world.companyId, colleague, 3, "Діловод");
    const theirs = await signedInCookie(app, colleague);
    const open = (to: string, as = theirs) => fetch(`${web.url}${to}`, { headers: { cookie: as }, redirect: "manual" });
    for (const to of [`/vhub/${clerk.id}/files`, `/vhub/${clerk.id}/instruction`]) {
      const closed = await open(to);
      expect([closed.status, closed.headers.get("location")], to).toEqual([302, `/vhub/${clerk.id}`]);
      // The dashboard it lands on says why: the toast queued with the redirect.
      const toast = new Request(`${web.url}/vhub/${clerk.id}`, {
        headers: { cookie: closed.headers.get("set-cookie")?.split(";")[0] ?? "" },
      });
      const { toasts } = await takeToasts(toast, {
        sessionSecret: app.config.sessionSecret,
        secureCookies: false,
        state: new RequestState(),
      } as never);
      expect(toasts, to).toMatchObject([{ type: "error", title: "vhub.nav.noAccess" }]);
    }
    const stranger = await signedInCookie(app, await signUp(app));
    expect((await open(`/vhub/${clerk.id}/files`, stranger)).headers.get("location")).toBe("/profile");
  });

  it("lets a role a folder is shared with rename and delete in it from Available to me, as its grant allows", async () => {
    const colleague = await signUp(app);
    const sales = await holdRole(app, world.companyId, colleague, 2, "Відділ продажу");
    ok(
      await send(
        app,
        GrantRoleModuleAccessDocument,
        { roleId: sales.id, module: "FILES" },
        { token: world.director.accessToken },
      ),
    );
    const folder = await mkdir(app, world.director, world.ceo, "Спільне");
    const file = await upload(app, world.director, world.ceo, "план.txt", text("план"), folder.id);
    ok(
      await send(
        app,
        GrantFileNodeAccessDocument,
        { id: folder.id, roleId: sales.id, level: "VIEW_EDIT" },
        as(world.director, world.ceo),
      ),
    );
    const theirs = await signedInCookie(app, colleague);
    const as2 = (to: string, init: RequestInit = {}) =>
      fetch(`${web.url}${to}`, {
        ...init,
        headers: { cookie: theirs, origin: web.url, ...(init.headers ?? {}) },
        redirect: "manual",
      });
    const shared = `/vhub/${sales.id}/files/available`;
    expect(await (await as2(shared)).text()).toContain("Спільне");
    const inside = await (await as2(`${shared}?folder=${folder.id}&selected=${file.id}`)).text();
    expect(inside).toContain(`${shared}/rename/${file.id}?folder=${folder.id}`);
    expect(inside).not.toContain(`/move/${file.id}`);
    const renamed = await as2(`${shared}/rename/${file.id}?folder=${folder.id}`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ name: "план 2026.txt" }),
    });
    expect(renamed.status).toBe(302);
    expect(renamed.headers.get("location")).toBe(`${shared}?folder=${folder.id}`);
    expect((await mine(folder.id)).map((node) => node.name)).toEqual(["план 2026.txt"]);
  });

  it("downloads through the page's link, under the file's name", async () => {
    const file = await upload(app, world.director, world.ceo, "Звіт.txt", text("звіт"));
    const answer = await page(`${base()}/download/${file.id}`);
    expect(answer.status).toBe(302);
    const download = await fetch(new URL(answer.location!, web.url));
    expect(download.headers.get("content-disposition")).toContain(encodeURIComponent("Звіт.txt"));
  });

  it("asks for access on every download and sends storage's URL for a minute only: a trashed file or a revoked grant stops at once", async () => {
    const file = await upload(app, world.director, world.ceo, "Кошти.txt", text("кошти"));
    const answer = await page(`${base()}/download/${file.id}`);
    expect(answer.status).toBe(302);
    // The storage URL the browser is sent to lives about a minute (not STORAGE_URL_TTL's hour).
    const target = new URL(answer.location!, web.url);
    const lives = Number(target.searchParams.get("expires")) - app.clock.now().getTime() / 1000;
    expect(lives).toBeGreaterThan(0);
    expect(lives).toBeLessThanOrEqual(75);
    expect(await (await fetch(target)).text()).toBe("кошти");

    // A colleague given view access downloads through their own address, until the grant is revoked.
    const colleague = await signUp(app);
    const cashier = await holdRole(app, world.companyId, colleague, 2, "Каса");
    ok(
      await send(
        app,
        GrantRoleModuleAccessDocument,
        { roleId: cashier.id, module: "FILES" },
        { token: world.director.accessToken },
      ),
    );
    ok(
      await send(
        app,
        GrantFileNodeAccessDocument,
        { id: file.id, roleId: cashier.id, level: "VIEW" },
        as(world.director, world.ceo),
      ),
    );
    const theirs = await signedInCookie(app, colleague);
    const theirDownload = async () => {
      const response = await fetch(`${web.url}/vhub/${cashier.id}/files/download/${file.id}`, {
        headers: { cookie: theirs },
        redirect: "manual",
      });
      return {
        status: response.status,
        location: response.headers.get("location"),
        setCookie: response.headers.get("set-cookie"),
      };
    };
    expect((await theirDownload()).location).toMatch(/^\/storage\/files\//);
    ok(
      await send(app, RevokeFileNodeAccessDocument, { id: file.id, roleId: cashier.id }, as(world.director, world.ceo)),
    );
    const revoked = await theirDownload();
    expect([revoked.status, revoked.location]).toEqual([302, `/vhub/${cashier.id}/files`]);
    expect(await toastsOf(revoked)).toMatchObject([{ type: "error", title: "errors.FORBIDDEN" }]);

    // In the trash: the address refuses at once, and the URL sent before lapses within its minute.
    ok(await send(app, DeleteFileNodesDocument, { ids: [file.id] }, as(world.director, world.ceo)));
    const trashed = await page(`${base()}/download/${file.id}`);
    expect([trashed.status, trashed.location]).toEqual([302, base()]);
    expect(await toastsOf(trashed)).toMatchObject([{ type: "error", title: "errors.FILE_NOT_FOUND" }]);
    app.clock.advance(76_000);
    expect((await fetch(target)).status).toBe(403);

    // Ids that are none (not a UUID, or no such file) are refused the same way, never a 500.
    for (const id of ["not-a-uuid", "00000000-0000-4000-8000-000000000000"]) {
      const refused = await page(`${base()}/download/${id}`);
      expect([refused.status, refused.location], id).toEqual([302, base()]);
      expect(await toastsOf(refused), id).toMatchObject([{ type: "error", title: "errors.FILE_NOT_FOUND" }]);
    }
    const elsewhere = await page(`/vhub/not-a-uuid/files/download/${file.id}`);
    expect(elsewhere.status, "a role that is none").toBeLessThan(500);
  });
});
