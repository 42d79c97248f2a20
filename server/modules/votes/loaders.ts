import DataLoader from "dataloader";
import type { Language } from "#graphql/languages";
import type { StopReasonView, VoteRow, VotesService } from "./service";

export interface VotesLoaders {
  /** Each session's voters, largest share first: one query for every session of a list. */
  votesBySession: DataLoader<string, VoteRow[]>;
  /** The stop reasons in a language: one query per language a request asks for. */
  stopReasons: DataLoader<Language, StopReasonView[]>;
}

export function createVotesLoaders(service: VotesService): VotesLoaders {
  return {
    votesBySession: new DataLoader(async (ids) => {
      const rows = await service.votesOf(ids);
      return ids.map((id) => rows.filter((row) => row.sessionId === id));
    }),
    stopReasons: new DataLoader(async (languages) => Promise.all(languages.map((language) => service.stopReasons(language)))),
  };
}
