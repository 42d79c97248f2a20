import { and, desc, eq, gt, isNull, ne, sql } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { perDatabase } from "../../db/prepared";
import { refreshTokens, sessions, users } from "../../db/schema";
import { DomainError } from "../../errors";
import { findUserByPhone, getUserById } from "./user-rows";
import type { CodeService } from "./codes";
import type { Guards } from "./guards";
import {
  IDENTITY_LIMITS,
  type AuthUserRow,
  type ClientInfo,
  type IdentityDeps,
  type PasswordGrantResult,
  type TokenSet,
  type Viewer,
} from "./model";
import type { TwoFactorService } from "./two-factor";
import { hashRefreshToken, newRefreshToken, openSuccessor, sealSuccessor } from "./tokens";

/** How many sealed successors a grace-period replay follows to reach the newest token. */
const MAX_LINEAGE_WALK = 10;

/** Ends a person's live sessions, all but `keep` if given (a new password, a revocation). */
export async function endSessions(db: Executor, now: Date, userId: string, reason: string, keep?: string) {
  const conditions = [eq(sessions.userId, userId), isNull(sessions.endedAt)];
  if (keep) conditions.push(ne(sessions.id, keep));
  await db
    .update(sessions)
    .set({ endedAt: now, endReason: reason })
    .where(and(...conditions));
}

/**
 * The end-to-end suite's seam (server/dev/test-seams.ts, APP_ENV=test only): moves a live
 * session's start `seconds` into the past, as if that device had signed in earlier, so that a
 * rule that depends on its age (ending other sessions) can be tried on a server whose clock is
 * shared by every test. False when there is no such live session.
 */
export async function backdateSession(db: Executor, sessionId: string, seconds: number): Promise<boolean> {
  const moved = await db
    .update(sessions)
    .set({ createdAt: sql`${sessions.createdAt} - make_interval(secs => ${seconds})` })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.endedAt)))
    .returning({ id: sessions.id });
  return moved.length > 0;
}

const sessionWithUserStatement = perDatabase((db) =>
  db
    .select({ endedAt: sessions.endedAt, lastActiveAt: sessions.lastActiveAt, userId: sessions.userId, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.id, sql.placeholder("sessionId")))
    .prepare("session_with_user"),
);

/** What the bearer check reads of a session: its state and its person. */
export interface SessionRead {
  endedAt: Date | null;
  lastActiveAt: Date;
  userId: string;
  user: AuthUserRow;
}

/** Sessions and tokens: the token endpoint's grants, the bearer check, signing out. */
export class SessionService {
  constructor(
    private readonly deps: IdentityDeps,
    private readonly guards: Guards,
    private readonly codes: CodeService,
    private readonly twoFactor: TwoFactorService,
  ) {}

  private get db() {
    return this.deps.db;
  }
  private now() {
    return this.deps.clock.now();
  }

  /** The password step, after the phone was confirmed (phone ticket). A second factor answers "mfa". */
  async passwordGrant(
    input: { phone: string; password: string; phoneTicket: string },
    client: ClientInfo,
  ): Promise<PasswordGrantResult> {
    const { phone } = input;
    await this.guards.countAddress(client);
    // Spent password tries answer the lock whatever else is wrong (a used phone ticket).
    await this.guards.assertTriesLeft("PASSWORD", phone);
    const ticket = await this.codes.readPhoneTicket(input.phoneTicket, phone);
    // The ticket proves the caller holds the phone, so saying there is no account reveals nothing.
    const user = await findUserByPhone(this.db, phone);
    if (!user) throw new DomainError("USER_NOT_FOUND", "No account for this phone");
    await this.guards.checkPassword(user, input.password, { message: "Incorrect password" });
    if (user.isBlocked) throw new DomainError("USER_BLOCKED", "The account is blocked");
    // The second-factor code goes out before the ticket is spent: when it may not be sent yet
    // (RESEND_TOO_SOON, too many codes), the ticket stays good for a retry after the wait.
    const second = user.mfaEnabled ? await this.twoFactor.sendCode(user) : null;
    if (!(await this.codes.consume(this.db, ticket.codeId))) {
      throw new DomainError("PHONE_NOT_CONFIRMED", "The phone confirmation has expired");
    }
    if (second) {
      const mfaToken = await this.deps.tokens.signMfa(
        { userId: user.id, codeId: second.id },
        IDENTITY_LIMITS.mfaTokenTtlSeconds,
      );
      return { kind: "mfa", mfaToken, delivery: second.delivery };
    }
    return { kind: "tokens", tokens: await this.startSession(user.id, client) };
  }

