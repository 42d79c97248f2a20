import {
  createCompanyInput,
  generateCompanyAvatarUploadUrlInput,
  listUserCompaniesInput,
  listUsersInput,
  processOwnershipTransferStatusInput,
  requestShareTransferCodeInput,
  shareTransferFilter,
  syncIndustryTypesInput,
  transferOwnershipPartInput,
  updateCompanyInput,
  PAGE_SIZE_MAX,
  USER_COMPANIES_SHARED,
} from "#graphql/validation/companies";
import { UUID } from "#graphql/validation/uuid";
import { defaultLanguage, type Language } from "#graphql/languages";
import { currentHeldRole } from "../../authz/current-role";
import { authorize, companyGuard, type Authorized, type Located } from "../../authz/policy";
import { DomainError, parseInput } from "../../errors";
import type { GraphQLContext } from "../../graphql/context";
import type {
  AuditEventResolvers,
  CompanyCardResolvers,
  CompanyResolvers,
  MutationResolvers,
  OwnerResolvers,
  QueryResolvers,
  RoleResolvers,
  ShareTransferResolvers,
} from "../../graphql/generated/resolvers";
import { guard, requireViewer } from "../../graphql/policy";
import { companiesPolicy } from "./policy";
import { groupIndustries } from "./profile";
import { shareTransferCode } from "./transfers";

/** The asked language, else the one the caller's own profile names (the knowledge base's rule). */
async function languageOf(ctx: GraphQLContext, asked: Language | null | undefined): Promise<Language> {
  if (asked) return asked;
  const user = ctx.viewer ? await ctx.loaders.userById.load(ctx.viewer.userId) : undefined;
  return user?.language ?? ctx.client.language ?? defaultLanguage;
}

/** The company an id names; an id that is no id names no company (OWNER_NOT_FOUND, not a crash). */
const company = (id: string): Located | null => (UUID.test(id) ? { companyId: id } : null);
/** The company of the caller's live role that x-current-role-id names; none (OWNER_NOT_FOUND) for any other. */
async function currentRoleCompany(ctx: GraphQLContext): Promise<Located | null> {
  const held = await currentHeldRole(ctx);
  return held ? { companyId: held.companyId } : null;
}
const limitOf = (limit: number | null | undefined) => Math.min(Math.max(limit ?? PAGE_SIZE_MAX, 1), 100);

const userOf = async (ctx: GraphQLContext, id: string) => {
  const user = await ctx.loaders.userById.load(id);
  if (!user) throw new DomainError("USER_NOT_FOUND", "User not found");
  return user;
};

/** The caller as the audit trail records them. */
const caller = (ctx: GraphQLContext) => {
  const viewer = requireViewer(ctx);
  return { userId: viewer.userId, sessionId: viewer.sessionId, address: ctx.client.address };
};

/** The request's company row: the same row the page's other fields (a transfer's company) read. */
const readCompany = async <TArgs>(actor: Authorized<"company.read">, _args: TArgs, ctx: GraphQLContext) =>
  (await ctx.loaders.companyById.load(actor.companyId)) ?? ctx.services.companies.getCompany(actor);

