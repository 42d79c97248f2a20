/**
 * The living demo (issue 39): people, two companies and three months of their history, made the
 * way people make them. The API is built in process (createApi) on a movable clock with an
 * in-memory messenger (nothing reaches the dev outbox); the people register or sign in through
 * the real steps (SMS code, phone ticket, the password grant) and then send the web app's own
 * operations (graphql/generated), so every rule, audit row and notification is the product's.
 * The clock starts three months back and moves forward day by day, running billing's daily charge
 * each night and every module's jobs weekly (vote deadlines, the trash...), and ends at the real
 * now, where every job runs once more.
 *
 * Idempotent: people are found by phone, the companies by their creator and name; what exists
 * is left alone, and a run that finds everything changes nothing. scripts/seed-demo.ts is the
 * command; tests/integration/demo-seed.test.ts runs it twice.
 */
import type { TypedDocumentNode } from "@graphql-typed-document-node/core";
import { randomUUID } from "node:crypto";
import { and, eq, inArray, isNull, notInArray } from "drizzle-orm";
import { getOperationAST, print, type DocumentNode } from "graphql";
import {
  AssignInvitationCandidateDocument,
  CastVoteInCeoVoteSessionDocument,
  CastVoteInCompanyNameVoteSessionDocument,
  CheckAuthCodeDocument,
  ConfirmFileUploadDocument,
  CreateBillingTopUpDocument,
  CreateCeoInvitationDocument,
  CreateCompanyDocument,
  CreateCompanyNameVoteSessionDocument,
  CreateFileDocument,
  CreateFilePublicLinkDocument,
  CreateFolderDocument,
  CreateInstructionDocument,
  CreateTaskDocument,
  AddTaskCommentDocument,
  SetTaskStatusDocument,
  CreateInstructionFileDocument,
  CreateRoleInvitationDocument,
  DeleteFileNodesDocument,
  GetAuthUserDocument,
  GetCompanyBillingDocument,
  GetCompanyDocument,
  GetInstructionDocument,
  GrantFileNodeAccessDocument,
  GrantRoleModuleAccessDocument,
  HideWelcomeBoxDocument,
  LeaveRoleDocument,
  ListCompanyCeoVoteSessionsDocument,
  ListUserInvitationsDocument,
  MarkAllNotificationsReadDocument,
  ProcessOwnershipTransferStatusDocument,
  RegisterUserDocument,
  RequestAuthCodeDocument,
  RequestShareTransferCodeDocument,
  SaveCompanyStructureDocument,
  SetFileNodeProtectedDocument,
  SetInvitationStatusDocument,
  SetRoleInviteLinkDocument,
  SignOutDocument,
  SyncIndustryTypesWithCompanyDocument,
  TransferOwnershipPartDocument,
  UpdateAuthUserDocument,
  UpdateCompanyDocument,
  UpdateInstructionDocument,
  type FileAccessLevel,
  type RoleModule,
} from "#graphql/generated/operations";
import { createApi, type Api } from "../../server/api";
import { JobRunner } from "../../server/jobs/runner";
import { createJobs } from "../../server/registry";
import { ManualClock, systemClock } from "../../server/clock";
import type { Config } from "../../server/config";
import type { Database } from "../../server/db/client";
import { companies, users } from "../../server/db/schema";
import { createLogger, type Logger } from "../../server/logger";
import type { Messenger, OutgoingMessage } from "../../server/messaging";
import { SANDBOX_CHECKOUT_PATH } from "../../server/modules/billing/providers";
import { seedKnowledgeBase } from "../../server/modules/knowledge/seed";
import { StaffService } from "../../server/modules/staff/service";
import { createStorage, type ObjectStorage } from "../../server/storage";
import {
  BAKERY,
  BAKERY_INSTRUCTIONS,
  BAKERY_ROLES,
  DEMO_PEOPLE,
  DEMO_USERS,
  MAIN,
  MAIN_INSTRUCTIONS,
  MAIN_ROLES,
  MAIN_TASKS,
  type DemoInstruction,
  type DemoTask,
  type DemoPerson,
  type DemoRole,
} from "./demo-data";
import * as pictures from "./demo-images";

export { DEMO_EMPLOYEES, DEMO_USERS, EMPLOYEE_PASSWORD, MAIN, BAKERY } from "./demo-data";

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
/** The story's length: its first day is this many days before the real now. */
const STORY_DAYS = 95;
/** The bakery opens this many days before the real now. */
const BAKERY_DAYS = 26;
/** A payer tops up for a month when the balance covers this many days or fewer. */
const TOP_UP_BELOW_DAYS = 5;
/** Where the seed's calls say they come from (the web half's device header). */
const DEVICE = "vHold demo (npm run seed:demo)";
const ORIGIN = "http://api.internal";

export interface DemoSeedOptions {
  db: Database;
  /** The configuration the server runs with (its storage, API key, flags, payment provider). */
  config: Config;
  /** Where the story ends: the real now by default. */
  now?: Date;
  /** Where progress lines go (the command prints them). */
  log?: (line: string) => void;
  logger?: Logger;
  /** The objects' storage; by default the configured one (the server's), on the real clock. */
  storage?: ObjectStorage;
}

export interface DemoCompanySummary {
  key: "main" | "bakery";
  id: string;
  name: string;
  made: boolean;
}

export interface DemoSeedResult {
  /** Usernames registered by this run. */
  registered: string[];
  companies: DemoCompanySummary[];
  /** The demo's companies this run did not make, and why (another company lives in this database...). */
  companiesSkipped?: { names: string[]; reason: string };
  knowledgeBaseFilled: boolean;
  /** Anything written at all. */
  changed: boolean;
}

/** SMS and e-mail of the seed's own API: kept in memory, so the dev outbox stays the server's. */
class SeedMessenger implements Messenger {
  private readonly last = new Map<string, string>();
  async sendSms(message: OutgoingMessage) {
    if (message.code) this.last.set(message.to, message.code);
  }
  async sendEmail(message: OutgoingMessage & { subject: string }) {
    if (message.code) this.last.set(message.to, message.code);
  }
  code(to: string): string {
    const code = this.last.get(to);
    if (!code) throw new Error(`no code was sent to ${to}`);
    return code;
  }
}

/** One demo person signed in through the API. */
interface Actor {
  person: DemoPerson;
  id: string;
  accessToken?: string;
  refreshToken?: string;
  /** When the tokens were granted (the story's clock). */
  tokenAt: number;
  /** When the last SMS code went to the phone (the resend countdown). */
  codeAt: number;
}

interface CallOptions {
  as?: Actor;
  /** vHub: the role acted in (x-current-role-id). */
  role?: string;
  /** Sign-in and registration calls carry the API key, as the web half's do. */
  apiKey?: boolean;
}

interface CompanyState {
  id: string;
  roles: Map<string, string>;
}

/** The answer's errors as one line: the operation, each code and message, the fields. */
function failure(operation: string, errors: Array<{ message: string; extensions?: Record<string, unknown> }>): Error {
  const parts = errors.map(
    (e) =>
      `${String(e.extensions?.code ?? "ERROR")}: ${e.message}${e.extensions?.fields ? ` ${JSON.stringify(e.extensions.fields)}` : ""}`,
  );
  return new Error(`demo seed: ${operation} was refused: ${parts.join("; ")}`);
}

/**
 * The API as the web half speaks to it, for the demo's people, on the story's clock. Each
 * mutation moves the clock 20 seconds on, so that what happens one after another is stored in
 * that order.
 */
class DemoClient {
  private readonly printed = new WeakMap<DocumentNode, { query: string; name: string; mutation: boolean }>();
  readonly actors = new Map<string, Actor>();

  constructor(
    readonly api: Api,
    readonly clock: ManualClock,
    readonly messenger: SeedMessenger,
    private readonly config: Config,
  ) {}

  private headers(options: CallOptions, accessToken?: string): Record<string, string> {
    const headers: Record<string, string> = {
      "content-type": "application/json",
      "x-client-device": DEVICE,
      "user-agent": DEVICE,
    };
    if (options.apiKey) headers["x-api-key"] = this.config.apiKey;
    if (accessToken) headers.authorization = `Bearer ${accessToken}`;
    if (options.role) headers["x-current-role-id"] = options.role;
    return headers;
  }

