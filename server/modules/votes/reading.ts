import { and, asc, desc, eq, getTableColumns, inArray, lte, sql } from "drizzle-orm";
import type { Language } from "#graphql/languages";
import type { Relation } from "../../authz/actor";
import type { Located } from "../../authz/policy";
import { perDatabase } from "../../db/prepared";
import {
  companyStopReasonTranslations,
  companyStopReasons,
  voteSessions,
  votes,
  type VoteSessionKind,
  type VoteSessionStatus,
} from "../../db/schema";
import type { SessionList, StopReasonView, VoteRow, VoteSessionRow, VotesDeps } from "./model";
import { statusAt } from "./rules";

/**
 * The newest sessions of some kinds in some companies, ranked within each (company, kind): the
 * sessions loader's one statement for a page's five lists, prepared (docs/decisions/0021).
 */
const newestSessionsStatement = perDatabase((db) => {
  const ranked = db.$with("ranked").as(
    db
      .select({
        ...getTableColumns(voteSessions),
        rank: sql<number>`row_number() over (partition by ${voteSessions.companyId}, ${voteSessions.kind} order by ${voteSessions.createdAt} desc, ${voteSessions.id} desc)`.as(
          "rank",
        ),
      })
      .from(voteSessions)
      .where(
        and(
          sql`${voteSessions.companyId} = any(${sql.placeholder("companyIds")}::uuid[])`,
          sql`${voteSessions.kind} = any(${sql.placeholder("kinds")}::text[])`,
        ),
      ),
  );
  return db
    .with(ranked)
    .select()
    .from(ranked)
    .where(lte(ranked.rank, sql.placeholder("most")))
    .orderBy(asc(ranked.rank))
    .prepare("vote_sessions_newest");
});

/**
 * Reading the votes: a session's status as of now, the guard's way in from a session's id, and
 * what the request's loaders batch (a page's lists of sessions, their voters, the stop reasons).
 */
export class VoteReading {
  constructor(private readonly deps: Pick<VotesDeps, "db" | "clock">) {}

  private get db() {
    return this.deps.db;
  }

  /** The status a session reads as now (an ACTIVE one past its deadline: EXPIRED). */
  statusOf(session: Pick<VoteSessionRow, "status" | "endsAt">): VoteSessionStatus {
    return statusAt(session, this.deps.clock.now());
  }

  /**
   * Where a session of `kind` belongs, and who the caller is to it (a voter, its initiator): the
   * guard's way in from an id. A session of another kind is not found.
   */
  async sessionSubject(sessionId: string, kind: VoteSessionKind, userId: string): Promise<Located | null> {
    const [row] = await this.db
      .select({ companyId: voteSessions.companyId, createdBy: voteSessions.createdBy, voterId: votes.id })
      .from(voteSessions)
      .leftJoin(votes, and(eq(votes.sessionId, voteSessions.id), eq(votes.userId, userId)))
      .where(and(eq(voteSessions.id, sessionId), eq(voteSessions.kind, kind)));
    if (!row) return null;
    const relations: Relation[] = [];
    if (row.voterId) relations.push("voter");
    if (row.createdBy === userId) relations.push("voteInitiator");
    return { companyId: row.companyId, relations };
  }

  /**
   * The newest sessions of many (company, kind) lists in one statement (the sessions loader: a
   * page's five lists are one read): each list's first `limit`, newest first. Authorization is
   * the caller's: each list's resolver checked vote.read on its company before asking.
   */
  async newestOf(lists: readonly SessionList[]): Promise<VoteSessionRow[][]> {
    if (!lists.length) return [];
    const rows = await newestSessionsStatement(this.db).execute({
      companyIds: [...new Set(lists.map((list) => list.companyId))],
      kinds: [...new Set(lists.map((list) => list.kind))],
      most: Math.max(...lists.map((list) => list.limit)),
    });
    return lists.map(({ companyId, kind, limit }) =>
      rows
        .filter((row) => row.companyId === companyId && row.kind === kind)
        .slice(0, limit)
        .map(({ rank: _rank, ...session }) => session),
    );
  }

  /** The electorates of many sessions in one query (the votes loader), largest share first. */
  async votesOf(sessionIds: readonly string[]): Promise<VoteRow[]> {
    if (!sessionIds.length) return [];
    return this.db
      .select()
      .from(votes)
      .where(inArray(votes.sessionId, [...sessionIds]))
      .orderBy(desc(votes.shareBp), asc(votes.id));
  }

  /** The stop reasons in one language, in their order. */
  async stopReasons(language: Language): Promise<StopReasonView[]> {
    const rows = await this.db
      .select({ reason: companyStopReasons, translation: companyStopReasonTranslations })
      .from(companyStopReasons)
      .innerJoin(
        companyStopReasonTranslations,
        eq(companyStopReasonTranslations.companyStopReasonId, companyStopReasons.id),
      )
      .where(eq(companyStopReasonTranslations.languageCode, language))
      .orderBy(asc(companyStopReasons.sortNumber), asc(companyStopReasons.id));
    return rows.map(({ reason, translation }) => ({
      id: reason.id,
      name: translation.name,
      translations: [translation],
    }));
  }
}