export const companiesQueries: QueryResolvers = {
  getCompany: companyGuard(companiesPolicy, "company.read", (args) => company(args.id), readCompany),
  // vHub's layout: the company of the role in the address, found among the caller's live roles
  // (the header's statement, already read in the same batch), then read as getCompany reads it.
  getCurrentRoleCompany: companyGuard(
    companiesPolicy,
    "company.read",
    (_args, ctx) => currentRoleCompany(ctx),
    readCompany,
  ),
  listUserCompanies: guard("signedIn", async (_p, args, ctx) => {
    const input = parseInput(listUserCompaniesInput, args);
    const userId = requireViewer(ctx).userId;
    // Without a search, one list per request serves every caller (the header and the profile).
    if (!input.search && input.limit <= USER_COMPANIES_SHARED)
      return (await ctx.loaders.userCompanies.load(userId)).slice(0, input.limit);
    // Each with the person's share (myShare reads it) and its row (a later getCompany reads it).
    const owned = await ctx.services.companies.listUserCompanies(userId, input);
    for (const { company, shareBp } of owned) {
      ctx.loaders.ownShare.prime(`${userId}:${company.id}`, shareBp);
      ctx.loaders.companyById.prime(company.id, company);
    }
    return owned.map(({ company }) => company);
  }),
  getOwner: companyGuard(
    companiesPolicy,
    "owners.read",
    async (args, ctx) => (UUID.test(args.id) ? company((await ctx.services.owners.ownerCompany(args.id)) ?? "") : null),
    (actor, args, ctx) => ctx.services.owners.getOwner(actor, args.id),
  ),
  listCompanyOwners: companyGuard(
    companiesPolicy,
    "owners.read",
    (args) => company(args.companyId),
    (actor, args, ctx) =>
      ctx.services.owners.listOwners(actor, {
        search: (args.search ?? "").replaceAll("@", "").trim().slice(0, 64),
        former: args.former ?? false,
        // Not an id (an edited address): the first page, as `before` of the share operations.
        after: args.after && UUID.test(args.after) ? args.after.toLowerCase() : null,
        limit: limitOf(args.limit),
      }),
  ),
  listUsers: guard("signedIn", async (_p, args, ctx) => {
    const input = parseInput(listUsersInput, args);
    const { items, total } = await ctx.services.owners.listUsers(input);
    return { items, total, page: input.page, limit: input.limit };
  }),
  getShareTransfer: companyGuard(
    companiesPolicy,
    "shareTransfer.read",
    (args, ctx) =>
      UUID.test(args.id) ? ctx.services.shareTransfers.transferSubject(args.id, requireViewer(ctx).userId) : null,
    (actor, args, ctx) => ctx.services.shareTransfers.getShareTransfer(actor, args.id),
  ),
  // Through the request's loader: a company page's offers out and in are one statement.
  listUserShareTransfers: guard("signedIn", (_p, args, ctx) =>
    ctx.loaders.userTransfers.load({
      direction: "sent",
      userId: requireViewer(ctx).userId,
      ...parseInput(shareTransferFilter, args.filter),
      limit: limitOf(args.limit),
    }),
  ),
  listUserIncomingShareTransfers: guard("signedIn", (_p, args, ctx) =>
    ctx.loaders.userTransfers.load({
      direction: "received",
      userId: requireViewer(ctx).userId,
      ...parseInput(shareTransferFilter, args.filter),
      limit: limitOf(args.limit),
    }),
  ),
  listCompanyShareTransfers: companyGuard(
    companiesPolicy,
    "shareTransfer.list",
    (args) => company(args.companyId),
    async (actor, args, ctx) => {
      const rows = await ctx.services.shareTransfers.listCompanyTransfersWithPeople(actor, {
        status: args.status,
        before: args.before && UUID.test(args.before) ? args.before : null,
        limit: limitOf(args.limit),
      });
      // The senders and recipients came with the list: their names read no users again.
      for (const { from, to } of rows) {
        ctx.loaders.userById.prime(from.id, from);
        ctx.loaders.userById.prime(to.id, to);
      }
      return rows.map((row) => row.transfer);
    },
  ),
  listIndustryCategories: guard("signedIn", async (_p, args, ctx) =>
    ctx.services.companyProfile.listIndustryCategories(await languageOf(ctx, args.language)),
  ),
  listCompanyHistory: companyGuard(
    companiesPolicy,
    "company.history",
    (args) => company(args.companyId),
    (actor, args, ctx) =>
      ctx.services.companies.history(actor, {
        limit: limitOf(args.limit),
        before: args.before && UUID.test(args.before) ? args.before : null,
      }),
  ),
};

export const companiesMutations: MutationResolvers = {
  createCompany: guard("signedIn", (_p, args, ctx) =>
    ctx.services.companies.createCompany(caller(ctx), parseInput(createCompanyInput, args.input)),
  ),
  updateCompany: companyGuard(
    companiesPolicy,
    "company.update",
    (args) => company(args.id),
    (actor, args, ctx) => ctx.services.companies.updateCompany(actor, parseInput(updateCompanyInput, args.input)),
  ),
  syncIndustryTypesWithCompany: companyGuard(
    companiesPolicy,
    "company.update",
    (args) => company(args.companyId),
    (actor, args, ctx) =>
      ctx.services.companyProfile.syncIndustryTypes(actor, parseInput(syncIndustryTypesInput, args).industryTypeIds),
  ),
  removeCompanyAvatar: companyGuard(
    companiesPolicy,
    "company.update",
    (args) => company(args.companyId),
    (actor, _args, ctx) => ctx.services.companyProfile.removeAvatar(actor),
  ),
  // Lowercased: the company's id goes into the key the image will have (the entry compares it so).
  generateCompanyAvatarUploadUrl: companyGuard(
    companiesPolicy,
    "company.avatarUploadUrl",
    (args) => company(args.companyId.toLowerCase()),
    (actor, args, ctx) =>
      ctx.services.companyProfile.avatarUploadUrl(
        actor,
        parseInput(generateCompanyAvatarUploadUrlInput, args).name.extension,
      ),
  ),
  requestShareTransferCode: companyGuard(
    companiesPolicy,
    "shareTransfer.create",
    (args) => company(args.companyId),
    async (actor, args, ctx) => {
      const offer = await ctx.services.shareTransfers.transferOffer(
        actor,
        parseInput(requestShareTransferCodeInput, args),
      );
      return ctx.services.codes.sendActionCode(actor.userId, "SHARE_TRANSFER", shareTransferCode(offer));
    },
  ),
  transferOwnershipPart: companyGuard(
    companiesPolicy,
    "shareTransfer.create",
    (args) => company(args.input.companyId),
    async (actor, args, ctx) => {
      const input = parseInput(transferOwnershipPartInput, args.input);
      const offer = await ctx.services.shareTransfers.transferOffer(actor, input);
      // The code confirms this very offer: one sent for another company, recipient or share is refused.
      const proof = await ctx.services.codes.verifyActionCode(
        actor.userId,
        "SHARE_TRANSFER",
        input.code,
        shareTransferCode(offer).binds,
      );
      return ctx.services.shareTransfers.createTransfer(actor, offer, (tx) =>
        ctx.services.codes.consumeActionCode(tx, proof),
      );
    },
  ),
  processOwnershipTransferStatus: guard("signedIn", async (_p, args, ctx) => {
    const input = parseInput(processOwnershipTransferStatusInput, args.input);
    const action =
      input.status === "ACCEPTED"
        ? "shareTransfer.accept"
        : input.status === "DECLINED"
          ? "shareTransfer.decline"
          : "shareTransfer.cancel";
    const located = UUID.test(input.id)
      ? await ctx.services.shareTransfers.transferSubject(input.id, requireViewer(ctx).userId)
      : null;
    const actor = await authorize(ctx, companiesPolicy, action, located);
    return ctx.services.shareTransfers.resolveTransfer(actor, input);
  }),
};