  /** The second factor's step: the e-mailed code finishes the sign-in. */
  async mfaGrant(input: { mfaToken: string; code: string }, client: ClientInfo): Promise<TokenSet> {
    const claims = await this.deps.tokens.verifyMfa(input.mfaToken);
    if (!claims) throw new DomainError("UNAUTHENTICATED", "The sign-in has expired");
    const user = await getUserById(this.db, claims.userId);
    await this.guards.countAddress(client);
    // The newest two-factor code counts (a resend replaces the one the token was issued with).
    const result = await this.codes.verifyOrThrow({ phone: user.phone, purpose: "TWO_FACTOR" }, input.code);
    if (!(await this.codes.consume(this.db, result.id)))
      throw new DomainError("INVALID_CODE", "Invalid confirmation code");
    return this.startSession(user.id, client);
  }

  private async startSession(userId: string, client: ClientInfo): Promise<TokenSet> {
    const now = this.now();
    const refreshToken = newRefreshToken();
    const refreshExpiresAt = new Date(now.getTime() + this.deps.refreshTokenTtl * 1000);
    const sessionId = await this.db.transaction(async (tx) => {
      const [session] = await tx
        .insert(sessions)
        .values({
          userId,
          device: client.device.slice(0, 300) || "unknown",
          address: client.address,
          createdAt: now,
          lastActiveAt: now,
          refreshExpiresAt,
        })
        .returning({ id: sessions.id });
      await tx
        .insert(refreshTokens)
        .values({ tokenHash: hashRefreshToken(refreshToken), sessionId: session.id, createdAt: now });
      return session.id;
    });
    this.deps.logger.info({ userId, sessionId }, "session started");
    return this.tokenSet(userId, sessionId, refreshToken, refreshExpiresAt);
  }

  private async tokenSet(
    userId: string,
    sessionId: string,
    refreshToken: string,
    refreshExpiresAt: Date,
  ): Promise<TokenSet> {
    const accessToken = await this.deps.tokens.signAccess({ userId, sessionId }, this.deps.accessTokenTtl);
    return {
      accessToken,
      refreshToken,
      sessionState: sessionId,
      expiresIn: this.deps.accessTokenTtl,
      refreshExpiresIn: Math.max(0, Math.floor((refreshExpiresAt.getTime() - this.now().getTime()) / 1000)),
    };
  }

