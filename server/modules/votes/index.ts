import type { CompaniesServices } from "../companies";
import type { InvitationsServices } from "../invitations";
import type { RolesServices } from "../roles";
import type { DomainModule } from "../module";
import { votesJobs } from "./jobs";
import { createVotesLoaders, type VotesLoaders } from "./loaders";
import { votesFields } from "./policy";
import {
  CeoVoteSession,
  CompanyDeleteVoteSession,
  CompanyNameVoteSession,
  CompanyStartVoteSession,
  CompanyStopReason,
  CompanyStopVoteSession,
  CompanyVotes,
  Vote,
  VoteSession,
  votesMutations,
  votesQueries,
} from "./resolvers";
import { VoteCasting } from "./casting";
import { VoteDeadlines } from "./deadlines";
import { DirectorVotes } from "./director";
import type { VotesDeps } from "./model";
import { VoteProposals } from "./proposing";
import { VoteReading } from "./reading";

export interface VotesServices {
  /** A session's status as of now, the guard's way in, and what the request's loaders read. */
  votes: VoteReading;
  /** An owner opens a session; its initiator cancels a stop or delete one. */
  voteProposals: VoteProposals;
  /** An owner casts, changes or resets their vote. */
  voteCasting: VoteCasting;
  /** The director's invitation, the owners' vote on it and the candidate's answer. */
  directorVotes: DirectorVotes;
  /** Sessions past their deadline settled by the sweep (./jobs.ts). */
  voteDeadlines: VoteDeadlines;
}

/** vHold governance: the owners' weighted votes on the name, suspension, restoration and deletion. */
export const votesModule: DomainModule<VotesServices, VotesLoaders> = {
  name: "votes",
  services: ({ db, clock }, earlier) => {
    // Companies come before this module in the registry: a passed vote is carried out by its service.
    // ...and invitations: a director's is decided by the owners' vote; and roles: the director's
    // role is given by theirs.
    const { companies, owners, invitations, roles } = earlier as CompaniesServices &
      InvitationsServices &
      RolesServices;
    const deps: VotesDeps = { db, clock, companies, owners, invitations, roles };
    return {
      votes: new VoteReading(deps),
      voteProposals: new VoteProposals(deps),
      voteCasting: new VoteCasting(deps),
      directorVotes: new DirectorVotes(deps),
      voteDeadlines: new VoteDeadlines(deps),
    };
  },
  resolvers: {
    Query: votesQueries,
    Mutation: votesMutations,
    VoteSession,
    CeoVoteSession,
    CompanyNameVoteSession,
    CompanyStopVoteSession,
    CompanyStartVoteSession,
    CompanyDeleteVoteSession,
    Vote,
    CompanyStopReason,
    Company: CompanyVotes,
  },
  fields: votesFields,
  loaders: ({ votes }) => createVotesLoaders(votes),
  jobs: (_deps, { voteDeadlines }) => votesJobs(voteDeadlines),
};
