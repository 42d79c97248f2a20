import DataLoader from "dataloader";
import type { Language } from "#graphql/languages";
import type { SessionList, StopReasonView, VoteRow, VoteSessionRow } from "./model";
import type { VoteReading } from "./reading";

export interface VotesLoaders {
  /** A company's newest sessions of a kind: every list a request asks for in one query. */
  voteSessions: DataLoader<SessionList, VoteSessionRow[], string>;
  /** Each session's voters, largest share first: one query for every session of a list. */
  votesBySession: DataLoader<string, VoteRow[]>;
  /** The stop reasons in a language: one query per language a request asks for. */
  stopReasons: DataLoader<Language, StopReasonView[]>;
}

export function createVotesLoaders(service: VoteReading): VotesLoaders {
  return {
    voteSessions: new DataLoader((lists) => service.newestOf(lists), {
      cacheKeyFn: ({ companyId, kind, limit }) => `${companyId}:${kind}:${limit}`,
    }),
    votesBySession: new DataLoader(async (ids) => {
      const rows = await service.votesOf(ids);
      return ids.map((id) => rows.filter((row) => row.sessionId === id));
    }),
    stopReasons: new DataLoader(async (languages) =>
      Promise.all(languages.map((language) => service.stopReasons(language))),
    ),
  };
}