  /**
   * Rotates a refresh token. Each token works once: its successor is stored with it (hashed, and
   * sealed with the token itself). Presented again within the grace (parallel loaders refreshing
   * at once), it answers the newest token of its line, the same for every caller: no fork. Any
   * other use of a token that is not the newest of its line means someone else holds it, so the
   * whole session ends.
   */
  async refreshGrant(refreshToken: string): Promise<TokenSet> {
    const now = this.now();
    const tokenHash = hashRefreshToken(refreshToken);
    const outcome = await this.db.transaction(async (tx) => {
      const [row] = await tx
        .select({
          sessionId: refreshTokens.sessionId,
          usedAt: refreshTokens.usedAt,
          successorSealed: refreshTokens.successorSealed,
        })
        .from(refreshTokens)
        .where(eq(refreshTokens.tokenHash, tokenHash))
        .for("update");
      if (!row) return { error: "unknown" as const };
      const [session] = await tx.select().from(sessions).where(eq(sessions.id, row.sessionId)).for("update");
      if (!session || session.endedAt || session.refreshExpiresAt <= now) return { error: "ended" as const };
      const [owner] = await tx.select({ isBlocked: users.isBlocked }).from(users).where(eq(users.id, session.userId));
      if (!owner || owner.isBlocked) return { error: "ended" as const };

      if (row.usedAt) {
        const age = (now.getTime() - row.usedAt.getTime()) / 1000;
        const newest =
          age <= IDENTITY_LIMITS.refreshReuseGraceSeconds
            ? await this.newestOfLine(tx, refreshToken, row.successorSealed)
            : null;
        if (!newest) {
          await tx
            .update(sessions)
            .set({ endedAt: now, endReason: "refresh_token_reuse" })
            .where(eq(sessions.id, session.id));
          return { error: "reused" as const, sessionId: session.id };
        }
        await tx.update(sessions).set({ lastActiveAt: now }).where(eq(sessions.id, session.id));
        return {
          userId: session.userId,
          sessionId: session.id,
          next: newest,
          refreshExpiresAt: session.refreshExpiresAt,
        };
      }

      const next = newRefreshToken();
      const nextHash = hashRefreshToken(next);
      const refreshExpiresAt = new Date(now.getTime() + this.deps.refreshTokenTtl * 1000);
      await tx.insert(refreshTokens).values({ tokenHash: nextHash, sessionId: session.id, createdAt: now });
      await tx
        .update(refreshTokens)
        .set({ usedAt: now, successorHash: nextHash, successorSealed: sealSuccessor(refreshToken, next) })
        .where(eq(refreshTokens.tokenHash, tokenHash));
      await tx.update(sessions).set({ lastActiveAt: now, refreshExpiresAt }).where(eq(sessions.id, session.id));
      return { userId: session.userId, sessionId: session.id, next, refreshExpiresAt };
    });
    if ("error" in outcome) {
      if (outcome.error === "reused")
        this.deps.logger.warn({ sessionId: outcome.sessionId }, "refresh token reused: session ended");
      throw new DomainError("UNAUTHENTICATED", "The session has ended");
    }
    return this.tokenSet(outcome.userId, outcome.sessionId, outcome.next, outcome.refreshExpiresAt);
  }

  /**
   * Follows a used token's line to its newest token: each successor opens the next one's seal.
   * Null when a seal does not open (a token used before successors were kept).
   */
  private async newestOfLine(db: Executor, token: string, sealed: string | null): Promise<string | null> {
    let current = token;
    let seal = sealed;
    for (let step = 0; step < MAX_LINEAGE_WALK; step += 1) {
      if (!seal) return step === 0 ? null : current;
      const next = openSuccessor(current, seal);
      if (!next) return null;
      const [row] = await db
        .select({ successorSealed: refreshTokens.successorSealed })
        .from(refreshTokens)
        .where(eq(refreshTokens.tokenHash, hashRefreshToken(next)));
      if (!row) return null;
      current = next;
      seal = row.successorSealed;
    }
    return null;
  }

  /** Resolves a bearer token to the caller, or null. Ended sessions are refused at once. */
  async authenticate(accessToken: string): Promise<Viewer | null> {
    return (await this.authenticateWithUser(accessToken))?.viewer ?? null;
  }

  /**
   * Whether a session is still the live session of its person, as the bearer check decides
   * (not ended, the account not blocked): for a signed grant that names a session without being
   * a token (a company avatar's upload URL), so that signing out ends it too.
   */
  async isLive(viewer: Viewer): Promise<boolean> {
    const [session] = await sessionWithUserStatement(this.db).execute({ sessionId: viewer.sessionId });
    return Boolean(session && !session.endedAt && !session.user.isBlocked && session.userId === viewer.userId);
  }

