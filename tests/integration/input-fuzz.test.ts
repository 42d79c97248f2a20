/**
 * Bad input gets a clear answer, never a 500: every text and id argument of every operation (the
 * schema is walked, so a new operation is covered the day it is written) is sent a NUL, lone
 * surrogates, bidirectional overrides, a line separator, 100 KB, an id that is no id and an
 * empty string, each alone in an otherwise valid call by a signed-in platform staff member who
 * owns a company. No answer is INTERNAL_SERVER_ERROR and nothing is logged as an error; what
 * cannot be text at all (NUL, a lone surrogate) is BAD_USER_INPUT wherever it is sent.
 *
 * The same values go into every search parameter of every page whose loader reads one (found in
 * the route modules' source, so a new one is covered too), through the whole process in-process
 * (tests/integration/web-app.ts): no page answers 500, and nothing is logged as an error.
 */
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import {
  buildSchema,
  getNamedType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isScalarType,
  type GraphQLField,
  type GraphQLInputType,
} from "graphql";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { companies, users } from "../../server/db/schema";
import { createLogger } from "../../server/logger";
import { loadTypeDefs } from "../../server/graphql/sdl";
import { API_KEY, createTestApp, newPhone, signUp, type SignedUpUser, type TestApp } from "./harness";
import { createCompany, holdRole, offer } from "./companies/world";
import { createCategory, createPost, names } from "./knowledge-support";
import { appRoutes, serveWebApp, signedInCookie, type ServedWebApp } from "./web-app";
import ukErrors from "~/locales/uk/errors";

const STAFF_PHONE = newPhone();
const lines: string[] = [];
let app: TestApp;
let caller: SignedUpUser;
let companyId: string;
let roleId: string;
let postId: string;
let web: ServedWebApp;
let cookie: string;
beforeAll(async () => {
  app = await createTestApp(
    // Files on: their pages read search parameters of their own.
    { RATE_LIMIT_ADDRESS_MAX: "1000000", ACCESS_TOKEN_TTL: "86400", STAFF_PHONES: STAFF_PHONE },
    { logger: createLogger("info", { write: (line: string) => void lines.push(line) }) },
  );
  caller = await signUp(app, { phone: STAFF_PHONE });
  companyId = await createCompany(app, caller, "Fuzz Works");
  // The director too: vHub's pages are a role's.
  roleId = (await holdRole(app, companyId, caller, 1, "CEO")).id;
  const category = await createCategory(app, caller, { translations: names("Довідка", "Help") });
  postId = (
    await createPost(app, caller, {
      categoryId: category.id,
      translations: [{ languageCode: "uk", title: "Як передати частку" }],
    })
  ).id;
  await offer(app, caller, companyId, await signUp(app), 100);
  web = await serveWebApp(app, createLogger("info", { write: (line: string) => void lines.push(line) }));
  cookie = await signedInCookie(app, caller);
});
afterAll(async () => {
  await web?.close();
  await app?.close();
});

/** What cannot be text at all: refused as BAD_USER_INPUT wherever it is sent. */
const UNREADABLE = { nul: "Ol\u0000ena", "lone low surrogate": "Lone\udc00", "lone high surrogate": "\ud800Lone" };
/** What some fields refuse and others take; never an error page. */
const AWKWARD = {
  "bidirectional override": "Olena\u202eanelO",
  "bidirectional isolate": "\u2066Olena\u2069",
  "line separator": "Olena\u2028Koval",
  "100 KB": "a".repeat(100_000),
  "not a uuid": "not-a-uuid",
  empty: "",
};

const schema = buildSchema(loadTypeDefs());

/** A valid value for an input field, by its name where the name says what it holds. */
function validText(name: string, type: "String" | "ID"): string {
  if (type === "ID" || /Id$/.test(name)) return companyId;
  const byName: Record<string, string> = {
    phone: "+380441234567",
    email: "olena@example.com",
    code: "123456",
    otp: "123456",
    password: "Correct#Horse9",
    newPassword: "Correct#Horse9",
    currentPassword: "Correct#Horse9",
    confirmPassword: "Correct#Horse9",
    username: "olena_fuzz",
    recipient: "olena_fuzz",
    birthday: "1990-05-17",
    confirm: "YES",
    name: "Olena",
    surname: "Koval",
  };
  return byName[name] ?? "Olena";
}