export const Company: CompanyResolvers = {
  stopedAt: (company) => company.stoppedAt,
  // The row keeps the storage key; pages get a signed, short-lived URL (decision 0011).
  avatar: (company, _a, ctx) => ctx.services.companyProfile.urlOf(company.avatar),
  industryCategories: async (company, _a, ctx) => {
    return groupIndustries(await ctx.loaders.industriesByCompany.load(company.id), await languageOf(ctx, null));
  },
  // The count the caller's actor already holds (one statement for the list's companies), not every owner's row.
  numberOfOwners: async (company, _a, ctx) =>
    ctx.viewer
      ? (await ctx.loaders.companyActor.load({ userId: ctx.viewer.userId, companyId: company.id })).ownerCount
      : (await ctx.loaders.ownersByCompany.load(company.id)).length,
  numberOfEmployees: (company, _a, ctx) => ctx.loaders.employeesByCompany.load(company.id),
  numberOfRoles: async (company, _a, ctx) =>
    [...(await ctx.loaders.roleCountsByCompany.load(company.id)).values()].reduce((a, b) => a + b, 0),
  rolesByLevel: async (company, _a, ctx) => {
    const counts = await ctx.loaders.roleCountsByCompany.load(company.id);
    return [1, 2, 3, 4].map((level) => ({ level, count: counts.get(level) ?? 0 }));
  },
  ceo: (company, _a, ctx) =>
    ctx.loaders.directorByCompany.load(company.id).then((role) => (role?.userId ? role : null)),
  owners: (company, _a, ctx) => ctx.loaders.ownersByCompany.load(company.id),
  myShare: (company, _a, ctx) => ctx.loaders.ownShare.load(`${requireViewer(ctx).userId}:${company.id}`),
};

export const CompanyCard: CompanyCardResolvers = {
  avatar: (company, _a, ctx) => ctx.services.companyProfile.urlOf(company.avatar),
};

export const Owner: OwnerResolvers = {
  share: (owner) => owner.shareBp,
  user: (owner, _a, ctx) => userOf(ctx, owner.userId),
  shareTransfers: (owner, _a, ctx) => ctx.loaders.acceptedTransfersByOwner.load(`${owner.companyId}:${owner.userId}`),
};

export const ShareTransfer: ShareTransferResolvers = {
  share: (transfer) => transfer.shareBp,
  company: async (transfer, _a, ctx) => {
    const row = await ctx.loaders.companyById.load(transfer.companyId);
    if (!row) throw new DomainError("OWNER_NOT_FOUND", "Company not found");
    return row;
  },
  fromUser: (transfer, _a, ctx) => userOf(ctx, transfer.fromUserId),
  toUser: (transfer, _a, ctx) => userOf(ctx, transfer.toUserId),
};

export const Role: RoleResolvers = {
  user: (role, _a, ctx) => (role.userId ? userOf(ctx, role.userId) : null),
};

const asText = (value: unknown) =>
  value === null || value === undefined ? null : typeof value === "string" ? value : JSON.stringify(value);

export const AuditEvent: AuditEventResolvers = {
  actor: (event, _a, ctx) =>
    event.actorUserId ? ctx.loaders.userById.load(event.actorUserId).then((user) => user ?? null) : null,
  // Only the system actor writes no person (server/audit).
  actorKind: (event) => (event.actorUserId ? "PERSON" : "SYSTEM"),
  changes: (event) => {
    const fields = new Set([...Object.keys(event.before ?? {}), ...Object.keys(event.after ?? {})]);
    return [...fields].map((field) => ({
      field,
      before: asText(event.before?.[field]),
      after: asText(event.after?.[field]),
    }));
  },
};