  async call<TResult, TVariables>(
    document: TypedDocumentNode<TResult, TVariables>,
    variables: TVariables,
    options: CallOptions = {},
  ): Promise<TResult> {
    let operation = this.printed.get(document);
    if (!operation) {
      const ast = getOperationAST(document);
      operation = {
        query: print(document),
        name: ast?.name?.value ?? "operation",
        mutation: ast?.operation === "mutation",
      };
      this.printed.set(document, operation);
    }
    const token = options.as ? await this.token(options.as) : undefined;
    const response = await this.api.fetch(`${ORIGIN}/graphql`, {
      method: "POST",
      headers: this.headers(options, token),
      body: JSON.stringify({ query: operation.query, variables: variables ?? {} }),
    });
    const answer = (await response.json()) as {
      data?: TResult;
      errors?: Array<{ message: string; extensions?: Record<string, unknown> }>;
    };
    if (answer.errors?.length || !answer.data)
      throw failure(`${operation.name}${options.as ? ` (as ${options.as.person.username})` : ""}`, answer.errors ?? []);
    if (operation.mutation) this.clock.advance(20_000);
    return answer.data;
  }

  /** An SMS code to the phone, read from the messenger: the resend countdown waited out first. */
  private async smsCode(person: DemoPerson, actor?: Actor): Promise<string> {
    const since = this.clock.now().getTime() - (actor?.codeAt ?? 0);
    if (since < (this.config.authResendSeconds + 1) * 1000)
      this.clock.advance((this.config.authResendSeconds + 1) * 1000 - since);
    await this.call(RequestAuthCodeDocument, { phone: person.phone }, { apiKey: true });
    if (actor) actor.codeAt = this.clock.now().getTime();
    return this.messenger.code(person.phone);
  }

  /** The phone confirmed by its SMS code: the phone ticket. */
  private async phoneTicket(person: DemoPerson, actor?: Actor): Promise<string> {
    const code = await this.smsCode(person, actor);
    const checked = await this.call(CheckAuthCodeDocument, { input: { phone: person.phone, code } }, { apiKey: true });
    if (!checked.checkAuthCode.phoneTicket)
      throw new Error(`demo seed: the code for ${person.phone} was not taken (${checked.checkAuthCode.refusal})`);
    return checked.checkAuthCode.phoneTicket;
  }

  private async grant(form: Record<string, string>): Promise<{ access_token: string; refresh_token: string } | null> {
    const response = await this.api.fetch(`${ORIGIN}/oauth/token`, {
      method: "POST",
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        "x-api-key": this.config.apiKey,
        "x-client-device": DEVICE,
        "user-agent": DEVICE,
      },
      body: new URLSearchParams(form),
    });
    const body = (await response.json()) as Record<string, string>;
    if (response.status !== 200) {
      if (form.grant_type === "refresh_token") return null;
      throw new Error(
        `demo seed: signing in as ${form.username} failed: ${body.error ?? response.status} ${body.error_description ?? ""}`.trim(),
      );
    }
    return { access_token: body.access_token, refresh_token: body.refresh_token };
  }

  private keep(actor: Actor, tokens: { access_token: string; refresh_token: string }) {
    actor.accessToken = tokens.access_token;
    actor.refreshToken = tokens.refresh_token;
    actor.tokenAt = this.clock.now().getTime();
  }

  /** A new person: the phone's code, registerUser, then the password grant with the same ticket. */
  async register(person: DemoPerson): Promise<Actor> {
    const actor: Actor = { person, id: "", tokenAt: 0, codeAt: 0 };
    const ticket = await this.phoneTicket(person, actor);
    const registered = await this.call(
      RegisterUserDocument,
      {
        input: {
          phoneTicket: ticket,
          name: person.name,
          surname: person.surname,
          username: person.username,
          password: person.password,
          confirmPassword: person.password,
          consent: true,
          language: person.language,
        },
      },
      { apiKey: true },
    );
    actor.id = registered.registerUser.id;
    this.keep(
      actor,
      (await this.grant({
        grant_type: "password",
        username: person.phone,
        password: person.password,
        phone_ticket: ticket,
      }))!,
    );
    this.actors.set(person.username, actor);
    return actor;
  }

  /** A person who has an account: signed in when first needed. */
  known(person: DemoPerson, id: string): Actor {
    const actor: Actor = { person, id, tokenAt: 0, codeAt: 0 };
    this.actors.set(person.username, actor);
    return actor;
  }

  /**
   * A live access token: the one held while it is younger than a day (the seed's API grants
   * day-long ones), else the refresh grant (the session's own line, as the web half refreshes),
   * else a new sign-in (SMS code and password) once the session has lapsed.
   */
  private async token(actor: Actor): Promise<string> {
    const age = this.clock.now().getTime() - actor.tokenAt;
    if (actor.accessToken && age < this.config.accessTokenTtl * 1000 - HOUR) return actor.accessToken;
    if (actor.refreshToken) {
      const refreshed = await this.grant({ grant_type: "refresh_token", refresh_token: actor.refreshToken });
      if (refreshed) {
        this.keep(actor, refreshed);
        return refreshed.access_token;
      }
    }
    const ticket = await this.phoneTicket(actor.person, actor);
    this.keep(
      actor,
      (await this.grant({
        grant_type: "password",
        username: actor.person.phone,
        password: actor.person.password,
        phone_ticket: ticket,
      }))!,
    );
    return actor.accessToken!;
  }

  /** A raw request to one of the API's HTTP entries (uploads, the sandbox's checkout). */
  async raw(path: string, init: RequestInit & { as?: Actor } = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    if (init.as) headers.set("authorization", `Bearer ${await this.token(init.as)}`);
    return this.api.fetch(`${ORIGIN}${path}`, { ...init, headers });
  }

  /** Ends each signed-in session (logout), so the people's session lists hold only their own. */
  async signOutAll(): Promise<void> {
    for (const actor of this.actors.values()) {
      if (!actor.accessToken) continue;
      await this.call(SignOutDocument, {}, { as: actor });
      actor.accessToken = actor.refreshToken = undefined;
    }
  }
}

const unescapeHtml = (value: string) =>
  value
    .replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)))
    .replace(/&amp;/g, "&")
    .replace(/&quot;/g, '"');

/**
 * The story: each step at its time, the clock moved to it through the nights between (each
 * night the daily charge, see nightly(); each morning the payers look at the balance and top up
 * when it runs low).
 */
class DemoStory {
  readonly main: Partial<CompanyState> = {};
  readonly bakery: Partial<CompanyState> = {};
  private payers: Array<{
    company: Partial<CompanyState>;
    who: () => Actor[];
    hub: () => string;
    turn: number;
    nextLook: number;
  }> = [];
  private readonly day0: number;
  /** The daily charges alone (billing's job): what must run every night; the rest run weekly. */
  private readonly charges: JobRunner;
  private nights = 0;

  constructor(
    private readonly client: DemoClient,
    private readonly end: Date,
    private readonly features: Config["features"],
    private readonly log: (line: string) => void,
  ) {
    const first = new Date(end.getTime() - STORY_DAYS * DAY);
    this.day0 = Date.UTC(first.getUTCFullYear(), first.getUTCMonth(), first.getUTCDate());
    const { deps, services } = client.api;
    this.charges = new JobRunner({
      db: deps.db,
      clock: deps.clock,
      logger: deps.logger,
      jobs: createJobs(deps, services).filter((job) => job.name.startsWith("billing.")),
    });
  }

  get clock() {
    return this.client.clock;
  }

  /** Day `day` of the story (0 is its first) at hh:mm UTC; from the end, day -1 is the day before today. */
  at(day: number, time: string): Date {
    const [hh, mm] = time.split(":").map(Number);
    const index = day < 0 ? STORY_DAYS + day : day;
    return new Date(this.day0 + index * DAY + hh * HOUR + mm * MINUTE);
  }

  actor(username: string): Actor {
    const actor = this.client.actors.get(username);
    if (!actor) throw new Error(`demo seed: ${username} has no account`);
    return actor;
  }

  /** Moves the clock on to `when` (never back): each night's jobs run at 00:30 Kyiv, each morning's top-ups at 08:30. */
  async moveTo(when: Date): Promise<void> {
    const target = Math.min(when.getTime(), this.end.getTime());
    for (;;) {
      const now = this.clock.now().getTime();
      const midnight = Math.floor(now / DAY) * DAY;
      const next = [
        midnight + 22 * HOUR + 30 * MINUTE,
        midnight + 6 * HOUR + 30 * MINUTE,
        midnight + DAY + 6 * HOUR + 30 * MINUTE,
      ]
        .filter((t) => t > now)
        .sort((a, b) => a - b)[0];
      if (next > target) break;
      this.clock.set(new Date(next));
      if (new Date(next).getUTCHours() === 22) await this.nightly();
      else await this.morning();
    }
    if (target > this.clock.now().getTime()) this.clock.set(new Date(target));
  }

