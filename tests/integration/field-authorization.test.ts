/**
 * Authorization field by field. The test walks the schema: for every field of every object type
 * it finds the shortest way in from a root query, and asks it as each kind of person around a
 * company. What each one should get is read from the field rules (server/authz/fields.ts) and the
 * policy tables they name, applied to the person's relations, which are written out below; what
 * a root query lets each person in is written out too. A field without a rule stops the API at
 * start, so it fails here first; a rule that lets the wrong person through fails its row.
 */
import { buildSchema, type GraphQLField, type GraphQLNamedType } from "graphql";
import { and, eq, isNull } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { isMember, type Relation } from "../../server/authz/actor";
import { can } from "../../server/authz/policy";
import { randomUUID } from "node:crypto";
import {
  fileGrants,
  fileNodes,
  filePublicLinks,
  fileStorages,
  instructionFiles,
  instructionRoles,
  instructions,
  notifications,
  taskComments,
  taskFiles,
  taskMoves,
  tasks,
  owners,
  roles,
} from "../../server/db/schema";
import { loadTypeDefs } from "../../server/graphql/sdl";
import { moduleFieldRules } from "../../server/registry";
import { createTestApp, gql, signUp, type SignedUpUser, type TestApp } from "./harness";
import { createCompany, give, holdRole, offer } from "./companies/world";
import { createCategory, createPost, names, signUpStaff } from "./knowledge-support";
import { ok } from "./support";
import { invite, opened, vote } from "./votes/support";

const PERSONAS = [
  "signed out",
  "stranger",
  "pending recipient",
  "co-owner",
  "sole owner",
  "former owner",
  "director",
  "level 2",
  "level 3",
  "level 4",
  "role elsewhere",
] as const;
type Persona = (typeof PERSONAS)[number];
type Outcome =
  | "ok"
  | "UNAUTHENTICATED"
  | "OWNER_NOT_FOUND"
  | "FORBIDDEN"
  | "FILE_NOT_FOUND"
  | "INSTRUCTION_NOT_FOUND"
  | "TASK_NOT_FOUND";

/** Each person's relations to the company they ask about (the sole owner's own, else the shared one). */
const RELATIONS: Record<Persona, Relation[]> = {
  "signed out": [],
  stranger: [],
  "pending recipient": [],
  "co-owner": ["owner", "coOwner"],
  "sole owner": ["owner", "soleOwner"],
  "former owner": ["formerOwner"],
  // The director's role owns the file and the folder the walk probes (its own nodes: full access),
  // and the instruction it probes.
  director: [
    "director",
    "fileViewer",
    "fileEditor",
    "fileManager",
    "instructionOwner",
    "instructionReader",
    "taskGiver",
    "taskReader",
  ],
  "level 2": ["employee", "level2"],
  "level 3": ["employee", "level3"],
  "level 4": ["employee", "level4"],
  "role elsewhere": [],
};

let app: TestApp;
const people = {} as Record<Exclude<Persona, "signed out">, SignedUpUser>;
let shared: string;
let solo: string;
const ownerRow: Record<string, string> = {};
const pendingTransfer: Record<string, string> = {};
let postId: string;
/** The director's role's confirmed PNG in a folder of its own (granted to level 2, with a public link). */
let fileId: string;
/** The director's role's instruction, carried out by level 2 (whose role has no Instructions module) and edited by level 3. */
let instructionId: string;
/** The director's role's task, given to level 2 (whose role has no Tasks module), with a comment and its creation move. */
let taskId: string;

const companyOf = (persona: Persona) => (persona === "sole owner" ? solo : shared);