/** A valid value of a type: required input fields only (an optional one is added when it is fuzzed). */
function baseline(type: GraphQLInputType, name: string): unknown {
  if (isNonNullType(type)) return baseline(type.ofType, name);
  if (isListType(type)) return [baseline(type.ofType, name)];
  if (isEnumType(type)) return type.getValues()[0].value;
  if (isInputObjectType(type)) {
    return Object.fromEntries(
      Object.values(type.getFields())
        .filter((field) => isNonNullType(field.type) && field.defaultValue === undefined)
        .map((field) => [field.name, baseline(field.type, field.name)]),
    );
  }
  switch (type.name) {
    case "String":
    case "ID":
      return validText(name, type.name);
    case "Int":
      return 1;
    case "Float":
      return 1;
    case "Boolean":
      return true;
    case "Date":
      return "1990-05-17";
    case "DateTime":
      return new Date().toISOString();
    default:
      throw new Error(`no baseline for the scalar ${type.name}`);
  }
}

type Path = Array<string | number>;

/** Every place a String or an ID goes in a type: the path to it from the argument. */
function textPlaces(type: GraphQLInputType, path: Path, seen = new Set<string>()): Path[] {
  if (isNonNullType(type)) return textPlaces(type.ofType, path, seen);
  if (isListType(type)) return textPlaces(type.ofType, [...path, 0], seen);
  if (isInputObjectType(type)) {
    if (seen.has(type.name)) return [];
    return Object.values(type.getFields()).flatMap((field) =>
      textPlaces(field.type, [...path, field.name], new Set([...seen, type.name])),
    );
  }
  return isScalarType(type) && (type.name === "String" || type.name === "ID") ? [path] : [];
}

/** The variables with `value` put at `path`, the input objects and lists on the way made valid first. */
function withValueAt(
  variables: Record<string, unknown>,
  field: GraphQLField<unknown, unknown>,
  path: Path,
  value: string,
) {
  const copy = structuredClone(variables);
  let holder = copy as Record<string | number, unknown>;
  // The type of the value at holder[key], for each key of the path.
  let type: GraphQLInputType = field.args.find((arg) => arg.name === path[0])!.type;
  for (let i = 0; i < path.length - 1; i += 1) {
    const key = path[i];
    const named = isNonNullType(type) ? type.ofType : type;
    holder[key] ??= baseline(named, String(key));
    if (isListType(named)) type = named.ofType;
    else if (isInputObjectType(named)) type = named.getFields()[path[i + 1] as string].type;
    holder = holder[key] as Record<string | number, unknown>;
  }
  holder[path[path.length - 1]] = value;
  return copy;
}

interface Call {
  name: string;
  query: string;
  variables: Record<string, unknown>;
  places: Path[];
  field: GraphQLField<unknown, unknown>;
}

/** One call per root field: all its arguments as variables, and `__typename` of what it answers. */
function calls(): Call[] {
  const out: Call[] = [];
  for (const [operation, root] of [
    ["query", schema.getQueryType()],
    ["mutation", schema.getMutationType()],
  ] as const) {
    for (const field of Object.values(root!.getFields())) {
      const places = field.args.flatMap((arg) => textPlaces(arg.type, [arg.name]));
      if (!places.length) continue;
      const declared = field.args.map((arg) => `$${arg.name}: ${arg.type.toString()}`).join(", ");
      const passed = field.args.map((arg) => `${arg.name}: $${arg.name}`).join(", ");
      const returned = getNamedType(field.type);
      const selection = isScalarType(returned) || isEnumType(returned) ? "" : " { __typename }";
      const variables = Object.fromEntries(
        field.args.filter((arg) => isNonNullType(arg.type)).map((arg) => [arg.name, baseline(arg.type, arg.name)]),
      );
      out.push({
        name: field.name,
        query: `${operation} (${declared}) { ${field.name}(${passed})${selection} }`,
        variables,
        places,
        field,
      });
    }
  }
  return out;
}

async function post(query: string, variables: Record<string, unknown>) {
  const response = await app.api.fetch("http://api.test/graphql", {
    method: "POST",
    headers: {
      "content-type": "application/json",
      "x-api-key": API_KEY,
      authorization: `Bearer ${caller.accessToken}`,
    },
    body: JSON.stringify({ query, variables }),
  });
  const text = await response.text();
  return {
    status: response.status,
    body: JSON.parse(text) as {
      errors?: Array<{ message: string; extensions?: { code?: string; fields?: Record<string, string[]> } }>;
    },
  };
}

/** What was logged as an error, in short: its message and its cause's. */
const errorLines = () =>
  lines
    .map(
      (line) =>
        JSON.parse(line) as { level: number; msg: string; err?: { message: string; cause?: { message: string } } },
    )
    .filter((line) => line.level >= 50)
    .map((line) => `${line.msg}: ${line.err?.cause?.message ?? line.err?.message ?? ""}`);