  /**
   * The night's jobs: billing's daily charge every night; every module's due jobs (vote
   * deadlines, the trash, expired codes...) every seventh night and at the end, as a server runs
   * them: each is idempotent and settles whatever came due meanwhile. (All of them every night
   * would cost the seed about a tenth of a second a night for nothing new to see.)
   */
  async nightly(all = false): Promise<void> {
    this.nights += 1;
    const runner = all || this.nights % 7 === 0 ? this.client.api.jobs : this.charges;
    const outcomes = await runner.runDue();
    const failed = outcomes.find((o) => o.status === "failed");
    if (failed && failed.status === "failed")
      throw new Error(`demo seed: the job ${failed.job} failed: ${failed.error}`);
  }

  /**
   * Payers look at the balance, a few days apart while it covers more than a week (roles may be
   * added meanwhile, so at most three); with a few days left they top up for a month through the
   * sandbox.
   */
  private async morning(): Promise<void> {
    if (!this.features.billing) return;
    const now = this.clock.now().getTime();
    for (const payer of this.payers) {
      if (!payer.company.id || now < payer.nextLook) continue;
      const people = payer.who();
      const who = people[payer.turn % people.length];
      const account = (
        await this.client.call(GetCompanyBillingDocument, { companyId: payer.company.id, limit: 1 }, { as: who })
      ).getCompanyBilling;
      const daysLeft = account.daysLeft ?? Number.POSITIVE_INFINITY;
      payer.nextLook = now + Math.min(3, Math.max(1, daysLeft - TOP_UP_BELOW_DAYS - 1)) * DAY - HOUR;
      if (daysLeft > TOP_UP_BELOW_DAYS) continue;
      this.client.clock.advance(90 * MINUTE);
      await this.topUp(who, payer.company.id, payer.hub());
      payer.turn += 1;
    }
  }