  /**
   * The bearer check with the person's row, read in the same statement as the session (a
   * prepared one): the API primes the request's userById loader with it, so that no page reads
   * the caller's row a second time (docs/decisions/0021).
   */
  async authenticateWithUser<Read extends SessionRead = SessionRead>(
    accessToken: string,
    /** The session's read, when the caller wants more with it (the web server: the page header). */
    read: (sessionId: string) => Promise<Read | undefined> = async (sessionId) =>
      (await sessionWithUserStatement(this.db).execute({ sessionId }))[0] as Read | undefined,
  ): Promise<{ viewer: Viewer; user: AuthUserRow; session: Read } | null> {
    const claims = await this.deps.tokens.verifyAccess(accessToken);
    if (!claims) return null;
    const now = this.now();
    const session = await read(claims.sessionId);
    // A blocked account is signed out everywhere at its next request.
    if (!session || session.endedAt || session.user.isBlocked || session.userId !== claims.userId) return null;
    if (now.getTime() - session.lastActiveAt.getTime() > IDENTITY_LIMITS.lastActiveResolutionSeconds * 1000) {
      await this.db
        .update(sessions)
        .set({ lastActiveAt: now })
        .where(
          and(eq(sessions.id, claims.sessionId), gt(sql`${now.toISOString()}::timestamptz`, sessions.lastActiveAt)),
        );
    }
    return { viewer: claims, user: session.user, session };
  }

  /** The person's live sessions, the most recently active first; `current` marks the caller's. */
  async listAuthUserSessions(viewer: Viewer) {
    const rows = await this.db
      .select({
        id: sessions.id,
        device: sessions.device,
        createdAt: sessions.createdAt,
        lastActiveAt: sessions.lastActiveAt,
      })
      .from(sessions)
      .where(
        and(eq(sessions.userId, viewer.userId), isNull(sessions.endedAt), gt(sessions.refreshExpiresAt, this.now())),
      )
      .orderBy(desc(sessions.lastActiveAt), desc(sessions.createdAt));
    return rows.map((row) => ({ ...row, current: row.id === viewer.sessionId }));
  }

  /**
   * Ends another of the person's sessions: its refresh token stops working and its access token is
   * refused at once. Allowed only once this session is old enough (spec: 7 days after the first
   * sign-in on this device), else SESSION_END_NOT_YET_ALLOWED with allowedAt. The caller's own
   * session may always be ended (as signOut). One conditional statement: a session ends once.
   */
  async endAuthUserSession(viewer: Viewer, sessionId: string): Promise<void> {
    const now = this.now();
    if (sessionId !== viewer.sessionId) {
      const [own] = await this.db
        .select({ createdAt: sessions.createdAt })
        .from(sessions)
        .where(eq(sessions.id, viewer.sessionId));
      if (!own) throw new DomainError("UNAUTHENTICATED", "The session has ended");
      const allowedAt = new Date(own.createdAt.getTime() + IDENTITY_LIMITS.endOtherSessionsAfterSeconds * 1000);
      if (now < allowedAt) {
        throw new DomainError(
          "SESSION_END_NOT_YET_ALLOWED",
          "Other sessions can be ended 7 days after signing in on this device",
          {
            allowedAt: allowedAt.toISOString(),
          },
        );
      }
    }
    const ended = await this.db
      .update(sessions)
      .set({ endedAt: now, endReason: sessionId === viewer.sessionId ? "signed_out" : "ended_by_user" })
      .where(and(eq(sessions.id, sessionId), eq(sessions.userId, viewer.userId), isNull(sessions.endedAt)))
      .returning({ id: sessions.id });
    if (!ended.length) throw new DomainError("SESSION_NOT_FOUND", "No such live session");
    this.deps.logger.info(
      { userId: viewer.userId, sessionId: viewer.sessionId, ended: sessionId },
      "session ended by its user",
    );
  }

  async signOut(viewer: Viewer): Promise<void> {
    await this.db
      .update(sessions)
      .set({ endedAt: this.now(), endReason: "signed_out" })
      .where(and(eq(sessions.id, viewer.sessionId), isNull(sessions.endedAt)));
    this.deps.logger.info({ userId: viewer.userId, sessionId: viewer.sessionId }, "signed out");
  }
}