describe("every text and id argument of every operation", () => {
  it("walks the whole schema", () => {
    const names = calls().map((call) => call.name);
    // The operations the issue names are among them.
    for (const name of [
      "listUsers",
      "listUserCompanies",
      "listCompanyOwners",
      "listUserShareTransfers",
      "listUserIncomingShareTransfers",
      "updateCompany",
    ]) {
      expect(names).toContain(name);
    }
  });

  it.each(calls().map((call) => [call.name, call] as const))(
    "%s: never a 500, never an error logged",
    async (_name, call) => {
      lines.length = 0;
      const problems: string[] = [];
      for (const place of call.places) {
        for (const [label, value] of Object.entries({ ...UNREADABLE, ...AWKWARD })) {
          const answer = await post(call.query, withValueAt(call.variables, call.field, place, value));
          const codes = answer.body.errors?.map((error) => error.extensions?.code) ?? [];
          const where = `${place.join(".")} = ${label}`;
          if (answer.status >= 500 || codes.includes("INTERNAL_SERVER_ERROR"))
            problems.push(`${where}: ${answer.status} ${codes.join(" ")}`);
          else if (label in UNREADABLE && codes[0] !== "BAD_USER_INPUT")
            problems.push(`${where}: ${codes.join(" ") || "no error"}`);
        }
      }
      expect(problems).toEqual([]);
      expect(errorLines()).toEqual([]);
    },
  );
});

describe("the inputs the issue names", () => {
  const call = (query: string, variables: Record<string, unknown>) =>
    post(query, variables).then((answer) => answer.body.errors?.[0]?.extensions);

  it("a NUL in a search is BAD_USER_INPUT on the search field", async () => {
    for (const query of [
      "query ($search: String) { listUsers(search: $search) { total } }",
      "query ($search: String) { listUserCompanies(search: $search) { id } }",
      `query ($search: String) { listCompanyOwners(companyId: "${companyId}", search: $search) { id } }`,
    ]) {
      expect(await call(query, { search: "Ol\u0000ena" }), query).toEqual({
        code: "BAD_USER_INPUT",
        fields: { search: ["validation.text.control"] },
      });
    }
    // Written into the operation itself, too.
    expect(await call('query { listUsers(search: "Ol\\u0000ena") { total } }', {})).toEqual({
      code: "BAD_USER_INPUT",
      fields: { search: ["validation.text.control"] },
    });
  });

  it("a filter's company id that is no id is BAD_USER_INPUT on that field", async () => {
    for (const field of ["listUserShareTransfers", "listUserIncomingShareTransfers"]) {
      const query = `query ($filter: ShareTransferFilter) { ${field}(filter: $filter) { id } }`;
      expect(await call(query, { filter: { companyId: "not-a-uuid" } }), field).toEqual({
        code: "BAD_USER_INPUT",
        fields: { companyId: ["validation.company.unknown"] },
      });
    }
  });

  it("a company's address or about with a lone surrogate or a bidirectional override is refused on its field, and nothing changes", async () => {
    const update =
      "mutation ($id: ID!, $input: UpdateCompanyInput!) { updateCompany(id: $id, input: $input) { address about } }";
    expect(await call(update, { id: companyId, input: { address: "Lone\udc00", about: "\ud800" } })).toEqual({
      code: "BAD_USER_INPUT",
      fields: { address: ["validation.text.unreadable"], about: ["validation.text.unreadable"] },
    });
    expect(
      await call(update, {
        id: companyId,
        input: { address: "Kyiv \u202e1 Khreshchatyk", about: "We \u2066build\u2069" },
      }),
    ).toEqual({
      code: "BAD_USER_INPUT",
      fields: { address: ["validation.text.control"], about: ["validation.text.control"] },
    });
    expect(await call(update, { id: companyId, input: { address: "Kyiv\u2028Khreshchatyk 1" } })).toEqual({
      code: "BAD_USER_INPUT",
      fields: { address: ["validation.text.control"] },
    });
    // Several lines of about may be separated so; the address is one line.
    const saved = await post(update, { id: companyId, input: { about: "We build.\u2028And sell." } });
    expect(saved.body).toEqual({ data: { updateCompany: { address: null, about: "We build.\u2028And sell." } } });
  });

  it("the database itself refuses bidirectional controls and line separators in names and addresses", async () => {
    const { db } = app.database;
    for (const name of ["Ol\u202eena", "\u2066Olena\u2069", "Olena\u2028"]) {
      await expect(db.update(users).set({ name }).where(eq(users.id, caller.id)), name).rejects.toThrow();
      await expect(
        db.update(companies).set({ address: name }).where(eq(companies.id, companyId)),
        name,
      ).rejects.toThrow();
    }
    await expect(
      db.update(companies).set({ about: "Line\u2029break\n\ttab" }).where(eq(companies.id, companyId)),
    ).resolves.toBeDefined();
    await expect(db.update(users).set({ about: "About \u202dme" }).where(eq(users.id, caller.id))).rejects.toThrow();
  });
});

