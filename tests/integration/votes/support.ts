/**
 * Building blocks of the vote tests: companies with owners of unequal shares, made the way people
 * make them (createCompany, share transfers), and the vote operations as the app sends them.
 */
import { and, eq } from "drizzle-orm";
import {
  CancelVoteInCeoVoteSessionDocument,
  CastVoteInCeoVoteSessionDocument,
  CreateCeoInvitationDocument,
  ListCompanyCeoVoteSessionsDocument,
  CancelCompanyDeleteVoteSessionDocument,
  CancelCompanyStopVoteSessionDocument,
  CancelVoteInCompanyDeleteVoteSessionDocument,
  CancelVoteInCompanyNameVoteSessionDocument,
  CancelVoteInCompanyStartVoteSessionDocument,
  CancelVoteInCompanyStopVoteSessionDocument,
  CastVoteInCompanyDeleteVoteSessionDocument,
  CastVoteInCompanyNameVoteSessionDocument,
  CastVoteInCompanyStartVoteSessionDocument,
  CastVoteInCompanyStopVoteSessionDocument,
  CreateCompanyDeleteVoteSessionDocument,
  CreateCompanyNameVoteSessionDocument,
  CreateCompanyStartVoteSessionDocument,
  CreateCompanyStopVoteSessionDocument,
} from "#graphql/generated/operations";
import { auditEvents, notifications, voteSessions } from "../../../server/db/schema";
import type {
  CompanyNameVoteSessionFieldsFragment,
  CompanyStopVoteSessionFieldsFragment,
  VoteSessionFieldsFragment,
} from "#graphql/generated/operations";
import { send, signUp, type GraphQLAnswer, type SignedUpUser, type TestApp } from "../harness";
import { ok, signIn } from "../support";
import { createCompany, give } from "../companies/world";

/** A seeded reason (migration 0013): a temporary break in business. */
export const A_REASON = "5e1a0000-0000-4000-8000-000000000001";
export const DAY = 24 * 60 * 60 * 1000;

export type Kind = "NAME" | "STOP" | "START" | "DELETE";
export type AnyKind = Kind | "CEO";

/** A company whose owners hold these shares (basis points, the first is its creator). */
export async function companyOwnedBy(
  app: TestApp,
  shares: number[],
  name = "Vote Works",
): Promise<{ id: string; owners: SignedUpUser[] }> {
  const people: SignedUpUser[] = [];
  for (let i = 0; i < shares.length; i += 1) people.push(await signUp(app));
  const id = await createCompany(app, people[0], name);
  for (let i = 1; i < shares.length; i += 1) {
    // At most 6 SMS codes an hour reach one phone.
    app.clock.advance(11 * 60_000);
    await give(app, people[0], id, people[i], shares[i]);
  }
  return { id, owners: people };
}

/** Opens a session of `kind` as `who` (the raw answer). */
export function open(
  app: TestApp,
  who: SignedUpUser,
  kind: Kind,
  companyId: string,
  extra: { name?: string; confirm?: string; reasonId?: string; comment?: string } = {},
) {
  const token = { token: who.accessToken };
  switch (kind) {
    case "NAME":
      return send(
        app,
        CreateCompanyNameVoteSessionDocument,
        { input: { companyId, name: extra.name ?? "Renamed Works" } },
        token,
      ).then((a) => ({
        ...a,
        session: a.data?.createCompanyNameVoteSession,
      }));
    case "STOP":
      return send(
        app,
        CreateCompanyStopVoteSessionDocument,
        {
          input: {
            companyId,
            reasonId: extra.reasonId ?? A_REASON,
            comment: extra.comment,
            confirm: extra.confirm ?? "STOP",
          },
        },
        token,
      ).then((a) => ({ ...a, session: a.data?.createCompanyStopVoteSession }));
    case "START":
      return send(app, CreateCompanyStartVoteSessionDocument, { input: { companyId } }, token).then((a) => ({
        ...a,
        session: a.data?.createCompanyStartVoteSession,
      }));
    case "DELETE":
      return send(
        app,
        CreateCompanyDeleteVoteSessionDocument,
        { input: { companyId, confirm: extra.confirm ?? "YES" } },
        token,
      ).then((a) => ({
        ...a,
        session: a.data?.createCompanyDeleteVoteSession,
      }));
  }
}

/** Opens a session and answers it (fails the test on an error). */
/** A session of any kind as the tests read it (the name and the reason when its kind has them). */
export type SessionView = VoteSessionFieldsFragment &
  Partial<
    Pick<CompanyNameVoteSessionFieldsFragment, "name"> &
      Pick<CompanyStopVoteSessionFieldsFragment, "reasonId" | "comment" | "reason">
  >;

