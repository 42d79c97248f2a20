import { isLanguage } from "#graphql/languages";
import { UUID } from "#graphql/validation/uuid";
import {
  createCeoInvitationInput,
  createCompanyDeleteVoteSessionInput,
  createCompanyNameVoteSessionInput,
  createCompanyStartVoteSessionInput,
  createCompanyStopVoteSessionInput,
} from "#graphql/validation/votes";
import { companyGuard, type Located } from "../../authz/policy";
import type { VoteSessionKind } from "../../db/schema";
import { DomainError, parseInput } from "../../errors";
import type { GraphQLContext } from "../../graphql/context";
import type {
  CeoVoteSessionResolvers,
  CompanyResolvers,
  CompanyStopReasonResolvers,
  CompanyStopVoteSessionResolvers,
  MutationResolvers,
  QueryResolvers,
  VoteResolvers,
  VoteSessionResolvers,
} from "../../graphql/generated/resolvers";
import { guard, requireViewer } from "../../graphql/policy";
import { votesPolicy } from "./policy";
import { tally } from "./rules";
import type { VoteSessionRow } from "./model";

/** The company an id names; an id that is no id names no company (OWNER_NOT_FOUND, not a crash). */
const company = (id: string): Located | null => (UUID.test(id) ? { companyId: id } : null);
const limitOf = (limit: number | null | undefined) => Math.min(Math.max(Math.trunc(limit ?? 20), 1), 50);

/** A session of `kind` and the caller's relations to it, from its id. */
const session = (kind: VoteSessionKind) => (args: { sessionId: string }, ctx: GraphQLContext) =>
  UUID.test(args.sessionId) ? ctx.services.votes.sessionSubject(args.sessionId, kind, requireViewer(ctx).userId) : null;

type ListArgs = { companyId: string; limit?: number | null };
type CastArgs = { sessionId: string; vote: "FOR" | "AGAINST" };
type SessionArgs = { sessionId: string };

const list = (kind: VoteSessionKind) =>
  companyGuard<"vote.read", unknown, ListArgs, VoteSessionRow[]>(
    votesPolicy,
    "vote.read",
    (args) => company(args.companyId),
    (actor, args, ctx) =>
      ctx.loaders.voteSessions.load({ companyId: actor.companyId, kind, limit: limitOf(args.limit) }),
  );

const cast = (kind: VoteSessionKind) =>
  companyGuard<"vote.cast", unknown, CastArgs, VoteSessionRow>(
    votesPolicy,
    "vote.cast",
    session(kind),
    (actor, args, ctx) => ctx.services.voteCasting.cast(actor, kind, args.sessionId, args.vote),
  );

const reset = (kind: VoteSessionKind) =>
  companyGuard<"vote.reset", unknown, SessionArgs, VoteSessionRow>(
    votesPolicy,
    "vote.reset",
    session(kind),
    (actor, args, ctx) => ctx.services.voteCasting.cast(actor, kind, args.sessionId, null),
  );

const cancelSession = (kind: "STOP" | "DELETE") =>
  companyGuard<"vote.cancelSession", unknown, SessionArgs, VoteSessionRow>(
    votesPolicy,
    "vote.cancelSession",
    session(kind),
    (actor, args, ctx) => ctx.services.voteProposals.cancel(actor, kind, args.sessionId),
  );

export const votesQueries: QueryResolvers = {
  listCompanyCeoVoteSessions: list("CEO"),
  listCompanyNameVoteSessions: list("NAME"),
  listCompanyStopVoteSessions: list("STOP"),
  listCompanyStartVoteSessions: list("START"),
  listCompanyDeleteVoteSessions: list("DELETE"),
  // vHold's own list, the same for every signed-in person; in their language unless one is asked for.
  listCompanyStopReasons: guard("signedIn", async (_p, args, ctx) => {
    const user = await ctx.loaders.userById.load(requireViewer(ctx).userId);
    const language = args.language ?? (isLanguage(user?.language) ? user.language : "uk");
    return ctx.loaders.stopReasons.load(language);
  }),
};