/** The values as an address carries them (a lone surrogate can only be its UTF-8 bytes, which decode to U+FFFD). */
const IN_ADDRESS = {
  nul: "Ol%00ena",
  "lone surrogate": "Lone%ED%B0%80",
  "bidirectional override": "Olena%E2%80%AEanelO",
  "bidirectional isolate": "%E2%81%A6Olena%E2%81%A9",
  "line separator": "Olena%E2%80%A8Koval",
  "4 KB": "a".repeat(4_000),
  // Longer than a request line may be (Node refuses it with 431 before the app).
  "100 KB": "a".repeat(100_000),
  "not a uuid": "not-a-uuid",
  empty: "",
};

const appDirectory = fileURLToPath(new URL("../../app/", import.meta.url));
const SEARCH_PARAM = /searchParams\.(?:get|has|getAll)\(\s*"([^"]+)"/g;
const LOCAL_IMPORT = /from "(?:~\/|\.\/)([^"]+)"/g;

/** The search parameters a route module reads, itself or through the app's modules it imports. */
function searchParamsOf(file: string, seen = new Set<string>()): string[] {
  if (seen.has(file)) return [];
  seen.add(file);
  let source: string;
  try {
    source = readFileSync(`${appDirectory}${file}`, "utf8");
  } catch {
    return [];
  }
  const own = [...source.matchAll(SEARCH_PARAM)].map((match) => match[1]);
  const folder = file.includes("/") ? file.slice(0, file.lastIndexOf("/") + 1) : "";
  const imported = [...source.matchAll(LOCAL_IMPORT)].flatMap((match) => {
    const base = source.includes(`from "~/${match[1]}"`) ? match[1] : `${folder}${match[1]}`;
    return [".ts", ".tsx"].flatMap((ext) => searchParamsOf(`${base}${ext}`, seen));
  });
  return [...new Set([...own, ...imported])];
}

/** A route's address with its parameters filled in: this file's company, post and transfer, a vote of none. */
function addressOf(path: string): string {
  return (
    path
      .replace(/^\/vhold\/:id/, `/vhold/${companyId}`)
      .replace(/^\/vhub\/:id/, `/vhub/${roleId}`)
      .replace(/\/:section\?$/, "")
      .replace(/^\/knowledge-base\/page\/:id/, `/knowledge-base/page/${postId}`)
      .replace(/:answer/, "cancel")
      // A vote's page: a kind, and a session that does not exist (the page says so, never a 500).
      .replace(/\/votes\/:kind\/:sessionId/, "/votes/stop/00000000-0000-4000-8000-000000000000")
      // The control center's profiles of no one (back to the list), the access of the caller's own role (the director's: back to the table).
      .replace(/\/team\/:userId/, `/team/00000000-0000-4000-8000-000000000000`)
      .replace(/\/owners\/:ownerId/, "/owners/00000000-0000-4000-8000-000000000000")
      .replace(/\/access\/:roleId/, `/access/${roleId}`)
      .replace(/\/revoke\/:module/, "/revoke/FILES")
      // The files' dialogs of a node that does not exist (back to the list), and of a selection.
      .replace(/\/files\/delete\/:action\/:nodeId/, "/files/delete/restore/selection")
      .replace(/\/files\/available\/:action\/:nodeId/, "/files/available/rename/00000000-0000-4000-8000-000000000000")
      .replace(/\/files\/:action\/:nodeId/, "/files/delete/selection")
      .replace(/\/folder\/:folderId/, "/folder/00000000-0000-4000-8000-000000000000")
      // An instruction's dialogs (removing a file: ?file=) of an instruction that does not exist (back to the list).
      .replace(
        /\/instruction\/:instructionId\/:action/,
        "/instruction/00000000-0000-4000-8000-000000000000/remove-file",
      )
      .replace(/\/:instructionId/, "/00000000-0000-4000-8000-000000000000")
      // A task's dialogs (removing a file: ?file=) of a task that does not exist (the not-found page).
      .replace(/\/tasks\/:taskId\/:action/, "/tasks/00000000-0000-4000-8000-000000000000/remove-file")
      .replace(/\/:taskId/, "/00000000-0000-4000-8000-000000000000")
      .replace(/\/:fileId/, "/00000000-0000-4000-8000-000000000000")
  );
}