  /**
   * A top-up as the payer's browser makes it: createBillingTopUp, the sandbox's checkout page it
   * leads to, and that page's Pay form posted as it stands (the sandbox then signs its callback).
   */
  async topUp(who: Actor, companyId: string, hub: string): Promise<void> {
    const payment = (
      await this.client.call(
        CreateBillingTopUpDocument,
        { companyId, period: "MONTH", returnUrl: `${hub}/control-center/billing` },
        { as: who },
      )
    ).createBillingTopUp;
    const checkout = new URL(payment.checkoutUrl, ORIGIN);
    if (checkout.origin !== ORIGIN || checkout.pathname !== SANDBOX_CHECKOUT_PATH)
      throw new Error(`demo seed: the top-up's checkout is not the sandbox's (${payment.checkoutUrl})`);
    const page = await this.client.raw(`${checkout.pathname}${checkout.search}`);
    const html = await page.text();
    if (page.status !== 200) throw new Error(`demo seed: the sandbox's checkout answered ${page.status}: ${html}`);
    const form =
      /<form\b[^>]*action="([^"]+)"[^>]*>((?:(?!<\/form>)[\s\S])*name="outcome" value="pay"(?:(?!<\/form>)[\s\S])*)<\/form>/.exec(
        html,
      );
    if (!form) throw new Error("demo seed: the sandbox's checkout has no Pay form");
    const fields = new URLSearchParams();
    for (const input of form[2].matchAll(/<input\b[^>]*>/g)) {
      const name = /name="([^"]*)"/.exec(input[0])?.[1];
      const value = /value="([^"]*)"/.exec(input[0])?.[1] ?? "";
      if (name) fields.append(unescapeHtml(name), unescapeHtml(value));
    }
    const paid = await this.client.raw(unescapeHtml(form[1]), {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: fields,
    });
    if (paid.status !== 303)
      throw new Error(`demo seed: the sandbox's Pay answered ${paid.status}: ${await paid.text()}`);
    this.log(
      `  ${this.clock.now().toISOString().slice(0, 10)} ${who.person.username} topped up ${(payment.amount / 100).toFixed(2)} UAH`,
    );
  }

  payFor(company: Partial<CompanyState>, who: () => Actor[], hub: () => string) {
    this.payers.push({ company, who, hub, turn: 0, nextLook: 0 });
  }

  // ---- Steps ---------------------------------------------------------------------------

  /** A company as its creator fills it in: the name, the contacts and about, the industries, the avatar. */
  async createCompany(
    who: Actor,
    name: string,
    profile: { phone: string; address: string; about: string; industries: readonly string[] },
    avatar: Uint8Array,
  ): Promise<string> {
    const id = (await this.client.call(CreateCompanyDocument, { input: { name } }, { as: who })).createCompany.id;
    await this.client.call(
      UpdateCompanyDocument,
      { id, input: { phone: profile.phone, address: profile.address, about: profile.about } },
      { as: who },
    );
    await this.client.call(
      SyncIndustryTypesWithCompanyDocument,
      { companyId: id, industryTypeIds: [...profile.industries] },
      { as: who },
    );
    // The avatar as the control center's form sends it: PUT /uploads/company-avatar under the person's token.
    const response = await this.client.raw(`/uploads/company-avatar?companyId=${id}`, {
      as: who,
      method: "PUT",
      headers: { "content-type": "image/png" },
      body: avatar as BodyInit,
    });
    if (!response.ok)
      throw new Error(`demo seed: ${name}'s avatar answered ${response.status}: ${await response.text()}`);
    return id;
  }

  /** A share transfer offered: the sender's SMS code (bound to this offer), then the offer with it. */
  async offerShare(from: Actor, companyId: string, to: Actor, shareBp: number): Promise<string> {
    await this.client.call(
      RequestShareTransferCodeDocument,
      { companyId, recipient: to.person.username, share: shareBp },
      { as: from },
    );
    const code = this.client.messenger.code(from.person.phone);
    return (
      await this.client.call(
        TransferOwnershipPartDocument,
        { input: { companyId, recipient: to.person.username, share: shareBp, code } },
        { as: from },
      )
    ).transferOwnershipPart.id;
  }

  /** A share transfer offered and, a little later, accepted by the recipient. */
  async giveShare(from: Actor, companyId: string, to: Actor, shareBp: number): Promise<void> {
    const offer = await this.offerShare(from, companyId, to, shareBp);
    this.clock.advance(25 * MINUTE);
    await this.client.call(
      ProcessOwnershipTransferStatusDocument,
      { input: { id: offer, status: "ACCEPTED" } },
      { as: to },
    );
  }

  /** The structure as the editor saves it: the director's role renamed and every other role new. */
  async saveStructure(who: Actor, company: CompanyState, roles: readonly DemoRole[]): Promise<void> {
    for (const role of roles) if (!company.roles.has(role.key)) company.roles.set(role.key, randomUUID());
    const siblings = new Map<string | null, number>();
    const input = roles.map((role) => {
      const sortNumber = siblings.get(role.parent) ?? 0;
      siblings.set(role.parent, sortNumber + 1);
      return {
        id: company.roles.get(role.key)!,
        name: role.name,
        level: role.level,
        parentRoleId: role.parent ? company.roles.get(role.parent)! : null,
        sortNumber,
        isArchived: false,
      };
    });
    await this.client.call(
      SaveCompanyStructureDocument,
      { input: { companyId: company.id, roles: input } },
      { as: who },
    );
  }

  /** The control center's access (with FEATURE_ACCESS off every role opens every module, and nothing is granted). */
  async grantModules(
    who: Actor,
    company: CompanyState,
    grants: Array<[roleKey: string, modules: RoleModule[]]>,
  ): Promise<void> {
    if (!this.features.access) return;
    for (const [key, modules] of grants) {
      for (const module of modules)
        await this.client.call(GrantRoleModuleAccessDocument, { roleId: company.roles.get(key)!, module }, { as: who });
    }
  }

  /** An invitation by username from `inviter` (acting in their role), read and accepted by the person, then assigned. */
  async hire(inviter: Actor, inviterRole: string | undefined, roleId: string, person: Actor, hours = 3): Promise<void> {
    const sent = (
      await this.client.call(
        CreateRoleInvitationDocument,
        { roleId, username: person.person.username },
        { as: inviter, role: inviterRole },
      )
    ).createRoleInvitation;
    this.clock.advance(hours * HOUR);
    await this.client.call(ListUserInvitationsDocument, {}, { as: person });
    await this.client.call(SetInvitationStatusDocument, { id: sent.id, status: "ACCEPTED" }, { as: person });
    this.clock.advance(40 * MINUTE);
    await this.client.call(AssignInvitationCandidateDocument, { id: sent.id }, { as: inviter, role: inviterRole });
  }

  async invite(inviter: Actor, inviterRole: string | undefined, roleId: string, username: string): Promise<void> {
    await this.client.call(CreateRoleInvitationDocument, { roleId, username }, { as: inviter, role: inviterRole });
  }

  async folder(who: Actor, roleId: string, name: string, parentId: string | null = null): Promise<string> {
    return (await this.client.call(CreateFolderDocument, { input: { name, parentId } }, { as: who, role: roleId }))
      .createFolder.id;
  }

  /** PUTs the bytes where the upload said: the local driver's signed /storage/ URL through the API, or storage's own (S3). */
  private async put(
    upload: { url: string; headers: Array<{ name: string; value: string }> },
    bytes: Uint8Array,
  ): Promise<void> {
    const headers: Record<string, string> = Object.fromEntries(
      upload.headers.map((header) => [header.name, header.value]),
    );
    headers["content-length"] = String(bytes.byteLength);
    const target = new URL(upload.url, ORIGIN);
    const response =
      target.origin === ORIGIN
        ? await this.client.raw(`${target.pathname}${target.search}`, {
            method: "PUT",
            headers,
            body: bytes as BodyInit,
          })
        : await fetch(target, { method: "PUT", headers, body: bytes as BodyInit });
    if (!response.ok)
      throw new Error(`demo seed: storing an upload answered ${response.status}: ${await response.text()}`);
  }

  /** A file as the files page uploads it: createFile, the PUT, confirmFileUpload. */
  async upload(
    who: Actor,
    roleId: string,
    name: string,
    bytes: Uint8Array,
    parentId: string | null = null,
  ): Promise<string> {
    const started = (
      await this.client.call(
        CreateFileDocument,
        { input: { name, parentId, size: bytes.byteLength } },
        { as: who, role: roleId },
      )
    ).createFile;
    await this.put(started, bytes);
    return (await this.client.call(ConfirmFileUploadDocument, { id: started.fileNodeId }, { as: who, role: roleId }))
      .confirmFileUpload.id;
  }

  async share(who: Actor, roleId: string, nodeId: string, toRoleId: string, level: FileAccessLevel): Promise<void> {
    await this.client.call(
      GrantFileNodeAccessDocument,
      { id: nodeId, roleId: toRoleId, level },
      { as: who, role: roleId },
    );
  }

  async instruction(
    who: Actor,
    company: CompanyState,
    spec: DemoInstruction,
    attachments: Array<[string, Uint8Array]> = [],
  ): Promise<{ id: string; version: number }> {
    const roleId = company.roles.get(spec.owner)!;
    const created = (
      await this.client.call(
        CreateInstructionDocument,
        {
          input: {
            title: spec.title,
            content: spec.content,
            executorRoleIds: spec.executors.map((key) => company.roles.get(key)!),
            editorRoleIds: (spec.editors ?? []).map((key) => company.roles.get(key)!),
          },
        },
        { as: who, role: roleId },
      )
    ).createInstruction;
    for (const [name, bytes] of attachments) {
      const started = (
        await this.client.call(
          CreateInstructionFileDocument,
          { instructionId: created.id, name, size: bytes.byteLength },
          { as: who, role: roleId },
        )
      ).createInstructionFile;
      await this.put(started, bytes);
      await this.client.call(ConfirmFileUploadDocument, { id: started.fileNodeId }, { as: who, role: roleId });
    }
    return { id: created.id, version: created.version };
  }

  /** A task given on its day by its giver role's holder, and its steps each on theirs. */
  task(company: CompanyState, spec: DemoTask, holderOf: (roleKey: string) => Actor): void {
    // The roles are made as the story plays: looked up when each step runs.
    const party = (key: string) => ({ who: () => holderOf(key), role: () => company.roles.get(key)! });
    const giver = party(spec.giver);
    const executor = party(spec.executor);
    // The due date as a Kyiv calendar date, counted from the story's end.
    const kyivDate = (days: number) =>
      new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Kyiv" }).format(new Date(this.end.getTime() + days * DAY));
    let id = "";
    this.on(spec.day, "09:00", async () => {
      id = (
        await this.client.call(
          CreateTaskDocument,
          {
            input: {
              title: spec.title,
              description: spec.description,
              executorRoleId: executor.role(),
              dueDate: spec.due === undefined ? null : kyivDate(spec.due),
              dueTime: spec.dueTime ?? null,
              priority: spec.priority ?? "NORMAL",
            },
          },
          { as: giver.who(), role: giver.role() },
        )
      ).createTask.id;
    });
    for (const [day, time, move, comment] of spec.steps) {
      const by = move === "accept" || move === "cancel" || move === "return" ? giver : executor;
      this.on(day, time, async () => {
        const as = { as: by.who(), role: by.role() };
        if (move === "comment") await this.client.call(AddTaskCommentDocument, { taskId: id, body: comment! }, as);
        else {
          const status = {
            start: "IN_PROGRESS",
            done: "DONE",
            accept: "ACCEPTED",
            cancel: "CANCELED",
            return: "RETURNED",
          } as const;
          await this.client.call(SetTaskStatusDocument, { id, status: status[move], comment: comment ?? null }, as);
        }
      });
    }
  }

  async avatar(who: Actor): Promise<void> {
    const bytes = pictures.png(256, 256, pictures.portrait(who.person.colour));
    const response = await this.client.raw("/uploads/avatar", {
      as: who,
      method: "PUT",
      headers: { "content-type": "image/png" },
      body: bytes as BodyInit,
    });
    if (!response.ok)
      throw new Error(
        `demo seed: ${who.person.username}'s photo answered ${response.status}: ${await response.text()}`,
      );
  }

  /** A photo, and for the four their "about" and birthday; they have long put away the hub's welcome box. */
  async profile(who: Actor): Promise<void> {
    const me = (await this.client.call(GetAuthUserDocument, {}, { as: who })).getAuthUser;
    if (!me.avatar) await this.avatar(who);
    if (!me.about && who.person.about) {
      await this.client.call(
        UpdateAuthUserDocument,
        { input: { about: who.person.about, birthday: who.person.birthday } },
        { as: who },
      );
    }
    if (DEMO_USERS.includes(who.person) && !me.welcomeVhubHidden)
      await this.client.call(HideWelcomeBoxDocument, { box: "VHUB" }, { as: who });
  }

  // ---- The schedule -------------------------------------------------------------------------

  private readonly steps: Array<{ at: Date; run: () => Promise<void> }> = [];

  /** A step of the story at its time (day, hh:mm UTC: see at()). */
  on(day: number, time: string, run: () => Promise<void>): void {
    this.steps.push({ at: this.at(day, time), run });
  }

  /** Every step in the order of its time (steps at one time in the order given), the clock moved to each. */
  async play(): Promise<void> {
    const steps = this.steps.splice(0).sort((a, b) => a.at.getTime() - b.at.getTime());
    for (const step of steps) {
      await this.moveTo(step.at);
      await step.run();
    }
  }

  // ---- The main company -----------------------------------------------------------------

  /**
   * Зелена Долина Агро over the whole story: its owners and their shares, the director vote, the
   * structure and its people, files, instructions, three name votes (passed, rejected, open),
   * and the last days' pending invitations.
   */
  scheduleMain(): void {
    const by = (username: string) => this.actor(username);
    const olena = () => by("olena_koval");
    const andrii = () => by("andrii_melnyk");
    const iryna = () => by("iryna_sh");
    const company: CompanyState = { id: "", roles: new Map() };
    const roleOf = (key: string) => company.roles.get(key)!;
    const holderOf = (key: string) => by(MAIN_ROLES.find((r) => r.key === key)!.holder!);
    const files = this.features.files;
    const folders = new Map<string, string>();
    const instruction = (key: string) => MAIN_INSTRUCTIONS.find((i) => i.key === key)!;
    const pdf = (title: string, lines: string[]) => pictures.pdf(title, lines);
    let payments = "";
    let renamed = "";
    let refused = "";
    let openVote = "";

    // Day 0: Olena makes the company, then offers parts to Andrii and Iryna, who accept.
    this.on(0, "08:00", async () => {
      company.id = await this.createCompany(olena(), MAIN.firstName, MAIN, pictures.png(320, 320, pictures.LOGO));
      Object.assign(this.main, company);
      this.log(`${MAIN.firstName}: made by olena_koval`);
    });
    this.on(0, "08:40", () => this.giveShare(olena(), company.id, andrii(), 4000));
    this.on(0, "10:15", () => this.giveShare(olena(), company.id, iryna(), 2000));

    // Day 1: Andrii proposes Olena as director; she accepts, and Iryna's vote carries it (60 %).
    let ceoInvitation = "";
    this.on(1, "07:30", async () => {
      ceoInvitation = (
        await this.client.call(
          CreateCeoInvitationDocument,
          { input: { companyId: company.id, candidate: "olena_koval" } },
          { as: andrii() },
        )
      ).createCeoInvitation.id;
    });
    this.on(1, "09:10", async () => {
      await this.client.call(SetInvitationStatusDocument, { id: ceoInvitation, status: "ACCEPTED" }, { as: olena() });
    });
    this.on(1, "12:20", async () => {
      const [session] = (
        await this.client.call(ListCompanyCeoVoteSessionsDocument, { companyId: company.id, limit: 1 }, { as: iryna() })
      ).listCompanyCeoVoteSessions;
      await this.client.call(CastVoteInCeoVoteSessionDocument, { sessionId: session.id, vote: "FOR" }, { as: iryna() });
      const ceo = (await this.client.call(GetCompanyDocument, { id: company.id }, { as: olena() })).getCompany.ceo;
      if (ceo?.user?.id !== olena().id)
        throw new Error("demo seed: the director vote did not make olena_koval the director");
      company.roles.set("ceo", ceo.id);
      this.log("  olena_koval: director after the owners' vote");
    });

    // Day 2: the structure, the modules each role opens, the heads of departments.
    this.on(2, "07:00", async () => {
      await this.saveStructure(olena(), company, MAIN_ROLES);
      const everyone = MAIN_ROLES.filter((r) => r.level > 1).map((r): [string, RoleModule[]] => [
        r.key,
        ["FILES", "INSTRUCTIONS", "TASKS"],
      ]);
      await this.grantModules(olena(), company, [
        ...everyone,
        ["cfo", ["TEAM", "OWNERS", "FINANCE"]],
        ["agro", ["TEAM"]],
        ["commerce", ["TEAM"]],
        ["engineer", ["TEAM"]],
        ["chiefAccountant", ["FINANCE"]],
      ]);
      this.log(`  structure: ${MAIN_ROLES.length} roles on 4 levels`);
    });
    this.on(2, "08:00", async () => {
      for (const key of ["cfo", "agro", "commerce", "engineer"])
        await this.hire(olena(), roleOf("ceo"), roleOf(key), holderOf(key), 2);
    });
    // Days 3 to 6: the heads hire their people; level 4 by the level-3 managers.
    const hires: Array<[day: number, manager: string, role: string]> = [
      [3, "cfo", "chiefAccountant"],
      [3, "agro", "foreman"],
      [4, "agro", "lab"],
      [4, "commerce", "sales"],
      [5, "engineer", "mechanic"],
      [5, "chiefAccountant", "accountant"],
      [6, "foreman", "tractor"],
      [6, "mechanic", "storekeeper"],
    ];
    for (const [day, manager, role] of hires)
      this.on(day, "08:30", () => this.hire(holderOf(manager), roleOf(manager), roleOf(role), holderOf(role)));
    // Petro is the economist for five weeks, then gives the role up: a former employee, the role open again.
    const economist = MAIN_ROLES.find((r) => r.key === "economist")!;
    this.on(4, "11:00", () => this.hire(andrii(), roleOf("cfo"), roleOf("economist"), by(economist.former!)));
    this.on(40, "17:30", async () => {
      await this.client.call(
        LeaveRoleDocument,
        { id: roleOf("economist") },
        { as: by(economist.former!), role: roleOf("economist") },
      );
    });
    this.on(6, "18:00", async () =>
      this.log(`  ${MAIN_ROLES.filter((r) => r.holder).length} of ${MAIN_ROLES.length} roles held`),
    );

    // Files through the first weeks, each role's by its holder.
    if (files) {
      this.on(5, "13:00", async () => {
        const ceo = roleOf("ceo");
        const strategy = await this.folder(olena(), ceo, "Стратегія");
        const plan = await this.upload(
          olena(),
          ceo,
          "План розвитку 2027.pdf",
          pdf("Zelena Dolyna Agro - Development plan 2027", PLAN_LINES),
          strategy,
        );
        await this.upload(
          olena(),
          ceo,
          "Презентація для інвесторів.pdf",
          pdf("Zelena Dolyna Agro - Investor presentation", INVESTOR_LINES),
          strategy,
        );
        await this.client.call(
          SetFileNodeProtectedDocument,
          { id: plan, isProtected: true },
          { as: olena(), role: ceo },
        );
        const logo = await this.upload(
          olena(),
          ceo,
          "Логотип Зелена Долина.png",
          pictures.png(320, 320, pictures.LOGO),
        );
        await this.upload(olena(), ceo, "Карта полів 2026.png", pictures.png(600, 360, pictures.FIELD_MAP));
        await this.upload(olena(), ceo, "Жнива 2026.jpg", pictures.jpg(800, 500, pictures.WHEAT));
        await this.client.call(
          CreateFilePublicLinkDocument,
          { id: logo, expiry: "MANUAL" },
          { as: olena(), role: ceo },
        );
        await this.share(olena(), ceo, strategy, roleOf("cfo"), "VIEW_EDIT");
        await this.share(olena(), ceo, strategy, roleOf("commerce"), "VIEW");
      });
      this.on(7, "10:00", async () => {
        const [taras, agro] = [holderOf("agro"), roleOf("agro")];
        const fields = await this.folder(taras, agro, "Поля");
        await this.upload(taras, agro, "Поле №3 — пшениця.jpg", pictures.jpg(640, 400, pictures.WHEAT), fields);
        await this.upload(taras, agro, "Поле №7 — соняшник.png", pictures.png(640, 400, pictures.SUNFLOWER), fields);
        await this.upload(taras, agro, "Сівозміна 2027.txt", pictures.text(ROTATION), fields);
        const soil = await this.folder(taras, agro, "Аналізи ґрунту", fields);
        await this.upload(
          taras,
          agro,
          "Аналіз ґрунту — серпень 2026.pdf",
          pdf("Soil analysis - August 2026", SOIL_LINES),
          soil,
        );
        await this.share(taras, agro, fields, roleOf("foreman"), "VIEW");
        await this.share(taras, agro, fields, roleOf("lab"), "VIEW_EDIT");
        await this.share(taras, agro, fields, roleOf("ceo"), "VIEW");
      });
      this.on(8, "11:00", async () => {
        const cfo = roleOf("cfo");
        const finance = await this.folder(andrii(), cfo, "Фінанси");
        folders.set("finance", finance);
        await this.upload(andrii(), cfo, "Бюджет 2026.csv", pictures.text(BUDGET_CSV), finance);
        await this.upload(
          andrii(),
          cfo,
          "Кредитний договір з банком.pdf",
          pdf("Credit agreement No. 2026/114", CREDIT_LINES),
          finance,
        );
        await this.share(andrii(), cfo, finance, roleOf("chiefAccountant"), "FULL");
        await this.share(andrii(), cfo, finance, roleOf("ceo"), "VIEW");
      });
      this.on(9, "09:00", async () => {
        const [serhii, engineer] = [holderOf("engineer"), roleOf("engineer")];
        const machinery = await this.folder(serhii, engineer, "Техніка");
        await this.upload(
          serhii,
          engineer,
          "Трактор John Deere 8R.jpg",
          pictures.jpg(640, 400, pictures.TRACTOR),
          machinery,
        );
        await this.upload(serhii, engineer, "Графік ТО 2026.csv", pictures.text(SERVICE_CSV), machinery);
        await this.share(serhii, engineer, machinery, roleOf("mechanic"), "VIEW_EDIT");
      });
      let draft = "";
      this.on(10, "14:00", async () => {
        const [oksana, chief] = [holderOf("chiefAccountant"), roleOf("chiefAccountant")];
        const acts = await this.folder(oksana, chief, "Акти звірки");
        await this.upload(
          oksana,
          chief,
          "Акт звірки — Агроторг.pdf",
          pdf("Reconciliation act - Agrotorg LLC", ACT_LINES),
          acts,
        );
        await this.upload(
          oksana,
          chief,
          "Акт звірки — Насіння Плюс.pdf",
          pdf("Reconciliation act - Nasinnia Plus", ACT_LINES),
          acts,
        );
        draft = await this.upload(
          oksana,
          chief,
          "Чернетка акту.txt",
          pictures.text("Чернетка: перевірити суми за вересень."),
          acts,
        );
      });
      // The draft goes to the trash (30 days: still there at the end).
      this.on(-20, "16:30", async () => {
        await this.client.call(
          DeleteFileNodesDocument,
          { ids: [draft] },
          { as: holderOf("chiefAccountant"), role: roleOf("chiefAccountant") },
        );
      });
      this.on(11, "10:00", async () => {
        const [yuliia, commerce] = [holderOf("commerce"), roleOf("commerce")];
        await this.upload(yuliia, commerce, "Прайс-лист 2026.csv", pictures.text(PRICE_CSV));
        await this.upload(
          yuliia,
          commerce,
          "Каталог продукції.pdf",
          pdf("Zelena Dolyna Agro - Product catalogue", CATALOGUE_LINES),
        );
        const photos = await this.folder(yuliia, commerce, "Фото продукції");
        await this.upload(yuliia, commerce, "Пшениця 2 клас.jpg", pictures.jpg(640, 400, pictures.WHEAT, 75), photos);
        await this.upload(
          yuliia,
          commerce,
          "Мішок зерна 50 кг.png",
          pictures.png(480, 360, pictures.product([205, 180, 120], [225, 235, 215])),
          photos,
        );
        await this.share(yuliia, commerce, photos, roleOf("sales"), "VIEW");
      });
      this.on(14, "12:00", async () => {
        const [nataliia, sales] = [holderOf("sales"), roleOf("sales")];
        const contracts = await this.folder(nataliia, sales, "Договори");
        await this.upload(
          nataliia,
          sales,
          "Договір поставки №114.pdf",
          pdf("Supply contract No. 114", CONTRACT_LINES),
          contracts,
        );
        await this.upload(
          nataliia,
          sales,
          "Договір поставки №121.pdf",
          pdf("Supply contract No. 121", CONTRACT_LINES),
          contracts,
        );
      });
      this.on(16, "15:00", async () => {
        await this.upload(
          holderOf("foreman"),
          roleOf("foreman"),
          "Фото з поля — сівба.jpg",
          pictures.jpg(640, 400, pictures.SPRING_FIELD),
        );
        this.log("  files: folders, photos, PDFs, shares, a protected file and a public link");
      });
      this.on(62, "10:30", async () => {
        await this.upload(
          andrii(),
          roleOf("cfo"),
          "Звіт за III квартал 2026.pdf",
          pdf("Report for Q3 2026", REPORT_LINES),
          folders.get("finance")!,
        );
      });
    }

    // Instructions, each written by its owner role's holder (attachments when files are on).
    const attach = (list: Array<[string, Uint8Array]>) => (files ? list : []);
    this.on(6, "15:00", async () => {
      payments = (
        await this.instruction(
          olena(),
          company,
          instruction("payments"),
          attach([["Шаблон заявки на оплату.pdf", pdf("Payment request form", PAYMENT_FORM_LINES)]]),
        )
      ).id;
    });
    this.on(9, "16:00", async () => {
      await this.instruction(
        olena(),
        company,
        instruction("safety"),
        attach([
          ["Схема евакуації з мехдвору.png", pictures.png(600, 400, pictures.EVACUATION)],
          ["Інструктаж з охорони праці.pdf", pdf("Safety briefing", SAFETY_LINES)],
        ]),
      );
    });
    this.on(12, "09:30", async () => {
      await this.instruction(
        holderOf("agro"),
        company,
        instruction("fertiliser"),
        attach([["Карта полів.png", pictures.png(600, 360, pictures.FIELD_MAP)]]),
      );
    });
    this.on(
      15,
      "10:00",
      async () => void (await this.instruction(holderOf("chiefAccountant"), company, instruction("monthEnd"))),
    );
    this.on(
      25,
      "11:00",
      async () => void (await this.instruction(holderOf("commerce"), company, instruction("buyer"))),
    );
    // The editor (the finance director) changes the payments instruction: version 2.
    this.on(30, "10:00", () =>
      this.editInstruction(
        andrii(),
        roleOf("cfo"),
        payments,
        "Оновлено: з 1 жовтня заявки приймаються й у суботу до 12:00.",
      ),
    );
    this.on(
      35,
      "08:00",
      async () => void (await this.instruction(holderOf("engineer"), company, instruction("machinery"))),
    );
    this.on(40, "17:00", async () => {
      await this.instruction(olena(), company, instruction("meeting"));
      this.log(`  instructions: ${MAIN_INSTRUCTIONS.length}, with attachments; one edited by its editor`);
    });

    // Tasks (issue 44), given down the structure in the last two weeks, in every state.
    if (this.features.tasks) {
      for (const task of MAIN_TASKS) this.task(company, task, (key) => holderOf(key));
      this.on(-1, "18:00", async () =>
        this.log(`  tasks: ${MAIN_TASKS.length}, open, returned, done, accepted, canceled`),
      );
    }

    // Day 20: the name vote that passed (Olena 40 % and Andrii 40 % for, Iryna against).
    this.on(20, "09:00", async () => {
      renamed = (
        await this.client.call(
          CreateCompanyNameVoteSessionDocument,
          { input: { companyId: company.id, name: MAIN.name } },
          { as: olena() },
        )
      ).createCompanyNameVoteSession.id;
    });
    this.on(20, "15:00", () => this.vote(iryna(), renamed, "AGAINST"));
    this.on(21, "09:40", async () => {
      await this.vote(andrii(), renamed, "FOR");
      this.log(`  name vote passed: ${MAIN.name}`);
    });
    // Day 45: Iryna's name vote, rejected by the other two.
    this.on(45, "10:00", async () => {
      refused = (
        await this.client.call(
          CreateCompanyNameVoteSessionDocument,
          { input: { companyId: company.id, name: MAIN.rejectedName } },
          { as: iryna() },
        )
      ).createCompanyNameVoteSession.id;
    });
    this.on(45, "13:30", () => this.vote(olena(), refused, "AGAINST"));
    this.on(46, "08:15", async () => {
      await this.vote(andrii(), refused, "AGAINST");
      this.log(`  name vote rejected: ${MAIN.rejectedName}`);
    });
    // Day 50: Andrii gives Olena back 10 %: 50 / 30 / 20.
    this.on(50, "11:00", async () => {
      await this.giveShare(andrii(), company.id, olena(), 1000);
      this.log("  owners: olena_koval 50 %, andrii_melnyk 30 %, iryna_sh 20 %");
    });

    // The last days: the news read up to a week ago, an invitation link, pending invitations, the open vote.
    this.on(-6, "18:00", async () => {
      for (const owner of [olena(), andrii(), iryna()])
        await this.client.call(MarkAllNotificationsReadDocument, {}, { as: owner });
    });
    this.on(-5, "09:00", async () => {
      await this.client.call(
        SetRoleInviteLinkDocument,
        { roleId: roleOf("economist"), expiresIn: "MONTH" },
        { as: olena(), role: roleOf("ceo") },
      );
    });
    this.on(-4, "15:00", async () => {
      // The finance director, an owner, moves the company's contacts: the other owners are told.
      await this.client.call(
        UpdateCompanyDocument,
        { id: company.id, input: { phone: MAIN.newPhone, address: MAIN.newAddress } },
        { as: andrii() },
      );
    });
    this.on(-3, "11:00", () => this.invite(holderOf("commerce"), roleOf("commerce"), roleOf("export"), "emma_clarke"));
    this.on(-2, "10:00", async () => {
      openVote = (
        await this.client.call(
          CreateCompanyNameVoteSessionDocument,
          { input: { companyId: company.id, name: MAIN.openVoteName } },
          { as: andrii() },
        )
      ).createCompanyNameVoteSession.id;
      this.log(
        `  open name vote: ${MAIN.openVoteName} (andrii_melnyk for, iryna_sh against; olena_koval's vote decides)`,
      );
    });
    // Iryna votes against: 30 % for, 20 % against, Olena's 50 % decides.
    this.on(-1, "09:30", () => this.vote(iryna(), openVote, "AGAINST"));
    // Iryna offers Olena 5 %: waiting on Olena's profile and dashboard.
    this.on(-1, "12:00", async () => void (await this.offerShare(iryna(), company.id, olena(), 500)));
    this.on(-1, "14:00", () =>
      this.invite(holderOf("mechanic"), roleOf("mechanic"), roleOf("driver"), "petro_hnatiuk"),
    );
    this.on(-1, "18:30", async () => {
      // Petro has seen his invitation (VIEWED) and not answered yet.
      await this.client.call(ListUserInvitationsDocument, {}, { as: by("petro_hnatiuk") });
      this.log(
        "  pending: iryna_sh's offer of 5 % to olena_koval; emma_clarke to Менеджер з експорту, petro_hnatiuk to Водій; a link to Економіст",
      );
    });
  }

  private async vote(who: Actor, sessionId: string, vote: "FOR" | "AGAINST"): Promise<void> {
    await this.client.call(CastVoteInCompanyNameVoteSessionDocument, { sessionId, vote }, { as: who });
  }

  /** An instruction as its owner or editor changes it (a new version), on the version they opened. */
  private async editInstruction(who: Actor, roleId: string, id: string, paragraph: string): Promise<void> {
    const current = (await this.client.call(GetInstructionDocument, { id }, { as: who, role: roleId })).getInstruction;
    const content = JSON.parse(current.content) as { type: "doc"; content: unknown[] };
    content.content.push({ type: "paragraph", content: [{ type: "text", text: paragraph }] });
    await this.client.call(
      UpdateInstructionDocument,
      { input: { id, version: current.version, title: current.title, content: JSON.stringify(content) } },
      { as: who, role: roleId },
    );
  }

  // ---- The bakery -----------------------------------------------------------------------

  /** Пекарня Колосок, the last four weeks: iryna_sh owns and directs it, emma_clarke does its marketing. */
  scheduleBakery(): void {
    const start = STORY_DAYS - BAKERY_DAYS;
    const by = (username: string) => this.actor(username);
    const iryna = () => by("iryna_sh");
    const company: CompanyState = { id: "", roles: new Map() };
    const roleOf = (key: string) => company.roles.get(key)!;
    const holderOf = (key: string) => by(BAKERY_ROLES.find((r) => r.key === key)!.holder!);
    const instruction = (key: string) => BAKERY_INSTRUCTIONS.find((i) => i.key === key)!;

    this.on(start, "07:00", async () => {
      company.id = await this.createCompany(iryna(), BAKERY.name, BAKERY, pictures.png(320, 320, pictures.LOAF_LOGO));
      Object.assign(this.bakery, company);
      this.log(`${BAKERY.name}: made by iryna_sh`);
      // The sole owner names herself director: the vote passes at once and she holds the role.
      const invitation = (
        await this.client.call(
          CreateCeoInvitationDocument,
          { input: { companyId: company.id, candidate: "iryna_sh" } },
          { as: iryna() },
        )
      ).createCeoInvitation;
      if (!invitation.role) throw new Error("demo seed: iryna_sh is not the bakery's director");
      company.roles.set("director", invitation.role.id);
    });
    this.on(start, "09:00", async () => {
      await this.saveStructure(iryna(), company, BAKERY_ROLES);
      await this.grantModules(
        iryna(),
        company,
        BAKERY_ROLES.filter((r) => r.level > 1).map((r): [string, RoleModule[]] => [
          r.key,
          ["FILES", "INSTRUCTIONS", "TASKS"],
        ]),
      );
    });
    this.on(start, "10:00", () =>
      this.hire(iryna(), roleOf("director"), roleOf("marketing"), holderOf("marketing"), 5),
    );
    this.on(start + 1, "08:00", () =>
      this.hire(iryna(), roleOf("director"), roleOf("production"), holderOf("production"), 2),
    );
    this.on(start + 2, "08:00", async () => {
      await this.hire(holderOf("production"), roleOf("production"), roleOf("baker"), holderOf("baker"), 4);
      this.log(`  structure: ${BAKERY_ROLES.length} roles; emma_clarke holds Менеджерка з маркетингу`);
    });
    if (this.features.files) {
      this.on(start + 1, "13:00", async () => {
        await this.upload(
          iryna(),
          roleOf("director"),
          "Меню осінь 2026.pdf",
          pictures.pdf("Kolosok bakery - Autumn menu 2026", MENU_LINES),
        );
        await this.upload(
          iryna(),
          roleOf("director"),
          "Вітрина.png",
          pictures.png(480, 360, pictures.product([190, 120, 50], [240, 225, 200])),
        );
      });
      this.on(start + 3, "11:00", async () => {
        const [emma, marketing] = [holderOf("marketing"), roleOf("marketing")];
        const brand = await this.folder(emma, marketing, "Brand");
        await this.upload(
          emma,
          marketing,
          "Brand palette.png",
          pictures.png(500, 200, pictures.palette(BRAND_COLOURS)),
          brand,
        );
        await this.upload(
          emma,
          marketing,
          "Fresh rye loaf.png",
          pictures.png(480, 360, pictures.product([120, 70, 40], [235, 220, 190])),
          brand,
        );
        await this.upload(emma, marketing, "Instagram plan — December.csv", pictures.text(INSTAGRAM_CSV));
        await this.share(emma, marketing, brand, roleOf("production"), "VIEW");
      });
      this.on(start + 4, "06:50", async () => {
        await this.upload(
          holderOf("production"),
          roleOf("production"),
          "Рецептура житнього хліба.txt",
          pictures.text(RYE_RECIPE),
        );
      });
    }
    this.on(start + 3, "16:00", async () => {
      await this.instruction(
        iryna(),
        company,
        instruction("social"),
        this.features.files ? [["Brand palette.png", pictures.png(500, 200, pictures.palette(BRAND_COLOURS))]] : [],
      );
    });
    this.on(
      start + 5,
      "09:00",
      async () => void (await this.instruction(holderOf("production"), company, instruction("shift"))),
    );
    this.on(-4, "12:00", async () => {
      await this.client.call(
        SetRoleInviteLinkDocument,
        { roleId: roleOf("barista"), expiresIn: "MONTH" },
        { as: iryna(), role: roleOf("director") },
      );
      this.log(`  ${BAKERY.name}: files, two instructions, a link to Бариста`);
    });
  }
}

