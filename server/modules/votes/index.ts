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
import { VotesService } from "./service";

export interface VotesServices {
  votes: VotesService;
}

/** vHold governance: the owners' weighted votes on the name, suspension, restoration and deletion. */
export const votesModule: DomainModule<VotesServices, VotesLoaders> = {
  name: "votes",
  services: ({ db, clock }, earlier) => {
    // Companies come before this module in the registry: a passed vote is carried out by its service.
    // ...and invitations: a director's is decided by the owners' vote; and roles: the director's
    // role is given by theirs.
    const { companies, invitations, roles } = earlier as CompaniesServices & InvitationsServices & RolesServices;
    return { votes: new VotesService({ db, clock, companies, invitations, roles }) };
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
  jobs: (_deps, { votes }) => votesJobs(votes),
};