const pages = () =>
  appRoutes()
    .map((route) => ({ ...route, params: searchParamsOf(route.file) }))
    .filter((route) => route.params.length > 0);

describe("every search parameter of every page", () => {
  it("finds the pages that read them", () => {
    const found = pages().map((page) => page.path);
    for (const path of [
      "/vhold",
      "/vhold/:id/transfer",
      "/knowledge-base",
      "/profile",
      "/settings",
      "/auth/username-check",
    ])
      expect(found).toContain(path);
  });

  it.each(pages().map((page) => [`${page.file} ?${page.params.join(", ?")}`, page] as const))(
    "%s: never a 500, never an error logged",
    async (_name, page) => {
      lines.length = 0;
      const address = addressOf(page.path);
      expect(address, "a route parameter this test does not fill").not.toContain(":");
      const problems: string[] = [];
      for (const param of page.params) {
        for (const [label, value] of Object.entries(IN_ADDRESS)) {
          // Sign-in pages are for signed-out visitors; the rest need a session.
          const response = await fetch(`${web.url}${address}?${param}=${value}`, {
            headers: page.id.startsWith("routes/auth") ? {} : { cookie },
            redirect: "manual",
          });
          await response.arrayBuffer();
          if (response.status >= 500) problems.push(`?${param}=${label}: ${response.status}`);
        }
      }
      expect(problems).toEqual([]);
      expect(errorLines()).toEqual([]);
    },
  );

  it.each([
    ["/vhold?search=", "the company list's search"],
    ["/vhold/{company}/transfer?q=", "the transfer's search for a recipient"],
  ])("%s with a NUL: 400, and the page says the address cannot be read (%s)", async (path) => {
    const response = await fetch(`${web.url}${path.replace("{company}", companyId)}Ol%00ena`, { headers: { cookie } });
    expect(response.status).toBe(400);
    expect(await response.text()).toContain(ukErrors.badAddress);
  });

  it.each(["/%FF", "/auth/%FF", "/knowledge-base/%ED%A0%80", "/public/files/%FF%FE", "/vhub/%FF/files", "/x%"])(
    "a path that cannot be decoded, %s: 400 and the site's error page, the request's one log line, signed in or out",
    async (path) => {
      for (const headers of [{}, { cookie }] as Array<Record<string, string>>) {
        lines.length = 0;
        const response = await fetch(`${web.url}${path}?search=x`, { headers, redirect: "manual" });
        expect(response.status).toBe(400);
        expect(response.headers.get("content-type")).toMatch(/^text\/html/);
        const html = await response.text();
        expect(html).toContain(ukErrors.badAddress);
        // No script: the browser's router would meet the address again.
        expect(html).not.toContain("<script");
        expect(errorLines()).toEqual([]);
        expect(lines.map((line) => JSON.parse(line))).toEqual([
          expect.objectContaining({ msg: "request", path, status: 400 }),
        ]);
      }
      // A form posted there: the same page, and nothing of the post is read by any action.
      const posted = await fetch(`${web.url}${path}`, {
        method: "POST",
        headers: { cookie, "content-type": "application/x-www-form-urlencoded" },
        body: "intent=x",
        redirect: "manual",
      });
      expect(posted.status).toBe(400);
      expect(await posted.text()).toContain(ukErrors.badAddress);
    },
  );

  it("the API's entries in the same process answer such a path without a 500 too", async () => {
    lines.length = 0;
    for (const path of [
      "/graphql/%FF",
      "/oauth/token/%FF",
      "/storage/%FF",
      "/storage/avatars/%ED%A0%80.png?expires=1&signature=x",
    ]) {
      const response = await fetch(`${web.url}${path}`, { redirect: "manual" });
      await response.arrayBuffer();
      expect(response.status, path).toBeLessThan(500);
      expect(response.status, path).toBeGreaterThanOrEqual(400);
    }
    expect(errorLines()).toEqual([]);
  });

  it("a ?_data= request (not this app's) is answered 400 with the request's one log line, no stack", async () => {
    lines.length = 0;
    const response = await fetch(`${web.url}/profile?_data=routes%2F_app.profile`, { headers: { cookie } });
    expect(response.status).toBe(400);
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0])).toMatchObject({ msg: "request", path: "/profile", status: 400 });
  });
});