// ---- The files' texts -------------------------------------------------------------------------

const PLAN_LINES = [
  "1. Grow the area under irrigation from 300 to 600 ha.",
  "2. A second grain dryer (60 t/h) before the 2027 harvest.",
  "3. Certify 400 ha for organic sunflower.",
  "4. Direct export contracts for 30 % of the wheat.",
  "Owners' meeting: approve the budget in February.",
];
const INVESTOR_LINES = [
  "2,400 ha of arable land in Kyiv region, own elevator (12,000 t).",
  "Revenue 2025: UAH 148 m; EBITDA margin 24 %.",
  "Crops: wheat, sunflower, maize.",
  "Plan 2027: irrigation, a second dryer, organic certification.",
];
const SOIL_LINES = [
  "Field 3: humus 4.1 %, pH 6.8, P2O5 112 mg/kg, K2O 135 mg/kg.",
  "Field 7: humus 3.7 %, pH 6.5, P2O5 96 mg/kg, K2O 128 mg/kg.",
  "Recommendation: phosphorus before winter wheat.",
];
const CREDIT_LINES = [
  "Lender: the bank. Borrower: Zelena Dolyna Agro.",
  "Amount: UAH 12,000,000, term 36 months, 14.5 % a year.",
  "Purpose: a grain dryer and two seed drills.",
];
const ACT_LINES = [
  "Period: 01.07.2026 - 30.09.2026.",
  "Balance according to our records: UAH 0.00.",
  "Signed by both parties.",
];
const CATALOGUE_LINES = [
  "Wheat, class 2 and 3 (protein 12.5 %+).",
  "Sunflower seed (oil 48 %+).",
  "Maize, grade 3.",
  "Delivery: FCA elevator Velyka Dymerka, or by our trucks.",
];
const CONTRACT_LINES = [
  "Goods: wheat, class 2, 500 t +/- 5 %.",
  "Price: per the price list on the day of shipment.",
  "Payment: 100 % in advance.",
  "Shipment: from the elevator within 10 days of payment.",
];
const REPORT_LINES = [
  "Revenue Q3: UAH 61.2 m (harvest sales).",
  "Costs: UAH 42.7 m.",
  "Credit repaid on schedule.",
  "Cash at 30.09: UAH 8.4 m.",
];
const PAYMENT_FORM_LINES = [
  "Payee: ____________________",
  "Amount (UAH): ____________",
  "Purpose: __________________",
  "Contract / invoice No.: ____",
  "Requested by: ____________  Date: ________",
];
const SAFETY_LINES = [
  "Everyone working in the field or with machinery is briefed before the season.",
  "Check brakes, lights, tyres and oil before leaving.",
  "Never stay in the turning area of a machine.",
  "Fire: stop, move people upwind, call 101.",
];
const MENU_LINES = [
  "Sourdough rye loaf - 68 UAH",
  "Wheat baguette - 42 UAH",
  "Croissant - 55 UAH",
  "Cinnamon roll - 60 UAH",
  "Flat white - 75 UAH",
];
const BRAND_COLOURS: Array<[number, number, number]> = [
  [120, 70, 40],
  [205, 160, 95],
  [245, 236, 215],
  [140, 160, 120],
  [60, 60, 55],
];
const ROTATION =
  "Сівозміна 2027\n\nПоле 1 — озима пшениця\nПоле 2 — соняшник\nПоле 3 — кукурудза\nПоле 4 — ярий ячмінь\nПоле 5 — ріпак\nПоле 6 — озима пшениця\nПоле 7 — соняшник\n";