export const votesMutations: MutationResolvers = {
  createCeoInvitation: companyGuard(
    votesPolicy,
    "vote.ceo.create",
    (args) => company(args.input.companyId),
    (actor, args, ctx) =>
      ctx.services.directorVotes.inviteDirector(actor, parseInput(createCeoInvitationInput, args.input).candidate),
  ),
  castVoteInCeoVoteSession: cast("CEO"),
  cancelVoteInCeoVoteSession: reset("CEO"),
  createCompanyNameVoteSession: companyGuard(
    votesPolicy,
    "vote.name.create",
    (args) => company(args.input.companyId),
    (actor, args, ctx) => {
      const input = parseInput(createCompanyNameVoteSessionInput, args.input);
      return ctx.services.voteProposals.open(actor, { kind: "NAME", name: input.name });
    },
  ),
  castVoteInCompanyNameVoteSession: cast("NAME"),
  cancelVoteInCompanyNameVoteSession: reset("NAME"),

  createCompanyStopVoteSession: companyGuard(
    votesPolicy,
    "vote.stop.create",
    (args) => company(args.input.companyId),
    (actor, args, ctx) => {
      const input = parseInput(createCompanyStopVoteSessionInput, args.input);
      return ctx.services.voteProposals.open(actor, {
        kind: "STOP",
        reasonId: input.reasonId,
        comment: input.comment ?? null,
      });
    },
  ),
  castVoteInCompanyStopVoteSession: cast("STOP"),
  cancelVoteInCompanyStopVoteSession: reset("STOP"),
  cancelCompanyStopVoteSession: cancelSession("STOP"),

  createCompanyStartVoteSession: companyGuard(
    votesPolicy,
    "vote.start.create",
    (args) => company(args.input.companyId),
    (actor, args, ctx) => {
      parseInput(createCompanyStartVoteSessionInput, args.input);
      return ctx.services.voteProposals.open(actor, { kind: "START" });
    },
  ),
  castVoteInCompanyStartVoteSession: cast("START"),
  cancelVoteInCompanyStartVoteSession: reset("START"),

  createCompanyDeleteVoteSession: companyGuard(
    votesPolicy,
    "vote.delete.create",
    (args) => company(args.input.companyId),
    (actor, args, ctx) => {
      parseInput(createCompanyDeleteVoteSessionInput, args.input);
      return ctx.services.voteProposals.open(actor, { kind: "DELETE" });
    },
  ),
  castVoteInCompanyDeleteVoteSession: cast("DELETE"),
  cancelVoteInCompanyDeleteVoteSession: reset("DELETE"),
  cancelCompanyDeleteVoteSession: cancelSession("DELETE"),
};

const TYPE_OF_KIND = {
  CEO: "CeoVoteSession",
  NAME: "CompanyNameVoteSession",
  STOP: "CompanyStopVoteSession",
  START: "CompanyStartVoteSession",
  DELETE: "CompanyDeleteVoteSession",
} as const satisfies Record<VoteSessionKind, string>;

/** The fields every kind of session resolves the same way: its status as of now, its voters and their tally. */
const sessionFields = {
  status: (row: VoteSessionRow, _a: unknown, ctx: GraphQLContext) => ctx.services.votes.statusOf(row),
  createdByUser: async (row: VoteSessionRow, _a: unknown, ctx: GraphQLContext) => {
    const user = await ctx.loaders.userById.load(row.createdBy);
    if (!user) throw new DomainError("USER_NOT_FOUND", "User not found");
    return user;
  },
  votes: (row: VoteSessionRow, _a: unknown, ctx: GraphQLContext) => ctx.loaders.votesBySession.load(row.id),
  tally: async (row: VoteSessionRow, _a: unknown, ctx: GraphQLContext) => {
    const counted = tally(row.kind, await ctx.loaders.votesBySession.load(row.id));
    return {
      for: counted.forBp,
      against: counted.againstBp,
      notVoted: counted.notVotedBp,
      total: counted.totalBp,
      passesAt: counted.passesAtBp,
      reached: counted.forBp >= counted.passesAtBp,
    };
  },
};

/**
 * A company's votes open now, one of each kind at most (the role's dashboard: a vote in progress,
 * and the owner's to cast): each kind's newest, in the sessions loader's one statement.
 */
export const CompanyVotes: CompanyResolvers = {
  openVoteSessions: async (company, _a, ctx) => {
    const kinds = Object.keys(TYPE_OF_KIND) as VoteSessionKind[];
    const lists = await Promise.all(
      kinds.map((kind) => ctx.loaders.voteSessions.load({ companyId: company.id, kind, limit: 1 })),
    );
    return lists.flat().filter((row) => ctx.services.votes.statusOf(row) === "ACTIVE");
  },
};

export const VoteSession: VoteSessionResolvers = {
  __resolveType: (row) => TYPE_OF_KIND[row.kind],
};

export const CeoVoteSession: CeoVoteSessionResolvers = {
  ...sessionFields,
  candidateId: (row) => row.candidateId!,
  invitationId: (row) => row.invitationId!,
  candidate: async (row, _a, ctx) => {
    const user = await ctx.loaders.userById.load(row.candidateId!);
    if (!user) throw new DomainError("USER_NOT_FOUND", "User not found");
    return user;
  },
};
export const CompanyNameVoteSession = { ...sessionFields, name: (row: VoteSessionRow) => row.name! };
export const CompanyStopVoteSession: CompanyStopVoteSessionResolvers = {
  ...sessionFields,
  reasonId: (row) => row.reasonId!,
  reason: async (row, _a, ctx) => {
    const user = await ctx.loaders.userById.load(requireViewer(ctx).userId);
    const reasons = await ctx.loaders.stopReasons.load(isLanguage(user?.language) ? user.language : "uk");
    const reason = reasons.find((candidate) => candidate.id === row.reasonId);
    if (!reason) throw new Error(`stop reason ${row.reasonId} has no translation`);
    return reason;
  },
};
export const CompanyStartVoteSession = sessionFields;
export const CompanyDeleteVoteSession = sessionFields;

export const Vote: VoteResolvers = {
  voterId: (vote) => vote.ownerId,
  share: (vote) => vote.shareBp,
  voter: async (vote, _a, ctx) => {
    const user = await ctx.loaders.userById.load(vote.userId);
    if (!user) throw new DomainError("USER_NOT_FOUND", "User not found");
    return user;
  },
};

export const CompanyStopReason: CompanyStopReasonResolvers = {};
