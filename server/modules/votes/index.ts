import type { CompaniesServices } from "../companies";
import type { DomainModule } from "../module";
import { votesJobs } from "./jobs";
import { createVotesLoaders, type VotesLoaders } from "./loaders";
import { votesFields } from "./policy";
import {
  CompanyDeleteVoteSession,
  CompanyNameVoteSession,
  CompanyStartVoteSession,
  CompanyStopReason,
  CompanyStopVoteSession,
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
    const { companies } = earlier as CompaniesServices;
    return { votes: new VotesService({ db, clock, companies }) };
  },
  resolvers: {
    Query: votesQueries,
    Mutation: votesMutations,
    VoteSession,
    CompanyNameVoteSession,
    CompanyStopVoteSession,
    CompanyStartVoteSession,
    CompanyDeleteVoteSession,
    Vote,
    CompanyStopReason,
  },
  fields: votesFields,
  loaders: ({ votes }) => createVotesLoaders(votes),
  jobs: (_deps, { votes }) => votesJobs(votes),
};