const BUDGET_CSV =
  "Стаття,I кв.,II кв.,III кв.,IV кв.\nНасіння,4200000,1800000,0,2600000\nДобрива,3100000,2400000,600000,2900000\nПальне,1500000,2200000,2600000,1400000\nЗарплата,2700000,2700000,3100000,2800000\nКредит,900000,900000,900000,900000\n";
const SERVICE_CSV =
  "Техніка,Останнє ТО,Наступне ТО,Мотогодини\nJohn Deere 8R,2026-06-12,2026-12-12,3120\nCase IH Axial-Flow,2026-07-30,2027-01-30,1840\nClaas Lexion,2026-08-05,2027-02-05,2210\nМАЗ-6501,2026-05-20,2026-11-20,\n";
const PRICE_CSV =
  "Культура,Клас,Ціна грн/т,Умови\nПшениця,2,8900,FCA елеватор\nПшениця,3,8400,FCA елеватор\nСоняшник,—,19800,FCA елеватор\nКукурудза,3,7600,FCA елеватор\n";
const INSTAGRAM_CSV =
  "Date,Post,Format\n2026-12-01,Rye loaf of the week,photo\n2026-12-05,St Nicholas gingerbread,reel\n2026-12-12,Behind the scenes: 5 a.m. bake,stories\n2026-12-19,Christmas stollen pre-orders,photo\n";
