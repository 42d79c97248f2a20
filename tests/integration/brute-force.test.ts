/**
 * The five-try limits under parallel attack: a burst of 24 wrong guesses with the right one
 * among them, 10 rounds, for every code (sign-in, recovery, two-factor, two-factor setup) and
 * every password check (sign-in, current password). A try is spent before the comparison, so
 * at most 5 guesses are ever compared; once the tries are spent every attempt, the right one
 * included, is TOO_MANY_ATTEMPTS with the wait.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { IDENTITY_LIMITS } from "../../server/modules/identity/model";
import {
  CHECK_CODE,
  REQUEST_CODE,
  confirmPhone,
  createTestApp,
  gql,
  signUp,
  token,
  type SignedUpUser,
  type TestApp,
} from "./harness";
import {
  ENABLE_TWO_FACTOR,
  MFA_GRANT,
  REQUEST_TWO_FACTOR_SETUP,
  UPDATE_PASSWORD,
  enableTwoFactor,
  ok,
  startMfaSignIn,
  wrongCode,
} from "./support";

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const ROUNDS = 10;
const WRONG = 24;
const LIMIT = IDENTITY_LIMITS.failuresBeforeLock;

/** What one attempt was answered, as the person sees it. */
type Outcome =
  | { kind: "accepted" }
  /** A guess compared and found wrong, with the tries left. */
  | { kind: "wrong"; attemptsLeft: number }
  | { kind: "locked"; retryAfter: number }
  /** Nothing left to guess: the code or the phone ticket was used up (by the right one). */
  | { kind: "spent"; code: string };

interface GraphQLErrorAnswer {
  errors?: Array<{ extensions?: Record<string, unknown> }>;
}

function classify(code: unknown, attemptsLeft: unknown, retryAfter: unknown): Outcome {
  if (code === "TOO_MANY_ATTEMPTS") return { kind: "locked", retryAfter: retryAfter as number };
  if (
    (code === "INVALID_CODE" || code === "INVALID_PASSWORD") &&
    typeof attemptsLeft === "number" &&
    attemptsLeft > 0
  ) {
    return { kind: "wrong", attemptsLeft };
  }
  return { kind: "spent", code: String(code) };
}

function fromGraphQL(answer: GraphQLErrorAnswer, accepted: boolean): Outcome {
  const extensions = answer.errors?.[0]?.extensions;
  if (!extensions) return accepted ? { kind: "accepted" } : { kind: "spent", code: "NO_ANSWER" };
  return classify(extensions.code, extensions.attemptsLeft, extensions.retryAfter);
}

function fromTokenEndpoint(answer: { status: number; body: Record<string, unknown> }): Outcome {
  if (answer.status === 200) return { kind: "accepted" };
  return classify(answer.body.error_code, answer.body.attempts_left, answer.body.retry_after);
}

/** One thing guarded by five tries, set up afresh for every round on a new account. */
interface Target {
  /** Whether the right answer uses the secret up (a code that signs in once, a phone ticket). */
  consumes: boolean;
  /** A new account (and code, ticket or token) for the round. */
  prepare(): Promise<void>;
  /** A live secret to guess again (a new code after the right one was used up), if it needs one. */
  renew(): Promise<void>;
  attempt(right: boolean): Promise<Outcome>;
}

/** 24 wrong and the right one, all at once. */
async function burst(target: Target) {
  const calls: Array<Promise<Outcome>> = [];
  for (let i = 0; i < WRONG; i += 1) {
    if (i === WRONG / 2) calls.push(target.attempt(true));
    calls.push(target.attempt(false));
  }
  const outcomes = await Promise.all(calls);
  const right = outcomes.splice(WRONG / 2, 1)[0];
  return { right, wrong: outcomes };
}

async function runRounds(target: Target) {
  const figures = { rightAccepted: 0, ordinaryFailures: [] as number[] };
  for (let round = 0; round < ROUNDS; round += 1) {
    await target.prepare();
    const first = await burst(target);

    // Only spent tries are compared: at most 5 guesses, and the one that spends the last try is
    // answered with the lock. Everything else is refused with the wait, never as a wrong guess.
    const ordinary = first.wrong.filter((o) => o.kind === "wrong");
    expect(ordinary.length, JSON.stringify(first.wrong)).toBeLessThanOrEqual(LIMIT - 1);
    for (const o of first.wrong) {
      if (o.kind === "locked") expect(o.retryAfter).toBeGreaterThan(0);
      else if (o.kind === "spent") {
        // Only a secret the right one used up may be gone; tries running out are the lock.
        expect(target.consumes, `${o.code}: an ordinary answer though no try was left ${JSON.stringify(first)}`).toBe(
          true,
        );
        expect(first.right.kind).toBe("accepted");
      } else expect(o.kind).toBe("wrong");
    }
    expect(["accepted", "locked"]).toContain(first.right.kind);
    if (first.right.kind === "accepted") figures.rightAccepted += 1;
    figures.ordinaryFailures.push(ordinary.length);

    // Spend whatever tries are left, one by one, until the lock answers (after a new code or
    // ticket when the right one used its own up).
    let wrongGuesses = 0;
    let locked = false;
    while (!locked) {
      const o = await target.attempt(false);
      if (o.kind === "locked") locked = true;
      else if (o.kind === "spent") await target.renew();
      else {
        expect(o.kind).toBe("wrong");
        wrongGuesses += 1;
        expect(wrongGuesses, "the tries run out within five wrong guesses").toBeLessThan(LIMIT);
      }
    }

    // Once locked, the right one is refused like every guess, however many arrive together.
    const second = await burst(target);
    for (const o of [second.right, ...second.wrong]) {
      expect(o.kind, JSON.stringify(o)).toBe("locked");
      if (o.kind === "locked") expect(o.retryAfter).toBeGreaterThan(0);
    }
  }
  // The figures behind the assertions, for a person reading a run (VHOLD_FIGURES=1).
  if (process.env.VHOLD_FIGURES) console.info(JSON.stringify(figures));
  return figures;
}