export async function opened(
  app: TestApp,
  who: SignedUpUser,
  kind: Kind,
  companyId: string,
  extra: Parameters<typeof open>[4] = {},
): Promise<SessionView> {
  const answer = await open(app, who, kind, companyId, extra);
  ok(answer as GraphQLAnswer<unknown>);
  return answer.session as SessionView;
}

const CAST = {
  CEO: CastVoteInCeoVoteSessionDocument,
  NAME: CastVoteInCompanyNameVoteSessionDocument,
  STOP: CastVoteInCompanyStopVoteSessionDocument,
  START: CastVoteInCompanyStartVoteSessionDocument,
  DELETE: CastVoteInCompanyDeleteVoteSessionDocument,
};
const RESET = {
  CEO: CancelVoteInCeoVoteSessionDocument,
  NAME: CancelVoteInCompanyNameVoteSessionDocument,
  STOP: CancelVoteInCompanyStopVoteSessionDocument,
  START: CancelVoteInCompanyStartVoteSessionDocument,
  DELETE: CancelVoteInCompanyDeleteVoteSessionDocument,
};

type AnySession = SessionView;

/** Casts (FOR, AGAINST) or resets (null) a vote; answers the session or the error. */
export async function vote(
  app: TestApp,
  who: SignedUpUser,
  kind: AnyKind,
  sessionId: string,
  choice: "FOR" | "AGAINST" | null,
): Promise<GraphQLAnswer<unknown> & { session?: SessionView }> {
  const answer =
    choice === null
      ? await send(app, RESET[kind] as typeof RESET.NAME, { sessionId }, { token: who.accessToken })
      : await send(app, CAST[kind] as typeof CAST.NAME, { sessionId, vote: choice }, { token: who.accessToken });
  const data = answer.data as Record<string, AnySession> | null | undefined;
  return { ...answer, session: data ? Object.values(data)[0] : undefined };
}

export async function cancelSession(
  app: TestApp,
  who: SignedUpUser,
  kind: "STOP" | "DELETE",
  sessionId: string,
): Promise<GraphQLAnswer<unknown> & { session?: SessionView }> {
  const document = kind === "STOP" ? CancelCompanyStopVoteSessionDocument : CancelCompanyDeleteVoteSessionDocument;
  const answer = await send(
    app,
    document as typeof CancelCompanyStopVoteSessionDocument,
    { sessionId },
    { token: who.accessToken },
  );
  const data = answer.data as Record<string, AnySession> | null | undefined;
  return { ...answer, session: data ? Object.values(data)[0] : undefined };
}

/** The session's row as stored. */
export async function stored(app: TestApp, id: string) {
  const [row] = await app.database.db.select().from(voteSessions).where(eq(voteSessions.id, id));
  return row;
}

/** The notification types a person received about one session. */
export async function toldAbout(app: TestApp, user: SignedUpUser, sessionId: string): Promise<string[]> {
  const rows = await app.database.db.select().from(notifications).where(eq(notifications.userId, user.id));
  return rows
    .filter((row) => (row.payload as { sessionId?: string }).sessionId === sessionId)
    .map((row) => row.type)
    .sort();
}

/** The audit actions written about one session (in the order written). */
export async function auditOf(app: TestApp, companyId: string, entityId: string) {
  const rows = await app.database.db
    .select()
    .from(auditEvents)
    .where(and(eq(auditEvents.companyId, companyId), eq(auditEvents.entityId, entityId)))
    .orderBy(auditEvents.seq);
  return rows.map((row) => row.action);
}

/** Moves the clock and signs the people in again (an access token lives a day at most). */
export async function later(app: TestApp, ms: number, people: SignedUpUser[]) {
  app.clock.advance(ms);
  for (const person of people) person.accessToken = (await signIn(app, person.phone, person.password)).accessToken;
}

/** Invites `candidate` to direct the company (the raw answer, with the invitation). */
export async function invite(app: TestApp, who: SignedUpUser, companyId: string, candidate: { username: string }) {
  const answer = await send(
    app,
    CreateCeoInvitationDocument,
    { input: { companyId, candidate: candidate.username } },
    { token: who.accessToken },
  );
  return { ...answer, invitation: answer.data?.createCeoInvitation };
}

/** The company's newest director vote, as an owner reads it. */
export async function newestCeoSession(app: TestApp, reader: SignedUpUser, companyId: string) {
  const answer = await send(
    app,
    ListCompanyCeoVoteSessionsDocument,
    { companyId, limit: 1 },
    { token: reader.accessToken },
  );
  return ok(answer).listCompanyCeoVoteSessions[0];
}