const RYE_RECIPE =
  "Житній хліб на заквасці (10 буханців)\n\nБорошно житнє — 3,5 кг\nЗакваска — 1,4 кг\nВода — 2,6 л\nСіль — 70 г\n\nЗаміс 8 хв, бродіння 90 хв, випікання 50 хв при 230 °C.\n";

// ---- The run ------------------------------------------------------------------------------------

/** The demo's people found by phone: username → user id. */
async function existingPeople(db: Database): Promise<Map<string, string>> {
  const rows = await db
    .select({ id: users.id, phone: users.phone })
    .from(users)
    .where(
      inArray(
        users.phone,
        DEMO_PEOPLE.map((p) => p.phone),
      ),
    );
  return new Map(rows.map((row) => [DEMO_PEOPLE.find((p) => p.phone === row.phone)!.username, row.id]));
}

/** A demo company: made by `creator` and named as the demo names it (whichever of its names it has now). */
async function findCompany(
  db: Database,
  creator: string | undefined,
  names: readonly string[],
): Promise<{ id: string; name: string } | null> {
  if (!creator) return null;
  const [row] = await db
    .select({ id: companies.id, name: companies.name })
    .from(companies)
    .where(and(eq(companies.createdBy, creator), inArray(companies.name, [...names]), isNull(companies.deletedAt)))
    .limit(1);
  return row ?? null;
}