const NEW_PASSWORD = "Another#Pass42";
const emailOf = (user: SignedUpUser) => `olena.${user.phone.slice(-7)}@example.com`;

describe("24 parallel wrong guesses and the right one, 10 rounds", { timeout: 120_000 }, () => {
  it("sign-in code (checkAuthCode)", async () => {
    let phone = "";
    let code = "";
    const target: Target = {
      consumes: false,
      async prepare() {
        phone = (await signUp(app)).phone;
        await this.renew();
      },
      async renew() {
        app.clock.advance(61_000);
        ok(await gql(app, REQUEST_CODE, { phone }, { apiKey: true }));
        code = app.messenger.lastCode(phone);
      },
      async attempt(right) {
        const answer = await gql<{ checkAuthCode: { codeValid: boolean; attemptsLeft: number } }>(
          app,
          CHECK_CODE,
          { input: { phone, code: right ? code : wrongCode(code) } },
          { apiKey: true },
        );
        const check = answer.data?.checkAuthCode;
        if (check && !check.codeValid) return classify("INVALID_CODE", check.attemptsLeft, undefined);
        return fromGraphQL(answer, Boolean(check?.codeValid));
      },
    };
    await runRounds(target);
  });

  it("recovery code (updateAuthUserPassword signed out)", async () => {
    let user: SignedUpUser;
    let code = "";
    const target: Target = {
      consumes: true,
      async prepare() {
        user = await signUp(app);
        await this.renew();
      },
      async renew() {
        app.clock.advance(61_000);
        ok(await gql(app, REQUEST_CODE, { phone: user.phone, purpose: "PASSWORD_RESET" }, { apiKey: true }));
        code = app.messenger.lastCode(user.phone);
      },
      async attempt(right) {
        const input = {
          phone: user.phone,
          code: right ? code : wrongCode(code),
          password: NEW_PASSWORD,
          confirmPassword: NEW_PASSWORD,
        };
        const answer = await gql<{ updateAuthUserPassword: boolean }>(
          app,
          UPDATE_PASSWORD,
          { input },
          { apiKey: true },
        );
        return fromGraphQL(answer, answer.data?.updateAuthUserPassword === true);
      },
    };
    await runRounds(target);
  });

  it("two-factor code (the mfa grant)", async () => {
    let user: SignedUpUser;
    let email = "";
    let mfaToken = "";
    const target: Target = {
      consumes: true,
      async prepare() {
        user = await signUp(app);
        email = emailOf(user);
        await enableTwoFactor(app, user, email);
        await this.renew();
      },
      async renew() {
        app.clock.advance(61_000);
        mfaToken = await startMfaSignIn(app, user.phone, user.password);
      },
      async attempt(right) {
        const code = app.messenger.lastCode(email);
        return fromTokenEndpoint(
          await token(app, { grant_type: MFA_GRANT, mfa_token: mfaToken, otp: right ? code : wrongCode(code) }),
        );
      },
    };
    await runRounds(target);
  });

  it("two-factor setup code (enableTwoFactor)", async () => {
    let user: SignedUpUser;
    let email = "";
    const target: Target = {
      consumes: true,
      async prepare() {
        user = await signUp(app);
        email = emailOf(user);
        await this.renew();
      },
      async renew() {
        app.clock.advance(61_000);
        ok(
          await gql(
            app,
            REQUEST_TWO_FACTOR_SETUP,
            { email, currentPassword: user.password },
            { token: user.accessToken },
          ),
        );
      },
      async attempt(right) {
        const code = app.messenger.lastCode(email);
        const answer = await gql<{ enableTwoFactor: { mfaEnabled: boolean } }>(
          app,
          ENABLE_TWO_FACTOR,
          { input: { email, code: right ? code : wrongCode(code) } },
          { token: user.accessToken },
        );
        return fromGraphQL(answer, answer.data?.enableTwoFactor.mfaEnabled === true);
      },
    };
    await runRounds(target);
  });

  it("password (the password grant)", async () => {
    let user: SignedUpUser;
    let ticket = "";
    const target: Target = {
      consumes: true,
      async prepare() {
        user = await signUp(app);
        await this.renew();
      },
      async renew() {
        app.clock.advance(61_000);
        ticket = await confirmPhone(app, user.phone);
      },
      async attempt(right) {
        const password = right ? user.password : "Wrong#Horse9";
        return fromTokenEndpoint(
          await token(app, { grant_type: "password", username: user.phone, password, phone_ticket: ticket }),
        );
      },
    };
    await runRounds(target);
  });

  it("current password (updateAuthUserPassword signed in)", async () => {
    let user: SignedUpUser;
    const target: Target = {
      consumes: false,
      async prepare() {
        user = await signUp(app);
      },
      async renew() {},
      async attempt(right) {
        const input = {
          currentPassword: right ? user.password : "Wrong#Horse9",
          password: NEW_PASSWORD,
          confirmPassword: NEW_PASSWORD,
        };
        const answer = await gql<{ updateAuthUserPassword: boolean }>(
          app,
          UPDATE_PASSWORD,
          { input },
          { token: user.accessToken },
        );
        const accepted = answer.data?.updateAuthUserPassword === true;
        if (accepted) user = { ...user, password: NEW_PASSWORD };
        return fromGraphQL(answer, accepted);
      },
    };
    await runRounds(target);
  });
});