beforeAll(async () => {
  app = await createTestApp({ ACCESS_TOKEN_TTL: "86400" });
  for (const persona of PERSONAS) if (persona !== "signed out") people[persona] = await signUp(app);
  const a = people["co-owner"];
  const b = await signUp(app);
  shared = await createCompany(app, a, "Shared Works");
  await give(app, a, shared, people["former owner"], 1000);
  await give(app, people["former owner"], shared, b, 1000);
  await give(app, a, shared, b, 3000);
  // A co-owner's change of the details tells the other (a notification kind of its own).
  ok(
    await gql(
      app,
      `mutation($id: ID!) { updateCompany(id: $id, input: { address: "Kyiv, Khreshchatyk 1" }) { id } }`,
      { id: shared },
      { token: b.accessToken },
    ),
  );
  solo = await createCompany(app, people["sole owner"], "Solo Trade");
  // A top-up asked for (its invoice and payment are in the history the walk reads).
  paymentId = ok(
    await gql<{ createBillingTopUp: { paymentId: string } }>(
      app,
      `mutation($c: ID!) { createBillingTopUp(companyId: $c, period: MONTH, returnUrl: "/profile") { paymentId } }`,
      { c: solo },
      { token: people["sole owner"].accessToken },
    ),
  ).createBillingTopUp.paymentId;
  const directorRole = await holdRole(app, shared, people.director, 1, "Director");
  const level2Role = await holdRole(app, shared, people["level 2"], 2, "Finance");
  const level3Role = await holdRole(app, shared, people["level 3"], 3, "Accountant", level2Role.id);
  await holdRole(app, shared, people["level 4"], 4, "Clerk");
  await holdRole(app, solo, people["role elsewhere"], 2, "Sales");
  // vHub: the clerk's role has a working link and an invitation out (the pending recipient is told).
  const clerk = (
    await gql<{ listCompanyRoles: Array<{ id: string; level: number }> }>(
      app,
      `query($c: ID!) { listCompanyRoles(companyId: $c) { id level } }`,
      { c: shared },
      { token: people.director.accessToken },
    )
  ).data!.listCompanyRoles.find((role) => role.level === 4)!;
  ok(
    await gql(
      app,
      `mutation($r: ID!) { setRoleInviteLink(roleId: $r, expiresIn: WEEK) { id } }`,
      { r: clerk.id },
      { token: people.director.accessToken },
    ),
  );
  ok(
    await gql(
      app,
      `mutation($r: ID!, $u: String!) { createRoleInvitation(roleId: $r, username: $u) { id } }`,
      { r: clerk.id, u: people["pending recipient"].username },
      { token: people.director.accessToken },
    ),
  );
  pendingTransfer[shared] = (await offer(app, a, shared, people["pending recipient"], 1)).id;
  pendingTransfer[solo] = (await offer(app, people["sole owner"], solo, people["pending recipient"], 1)).id;
  for (const [company, owner] of [
    [shared, a],
    [solo, people["sole owner"]],
  ] as const) {
    const [row] = await app.database.db
      .select({ id: owners.id })
      .from(owners)
      .where(and(eq(owners.companyId, company), eq(owners.userId, owner.id), isNull(owners.leftAt)));
    ownerRow[company] = row.id;
  }
  // Votes of every kind in the shared company, opened by b (40 %: none passes alone): a name vote
  // (ended as moot by the suspension), a suspension a passes, then a restoration and a deletion
  // left open. a is told of them (a notification kind of its own).
  // A director's invitation to the pending recipient, its vote open until the suspension ends both.
  ok(await invite(app, b, shared, people["pending recipient"]));
  await opened(app, b, "NAME", shared, { name: "Shared Works Renamed" });
  const stop = await opened(app, b, "STOP", shared, { comment: "A pause." });
  ok(await vote(app, a, "STOP", stop.id, "FOR"));
  await opened(app, b, "START", shared);
  await opened(app, b, "DELETE", shared);
  // The suspension turned the clerk's link off (decision 0022): one is put back by hand, so that the walk meets a link.
  await app.database.db
    .update(roles)
    .set({
      inviteToken: "f".repeat(32),
      inviteExpiresAt: new Date(app.clock.now().getTime() + 7 * 86_400_000),
      inviteSenderId: people.director.id,
    })
    .where(eq(roles.id, clerk.id));
  // Files, written directly (the company is suspended by now: changes are refused): the director's
  // role keeps a folder with a confirmed PNG in it, given to the level-2 role to view (whose role
  // has no Files module: no access through it), with a working public link.
  const now = app.clock.now();
  const db = app.database.db;
  const [folder] = await db
    .insert(fileNodes)
    .values({
      companyId: shared,
      roleId: directorRole.id,
      type: "FOLDER",
      name: "Reports",
      createdBy: people.director.id,
      createdAt: now,
      updatedAt: now,
      uploadedAt: now,
    })
    .returning();
  const [file] = await db
    .insert(fileNodes)
    .values({
      companyId: shared,
      roleId: directorRole.id,
      parentId: folder.id,
      type: "FILE",
      name: "chart.png",
      createdBy: people.director.id,
      createdAt: now,
      updatedAt: now,
      uploadedAt: now,
    })
    .returning();
  fileId = file.id;
  const storageId = randomUUID();
  await db.insert(fileStorages).values({
    id: storageId,
    nodeId: file.id,
    companyId: shared,
    s3Key: `files/${shared}/${storageId}.png`,
    s3Bucket: "local",
    size: 68,
    extension: "png",
    contentType: "image/png",
    confirmedAt: now,
    createdAt: now,
    updatedAt: now,
  });
  await db
    .insert(fileGrants)
    .values({ nodeId: file.id, roleId: level2Role.id, level: "VIEW", grantedBy: people.director.id, createdAt: now });
  await db.insert(filePublicLinks).values({
    nodeId: file.id,
    token: "p".repeat(32),
    expiry: "MANUAL",
    createdBy: people.director.id,
    createdAt: now,
  });
  // An instruction of the director's role, written directly (changes are refused by now), with an
  // executor and an editor whose roles have no Instructions module: no relation through them.
  const [instruction] = await db
    .insert(instructions)
    .values({
      companyId: shared,
      ownerRoleId: directorRole.id,
      title: "Closing the month",
      content: { type: "doc", content: [{ type: "paragraph", content: [{ type: "text", text: "<b>Step</b>" }] }] },
      createdBy: people.director.id,
      updatedBy: people.director.id,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  instructionId = instruction.id;
  await db.insert(instructionRoles).values([
    { instructionId, roleId: level2Role.id, kind: "EXECUTOR", createdAt: now },
    { instructionId, roleId: level3Role.id, kind: "EDITOR", createdAt: now },
  ]);
  // Its attachment: a confirmed file of origin INSTRUCTION at the top of the owner's tree.
  const [attachment] = await db
    .insert(fileNodes)
    .values({
      companyId: shared,
      roleId: directorRole.id,
      type: "FILE",
      name: "steps.pdf",
      origin: "INSTRUCTION",
      createdBy: people.director.id,
      createdAt: now,
      updatedAt: now,
      uploadedAt: now,
    })
    .returning();
  const attachmentStorage = randomUUID();
  await db.insert(fileStorages).values({
    id: attachmentStorage,
    nodeId: attachment.id,
    companyId: shared,
    s3Key: `files/${shared}/${attachmentStorage}.pdf`,
    s3Bucket: "local",
    size: 12,
    extension: "pdf",
    contentType: "application/pdf",
    confirmedAt: now,
    createdAt: now,
    updatedAt: now,
  });
  await db
    .insert(instructionFiles)
    .values({ instructionId, fileNodeId: attachment.id, companyId: shared, createdAt: now });
  // A task of the director's role, given to level 2 (no Tasks module there: no relation through it).
  const [task] = await db
    .insert(tasks)
    .values({
      companyId: shared,
      giverRoleId: directorRole.id,
      executorRoleId: level2Role.id,
      title: "Count the stock",
      description: { type: "doc", content: [{ type: "paragraph", content: [{ type: "text", text: "<b>All</b>" }] }] },
      dueDate: "2026-03-10",
      dueAt: new Date("2026-03-10T22:00:00Z"),
      createdBy: people.director.id,
      updatedBy: people.director.id,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  taskId = task.id;
  await db.insert(taskMoves).values({
    taskId,
    toStatus: "OPEN",
    byRoleId: directorRole.id,
    byUserId: people.director.id,
    createdAt: now,
  });
  await db.insert(taskComments).values({
    taskId,
    authorRoleId: directorRole.id,
    authorUserId: people.director.id,
    body: "Before Friday",
    createdAt: now,
  });
  // Its attachment (origin TASK, in the giver's tree) and the notice its executor's holder got.
  const [taskAttachment] = await db
    .insert(fileNodes)
    .values({
      companyId: shared,
      roleId: directorRole.id,
      type: "FILE",
      name: "stock.csv",
      origin: "TASK",
      createdBy: people.director.id,
      createdAt: now,
      updatedAt: now,
      uploadedAt: now,
    })
    .returning();
  const taskStorage = randomUUID();
  await db.insert(fileStorages).values({
    id: taskStorage,
    nodeId: taskAttachment.id,
    companyId: shared,
    s3Key: `files/${shared}/${taskStorage}.csv`,
    s3Bucket: "local",
    size: 7,
    extension: "csv",
    contentType: "text/csv",
    confirmedAt: now,
    createdAt: now,
    updatedAt: now,
  });
  await db.insert(taskFiles).values({ taskId, fileNodeId: taskAttachment.id, companyId: shared, createdAt: now });
  await db.insert(notifications).values({
    userId: people["level 2"].id,
    type: "task.given",
    payload: { taskId, title: task.title, companyId: shared, roleId: level2Role.id, by: people.director.id },
    createdAt: now,
  });
  const staff = await signUpStaff(app);
  const top = await createCategory(app, staff, { translations: names("Розділ", "Section") });
  const child = await createCategory(app, staff, { parentId: top.id, translations: names("Підрозділ", "Subsection") });
  postId = (
    await createPost(app, staff, {
      categoryId: child.id,
      isRecommended: true,
      translations: [{ languageCode: "uk", title: "Допис" }],
    })
  ).id;
});
afterAll(() => app.close());

const everyone = (outcome: Outcome = "ok"): Record<Persona, Outcome> =>
  Object.fromEntries(PERSONAS.map((p) => [p, p === "signed out" ? "UNAUTHENTICATED" : outcome])) as Record<
    Persona,
    Outcome
  >;
/** A company's members get in (those the action allows), everyone else is told there is no such company. */
const members = (allowed: Persona[]): Record<Persona, Outcome> =>
  Object.fromEntries(
    PERSONAS.map((p) => [
      p,
      p === "signed out"
        ? "UNAUTHENTICATED"
        : allowed.includes(p)
          ? "ok"
          : isMember(new Set(RELATIONS[p]))
            ? "FORBIDDEN"
            : "OWNER_NOT_FOUND",
    ]),
  ) as Record<Persona, Outcome>;
/** As members(), for the files operations: a refusal that says nothing of the company names the file instead (filesGuard). */
const fileMembers = (allowed: Persona[]): Record<Persona, Outcome> =>
  Object.fromEntries(
    Object.entries(members(allowed)).map(([p, outcome]) => [
      p,
      outcome === "OWNER_NOT_FOUND" ? "FILE_NOT_FOUND" : outcome,
    ]),
  ) as Record<Persona, Outcome>;
/** As fileMembers(), for the instructions operations (instructionsGuard). */
const instructionMembers = (allowed: Persona[]): Record<Persona, Outcome> =>
  Object.fromEntries(
    Object.entries(members(allowed)).map(([p, outcome]) => [
      p,
      outcome === "OWNER_NOT_FOUND" ? "INSTRUCTION_NOT_FOUND" : outcome,
    ]),
  ) as Record<Persona, Outcome>;
const OWNERS: Persona[] = ["co-owner", "sole owner"];
const EMPLOYEES = ["level 2", "level 3", "level 4"] as const satisfies Persona[];

/** The ways in: root queries, their arguments per person, and who each lets in (written out). */
const ROOTS: Record<string, { args: (p: Persona) => Record<string, unknown>; expect: Record<Persona, Outcome> }> = {
  getAuthUser: { args: () => ({}), expect: everyone() },
  getCompany: { args: (p) => ({ id: companyOf(p) }), expect: members([...OWNERS, "director", ...EMPLOYEES]) },
  listUserCompanies: { args: () => ({}), expect: everyone() },
  getOwner: { args: (p) => ({ id: ownerRow[companyOf(p)] }), expect: members([...OWNERS, "director"]) },
  listCompanyOwners: { args: (p) => ({ companyId: companyOf(p) }), expect: members([...OWNERS, "director"]) },
  listUsers: { args: () => ({ search: "user_" }), expect: everyone() },
  getShareTransfer: {
    args: (p) => ({ id: pendingTransfer[companyOf(p)] }),
    expect: { ...members([...OWNERS]), "pending recipient": "ok" },
  },
  listUserShareTransfers: { args: () => ({}), expect: everyone() },
  listUserIncomingShareTransfers: { args: () => ({}), expect: everyone() },
  listCompanyShareTransfers: { args: (p) => ({ companyId: companyOf(p) }), expect: members([...OWNERS]) },
  listCompanyHistory: { args: (p) => ({ companyId: companyOf(p) }), expect: members([...OWNERS]) },
  listCompanyCeoVoteSessions: { args: (p) => ({ companyId: companyOf(p) }), expect: members([...OWNERS, "director"]) },
  listUserInvitations: { args: () => ({}), expect: everyone() },
  listCompanyRoles: {
    args: (p) => ({ companyId: companyOf(p) }),
    expect: members([...OWNERS, "director", ...EMPLOYEES]),
  },
  getCompanyBilling: { args: (p) => ({ companyId: companyOf(p) }), expect: members([...OWNERS, "director"]) },
  listUserCompanyRoles: { args: () => ({}), expect: everyone() },
  // The team is the owners', the director's and a role's granted Team (decision 0026): none of these employees has it.
  listCompanyUsers: { args: (p) => ({ companyId: companyOf(p) }), expect: members([...OWNERS, "director"]) },
  listRoleModuleAccess: { args: (p) => ({ companyId: companyOf(p) }), expect: members([...OWNERS, "director"]) },
  listCompanyInvitations: { args: (p) => ({ companyId: companyOf(p) }), expect: members(["director"]) },
  listCompanyNameVoteSessions: { args: (p) => ({ companyId: companyOf(p) }), expect: members([...OWNERS, "director"]) },
  listCompanyStopVoteSessions: { args: (p) => ({ companyId: companyOf(p) }), expect: members([...OWNERS, "director"]) },
  listCompanyStartVoteSessions: {
    args: (p) => ({ companyId: companyOf(p) }),
    expect: members([...OWNERS, "director"]),
  },
  listCompanyDeleteVoteSessions: {
    args: (p) => ({ companyId: companyOf(p) }),
    expect: members([...OWNERS, "director"]),
  },
  listCompanyStopReasons: { args: () => ({}), expect: everyone() },
  listAuthUserSessions: { args: () => ({}), expect: everyone() },
  listUserNotifications: { args: () => ({}), expect: everyone() },
  listKnowledgeBaseCategories: { args: () => ({}), expect: everyone() },
  getKnowledgeBasePost: { args: () => ({ id: postId }), expect: everyone() },
  listRecommendedKnowledgeBasePosts: { args: () => ({}), expect: everyone() },
  listIndustryCategories: { args: () => ({}), expect: everyone() },
  // The director's role's file in the shared company, asked about by everyone (the sole owner too,
  // who is no member there; without a current role every role held counts). Only the director's
  // role has a relation to it: level 2's grant gives nothing to a role without the Files module;
  // the other members are refused, the rest are told there is no such file.
  getFileNode: {
    args: () => ({ id: fileId }),
    expect: { ...fileMembers(["director"]), "sole owner": "FILE_NOT_FOUND" },
  },
  listFileNodeAccess: {
    args: () => ({ id: fileId }),
    expect: { ...fileMembers(["director"]), "sole owner": "FILE_NOT_FOUND" },
  },
  // The director's role's instruction, asked about by everyone (without a current role every role
  // held counts): only the director's role has a relation to it (its executor's and editor's roles
  // have no Instructions module); the other members are refused, the rest told there is none.
  getInstruction: {
    args: () => ({ id: instructionId }),
    expect: { ...instructionMembers(["director"]), "sole owner": "INSTRUCTION_NOT_FOUND" },
  },
  // The director's role's task, asked about by everyone (without a current role every role held
  // counts): only the director's role has a relation to it (its executor's role has no Tasks
  // module); everyone else, in the company or not, is told there is no such task (issue 44).
  getTask: {
    args: () => ({ id: taskId }),
    expect: {
      ...everyone("TASK_NOT_FOUND"),
      director: "ok",
    },
  },
  // The control center's storage in numbers: its owners and director, as billing.
  getCompanyStorageUsage: { args: (p) => ({ companyId: companyOf(p) }), expect: members([...OWNERS, "director"]) },
};

/**
 * Types only mutations, or only the web server's API key, answer (their fields inherit: the root
 * matrix in authorization.test.ts covers them): where a company's avatar may be PUT
 * (generateCompanyAvatarUploadUrl), an upload's target (createFile) and a large
 * upload's parts (signFileUploadParts; listFileUploadParts, a query, answers only the person
 * uploading, about an upload not yet live: no member's walk reaches it), and where a public link
 * leads (openFilePublicLink, the API key's). The role's dashboard's instruction groups
 * (getInstructionOverview) are answered only in a vHub role (x-current-role-id), which the walk does
 * not send: their fields inherit the role's own list's check (instruction.list), whose matrix is in
 * tests/integration/instructions.
 */
const MUTATION_ONLY = new Set([
  "InstructionGroup",
  // A role's task tabs (listRoleTasks) are answered only in a vHub role: their fields inherit the
  // list's check (task.list), whose matrix is in tests/integration/tasks.
  "TaskPage",
  "AuthCodeDelivery",
  "AuthCodeCheck",
  "BillingTopUp",
  "CompanyAvatarUploadUrl",
  "FileUpload",
  "FileUploadHeader",
  "FilePublicDownload",
  "FileUploadParts",
  "FileUploadPart",
  "FileStoredPart",
]);

const schema = buildSchema(loadTypeDefs());
const tagOf = (type: GraphQLNamedType) => (type as unknown as { [Symbol.toStringTag]: string })[Symbol.toStringTag];
const isComposite = (type: GraphQLNamedType) =>
  ["GraphQLObjectType", "GraphQLInterfaceType", "GraphQLUnionType"].includes(tagOf(type));
const named = (field: GraphQLField<unknown, unknown>) => {
  let type = field.type as unknown as { ofType?: unknown; name?: string };
  while (type.ofType) type = type.ofType as typeof type;
  return schema.getType(type.name!)!;
};
/** The object types a field's value can be (an interface or union: each of its kinds). */
const concrete = (type: GraphQLNamedType): GraphQLNamedType[] =>
  tagOf(type) === "GraphQLObjectType" ? [type] : [...schema.getPossibleTypes(type as never)];
const fieldsOf = (type: GraphQLNamedType) =>
  (type as unknown as { getFields(): Record<string, GraphQLField<unknown, unknown>> }).getFields();

interface Step {
  field: string;
  /** The object type the field's value is read as (an inline fragment when the field's type is abstract). */
  as: string;
  abstract: boolean;
}
interface Path {
  root: string;
  steps: Step[];
}

/** Breadth first from the roots above: the shortest way to each object type. */
function shortestPaths(): Map<string, Path> {
  const paths = new Map<string, Path>();
  const queue: Array<{ type: string; path: Path }> = [];
  const query = fieldsOf(schema.getQueryType()!);
  for (const root of Object.keys(ROOTS)) {
    const type = named(query[root]);
    if (!isComposite(type)) continue;
    for (const kind of concrete(type)) {
      if (paths.has(kind.name)) continue;
      const path = { root, steps: [{ field: root, as: kind.name, abstract: kind !== type }] };
      paths.set(kind.name, path);
      queue.push({ type: kind.name, path });
    }
  }
  while (queue.length) {
    const { type, path } = queue.shift()!;
    for (const field of Object.values(fieldsOf(schema.getType(type)!))) {
      if (field.args.some((arg) => String(arg.type).endsWith("!") && arg.defaultValue === undefined)) continue;
      const next = named(field);
      if (!isComposite(next)) continue;
      for (const kind of concrete(next)) {
        if (paths.has(kind.name)) continue;
        const longer = {
          root: path.root,
          steps: [...path.steps, { field: field.name, as: kind.name, abstract: kind !== next }],
        };
        paths.set(kind.name, longer);
        queue.push({ type: kind.name, path: longer });
      }
    }
  }
  return paths;
}

/**
 * A leaf's required arguments, as the probe writes them: a field that looks one thing up by its id
 * is asked for a real one of the walk's data (`$leafId`, given by LEAF_VARIABLES).
 */
const LEAF_ARGUMENTS: Record<string, string> = { "BillingAccount.payment": "(id: $leafId)" };
let paymentId = "";
const LEAF_VARIABLES: Record<string, () => Record<string, unknown>> = {
  "BillingAccount.payment": () => ({ leafId: paymentId }),
};

/** The query that reads `leaf` of the object at the end of `path`. */
function queryFor(path: Path, leaf: string): { text: string } {
  const rootField = fieldsOf(schema.getQueryType()!)[path.root];
  const given = Object.keys(ROOTS[path.root].args("stranger"));
  const args = rootField.args.filter((arg) => given.includes(arg.name));
  const target = schema.getType(path.steps.at(-1)!.as)!;
  const leafArguments = LEAF_ARGUMENTS[`${target.name}.${leaf}`] ?? "";
  const declared = [
    ...args.map((arg) => `$${arg.name}: ${String(arg.type)}`),
    ...(leafArguments ? ["$leafId: ID!"] : []),
  ].join(", ");
  const passed = args.map((arg) => `${arg.name}: $${arg.name}`).join(", ");
  const leafType = named(fieldsOf(target)[leaf]);
  let body = isComposite(leafType) ? `${leaf}${leafArguments} { __typename }` : `${leaf}${leafArguments}`;
  for (let i = path.steps.length - 1; i >= 0; i--) {
    const step = path.steps[i];
    const inner = step.abstract ? `... on ${step.as} { ${body} }` : body;
    body = i === 0 ? `${step.field}${passed ? `(${passed})` : ""} { ${inner} }` : `${step.field} { ${inner} }`;
  }
  return { text: `query Probe${declared ? `(${declared})` : ""} { ${body} }` };
}

/** What the person should get: the root's answer, then each field's rule on the way, in order. */
function expected(persona: Persona, path: Path, leaf: string): Outcome {
  const root = ROOTS[path.root].expect[persona];
  if (root !== "ok") return root;
  const relations = new Set(RELATIONS[persona]);
  const hops: Array<[string, string]> = [];
  for (let i = 1; i < path.steps.length; i++) hops.push([path.steps[i - 1].as, path.steps[i].field]);
  hops.push([path.steps.at(-1)!.as, leaf]);
  for (const [type, field] of hops) {
    const rule = moduleFieldRules[type]?.[field];
    if (rule && rule !== "inherit" && rule.kind === "company" && !can(rule.policy, rule.action, relations)) {
      return isMember(relations) ? "FORBIDDEN" : "OWNER_NOT_FOUND";
    }
  }
  return "ok";
}

/** Whether the answer held at least one object at the end of the path with the leaf read (lists may be empty). */
function reached(data: unknown, path: Path, leaf: string): boolean {
  let level: unknown[] = [data];
  for (const step of path.steps) {
    level = level.flatMap((value) => {
      const next = (value as Record<string, unknown> | null)?.[step.field];
      return (Array.isArray(next) ? next : [next]).filter(Boolean);
    });
  }
  return level.some((value) => Object.hasOwn(value as object, leaf));
}

const paths = shortestPaths();
const objectTypes = Object.values(schema.getTypeMap()).filter(
  (type) =>
    tagOf(type) === "GraphQLObjectType" &&
    !type.name.startsWith("__") &&
    type.name !== "Query" &&
    type.name !== "Mutation",
);

describe("the walk", () => {
  it("reaches every object type from a root query, or knows why not", () => {
    const unreached = objectTypes
      .filter((type) => !paths.has(type.name) && !MUTATION_ONLY.has(type.name))
      .map((type) => type.name);
    expect(unreached, "add a root to ROOTS, or the type to MUTATION_ONLY").toEqual([]);
  });

  it("types only mutations answer have no field of their own to guard", () => {
    for (const type of MUTATION_ONLY) {
      for (const field of Object.keys(fieldsOf(schema.getType(type)!)))
        expect(moduleFieldRules[type]?.[field], `${type}.${field}`).toBe("inherit");
    }
  });
});

const cells = objectTypes
  .filter((type) => paths.has(type.name))
  .flatMap((type) =>
    Object.keys(fieldsOf(type)).map((field) => ({ type: type.name, field, path: paths.get(type.name)! })),
  );

describe.each(cells.map((cell) => [`${cell.type}.${cell.field}`, cell] as const))("%s", (_name, { field, path }) => {
  const probe = queryFor(path, field);
  let someoneReadIt = false;

  it.each(PERSONAS)("%s", async (persona) => {
    const user = persona === "signed out" ? null : people[persona];
    const leafVariables = LEAF_VARIABLES[`${path.steps.at(-1)!.as}.${field}`]?.() ?? {};
    const answer = await gql(
      app,
      probe.text,
      { ...ROOTS[path.root].args(persona), ...leafVariables },
      user ? { token: user.accessToken } : {},
    );
    const outcome = expected(persona, path, field);
    if (outcome === "ok") {
      expect(answer.errors, `${probe.text}\n${JSON.stringify(answer.errors)}`).toBeUndefined();
      if (reached(answer.data, path, field)) someoneReadIt = true;
    } else {
      expect(answer.errors?.[0]?.extensions?.code, `${probe.text}\n${JSON.stringify(answer)}`).toBe(outcome);
    }
  });

  it("was read by someone (the walk met real data on the way)", () => {
    expect(someoneReadIt, probe.text).toBe(true);
  });
});

describe("the rules themselves", () => {
  /** Every field that is more than part of its object, written out: a change of rule shows up here. */
  const GUARDED = {
    "Company.owners": "company owners.read",
    "Company.industryCategories": "company company.read",
    "Company.openVoteSessions": "company vote.read",
    "Company.balanceState": "company billing.read",
    "Owner.shareTransfers": "company shareTransfer.list",
    "User.phone": "mask",
    "User.email": "mask",
    "User.birthday": "mask",
    "CompanyUser.phone": "mask",
    "CompanyUser.email": "mask",
    "CompanyUser.birthday": "mask",
    "Role.inviteLink": "company role.manage.read",
    "Role.holdings": "company role.manage.read",
    "Role.openInvitationCount": "company role.manage.read",
    "Role.candidateCount": "company role.manage.read",
    "Role.resources": "company role.resources.read",
    "FileNode.children": "company file.see",
    "FileNode.publicLink": "company file.manage.read",
    ...Object.fromEntries(
      Object.keys(fieldsOf(schema.getType("AuthUser")!)).map((field) => [`AuthUser.${field}`, "self"]),
    ),
    ...Object.fromEntries(
      [
        "ShareTransferNotification",
        "CompanyDetailsChangedNotification",
        "VoteSessionNotification",
        "RoleNotification",
        "TaskNotification",
      ].flatMap((type) => Object.keys(fieldsOf(schema.getType(type)!)).map((field) => [`${type}.${field}`, "self"])),
    ),
  };

  it("guard exactly these fields, each as written", () => {
    const actual = Object.fromEntries(
      Object.entries(moduleFieldRules).flatMap(([type, fields]) =>
        Object.entries(fields)
          .filter(([, rule]) => rule !== "inherit")
          .map(([field, rule]) => [
            `${type}.${field}`,
            rule !== "inherit" && rule.kind === "company" ? `company ${rule.action}` : (rule as { kind: string }).kind,
          ]),
      ),
    );
    expect(actual).toEqual(GUARDED);
  });
});

describe("the leaks a probe of main found are closed", () => {
  it("a role holder refused listCompanyOwners gets no owners through getCompany", async () => {
    for (const persona of EMPLOYEES) {
      const answer = await gql(
        app,
        `query($id: ID!) { getCompany(id: $id) { name owners { share user { phone } } } }`,
        { id: shared },
        {
          token: people[persona].accessToken,
        },
      );
      expect(answer.errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
      expect(JSON.stringify(answer.data ?? null)).not.toContain("share");
    }
  });

  it("the director reads the company and its owners, but not the share history listCompanyShareTransfers refuses", async () => {
    const token = people.director.accessToken;
    const company = await gql<{ getCompany: { owners: unknown[] } }>(
      app,
      `query($id: ID!) { getCompany(id: $id) { owners { share } } }`,
      { id: shared },
      { token },
    );
    expect(company.errors).toBeUndefined();
    expect(company.data?.getCompany.owners).toHaveLength(2);
    const history = await gql(
      app,
      `query($id: ID!) { getOwner(id: $id) { share shareTransfers { share } } }`,
      { id: ownerRow[shared] },
      { token },
    );
    expect(history.errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
    const list = await gql(
      app,
      `query($c: ID!) { listCompanyOwners(companyId: $c) { shareTransfers { id } } }`,
      { c: shared },
      { token },
    );
    expect(list.errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
  });
});