/** Live companies other than these (the demo's daily sweeps would charge them for the days they run through). */
async function otherCompanies(db: Database, demo: string[]): Promise<number> {
  const rows = await db
    .select({ id: companies.id })
    .from(companies)
    .where(demo.length ? and(isNull(companies.deletedAt), notInArray(companies.id, demo)) : isNull(companies.deletedAt))
    .limit(100);
  return rows.length;
}

export async function seedDemo(options: DemoSeedOptions): Promise<DemoSeedResult> {
  const { db } = options;
  const log = options.log ?? (() => undefined);
  const end = options.now ?? new Date();
  // The seed's own API: day-long access tokens (its people act over months of the story's clock),
  // the server's storage on the real clock (its signed URLs are checked by the real time).
  const config: Config = { ...options.config, accessTokenTtl: 86_400 };
  const clock = new ManualClock(end);
  const messenger = new SeedMessenger();
  const storage = options.storage ?? createStorage(config, systemClock);
  const api = createApi({ config, db, logger: options.logger ?? createLogger("warn"), clock, messenger, storage });
  const result: DemoSeedResult = { registered: [], companies: [], knowledgeBaseFilled: false, changed: false };
  try {
    result.knowledgeBaseFilled = await seedKnowledgeBase(db);
    log(
      result.knowledgeBaseFilled
        ? "Knowledge base: filled with the product's help."
        : "Knowledge base: already has content, left as it is.",
    );
    const people = await existingPeople(db);
    const main = await findCompany(db, people.get("olena_koval"), [
      MAIN.firstName,
      MAIN.name,
      MAIN.rejectedName,
      MAIN.openVoteName,
    ]);
    const bakery = await findCompany(db, people.get("iryna_sh"), [BAKERY.name]);
    let build = { main: !main, bakery: !bakery };
    if (build.main || build.bakery) {
      const others = await otherCompanies(
        db,
        [main?.id, bakery?.id].filter((id): id is string => Boolean(id)),
      );
      let reason: string | undefined;
      if (others > 0) {
        reason = `this database holds ${others >= 100 ? "100 or more" : others} other compan${others === 1 ? "y" : "ies"}: the demo's months of daily charges would charge ${others === 1 ? "it" : "them"} too. Run it on a database of its own (another DATA_DIR or DATABASE_URL) for the companies.`;
      } else if (config.features.billing && config.payments.provider !== "sandbox") {
        reason = `the demo pays its top-ups through the sandbox, and PAYMENT_PROVIDER is ${config.payments.provider}.`;
      }
      if (reason) {
        result.companiesSkipped = {
          names: [...(build.main ? [MAIN.name] : []), ...(build.bakery ? [BAKERY.name] : [])],
          reason,
        };
        build = { main: false, bakery: false };
      }
    }
    if (main) result.companies.push({ key: "main", id: main.id, name: main.name, made: false });
    if (bakery) result.companies.push({ key: "bakery", id: bakery.id, name: bakery.name, made: false });

    const client = new DemoClient(api, clock, messenger, config);
    const story = new DemoStory(client, end, config.features, log);
    // Built companies start the story months back; people alone are registered today.
    if (build.main || build.bakery) clock.set(story.at(build.main ? 0 : STORY_DAYS - BAKERY_DAYS, "06:00"));
    for (const person of DEMO_PEOPLE) {
      const id = people.get(person.username);
      if (id) {
        client.known(person, id);
        continue;
      }
      await client.register(person);
      result.registered.push(person.username);
      clock.advance(2 * MINUTE);
    }
    const andrii = DEMO_USERS[1];
    const staff = new StaffService(db);
    if (!(await staff.list()).some((s) => s.username === andrii.username)) {
      await staff.setStaff(andrii.phone, true);
      result.changed = true;
    }
    if (build.main || build.bakery) {
      for (const person of DEMO_PEOPLE) await story.profile(story.actor(person.username));
      story.payFor(
        story.main,
        () => [story.actor("olena_koval"), story.actor("andrii_melnyk")],
        () => `/vhub/${story.main.roles?.get("ceo")}`,
      );
      story.payFor(
        story.bakery,
        () => [story.actor("iryna_sh")],
        () => `/vhub/${story.bakery.roles?.get("director")}`,
      );
      if (build.main) story.scheduleMain();
      if (build.bakery) story.scheduleBakery();
      await story.play();
      await story.moveTo(end);
      await story.nightly(true);
      if (build.main) result.companies.push({ key: "main", id: story.main.id!, name: MAIN.name, made: true });
      if (build.bakery) result.companies.push({ key: "bakery", id: story.bakery.id!, name: BAKERY.name, made: true });
    }
    await client.signOutAll();
    result.changed ||= result.knowledgeBaseFilled || result.registered.length > 0 || build.main || build.bakery;
    return result;
  } finally {
    api.closeEndpoints();
    await api.services.notificationChannel.close();
  }
}
