/**
 * registerUser: the account of a confirmed phone, the validation rules of spec section 5, and
 * the database's own guard on what a user row may hold.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "../../server/db/schema";
import { REGISTER, confirmPhone, createTestApp, gql, newPhone, signUp, token, type TestApp } from "./harness";
import { USERNAME_UNIQUE, USER_EXISTS, failure, fieldErrors, ok } from "./support";

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

interface Registered {
  registerUser: {
    id: string;
    phone: string;
    name: string;
    surname: string;
    username: string;
    language: string;
    mfaEnabled: boolean;
  };
}

const PASSWORD = "Correct#Horse9";

let usernameCounter = 0;
const freshUsername = () => `olena_${(usernameCounter += 1)}`;

function validInput(phoneTicket: string, overrides: Record<string, unknown> = {}) {
  return {
    phoneTicket,
    name: "Olena",
    surname: "Koval",
    username: freshUsername(),
    password: PASSWORD,
    confirmPassword: PASSWORD,
    consent: true,
    ...overrides,
  };
}

const register = (input: Record<string, unknown>) => gql<Registered>(app, REGISTER, { input }, { apiKey: true });
const userExists = async (phone: string) =>
  ok(await gql<{ checkUserExists: boolean }>(app, USER_EXISTS, { phone }, { apiKey: true })).checkUserExists;

describe("registerUser", () => {
  it("creates the account of the confirmed phone, and the user can sign in with the password", async () => {
    const phone = newPhone();
    const ticket = await confirmPhone(app, phone);
    const input = validInput(ticket, { language: "en" });
    const user = ok(await register(input)).registerUser;
    expect(user).toMatchObject({
      phone,
      name: "Olena",
      surname: "Koval",
      username: input.username,
      language: "en",
      mfaEnabled: false,
    });
    expect(user.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(await userExists(phone)).toBe(true);
    expect(
      ok(
        await gql<{ checkUsernameUnique: boolean }>(
          app,
          USERNAME_UNIQUE,
          { username: input.username },
          { apiKey: true },
        ),
      ).checkUsernameUnique,
    ).toBe(false);

    const granted = await token(app, {
      grant_type: "password",
      username: phone,
      password: PASSWORD,
      phone_ticket: ticket,
    });
    expect(granted.status).toBe(200);
  });

  it("trims the names and username a person typed with stray spaces", async () => {
    const phone = newPhone();
    const ticket = await confirmPhone(app, phone);
    const username = freshUsername();
    const user = ok(
      await register(validInput(ticket, { name: "  Olena ", surname: " Koval  ", username: ` ${username} ` })),
    ).registerUser;
    expect(user).toMatchObject({ name: "Olena", surname: "Koval", username });
  });

  it("accepts a password made of letters, digits and every allowed symbol", async () => {
    const phone = newPhone();
    const ticket = await confirmPhone(app, phone);
    const password = `Aa1!@#$%^&*()_+-=[]{};:'"\\|,.<>/?`;
    ok(await register(validInput(ticket, { password, confirmPassword: password })));
    expect((await token(app, { grant_type: "password", username: phone, password, phone_ticket: ticket })).status).toBe(
      200,
    );
  });

  it("accepts names of exactly 2 and 24 characters and usernames of exactly 3 and 24", async () => {
    for (const [name, username] of [
      ["Yi", "yi3"],
      ["A".repeat(24), "Z".repeat(23) + "9"],
    ]) {
      const phone = newPhone();
      const ticket = await confirmPhone(app, phone);
      const user = ok(await register(validInput(ticket, { name, surname: name, username }))).registerUser;
      expect(user.username).toBe(username);
    }
  });

  const invalid: Array<[string, Record<string, unknown>, string, string]> = [
    ["an empty first name", { name: "" }, "name", "validation.name.required"],
    ["a first name of 1 character", { name: "O" }, "name", "validation.name.length"],
    ["a first name of 25 characters", { name: "O".repeat(25) }, "name", "validation.name.length"],
    ["a blank last name", { surname: "   " }, "surname", "validation.surname.required"],
    ["a last name of 1 character", { surname: "K" }, "surname", "validation.surname.length"],
    ["a last name of 25 characters", { surname: "K".repeat(25) }, "surname", "validation.surname.length"],
    ["an empty username", { username: "" }, "username", "validation.username.required"],
    ["a username of 2 characters", { username: "ok" }, "username", "validation.username.length"],
    ["a username of 25 characters", { username: "u".repeat(25) }, "username", "validation.username.length"],
    ["a username with a space", { username: "olena k" }, "username", "validation.username.spaces"],
    ["a username with a hyphen", { username: "olena-k" }, "username", "validation.username.chars"],
    ["a username with an @", { username: "@olena" }, "username", "validation.username.chars"],
    ["a username in Cyrillic", { username: "олена" }, "username", "validation.username.chars"],
    ["an empty password", { password: "", confirmPassword: "" }, "password", "validation.password.required"],
    [
      "a password of 7 characters",
      { password: "Abcde1!", confirmPassword: "Abcde1!" },
      "password",
      "validation.password.min",
    ],
    [
      "a password with a space",
      { password: "Correct Horse9", confirmPassword: "Correct Horse9" },
      "password",
      "validation.password.whitespace",
    ],
    [
      "a password with a tab",
      { password: "Correct\tHorse9", confirmPassword: "Correct\tHorse9" },
      "password",
      "validation.password.whitespace",
    ],
    [
      "a password with Cyrillic letters",
      { password: "Пароль12345", confirmPassword: "Пароль12345" },
      "password",
      "validation.password.chars",
    ],
    [
      "a password with a symbol outside the set",
      { password: "Correct€Horse9", confirmPassword: "Correct€Horse9" },
      "password",
      "validation.password.chars",
    ],
    [
      "a password of 129 characters",
      { password: "a".repeat(129), confirmPassword: "a".repeat(129) },
      "password",
      "validation.password.max",
    ],
    [
      "passwords that do not match",
      { confirmPassword: "Correct#Horse8" },
      "confirmPassword",
      "validation.password.mismatch",
    ],
    ["no consent", { consent: false }, "consent", "validation.consent.required"],
  ];

  it.each(invalid)(
    "refuses %s with BAD_USER_INPUT on that field, and stores nothing",
    async (_what, overrides, field, key) => {
      const phone = newPhone();
      const ticket = await confirmPhone(app, phone);
      const input = validInput(ticket, overrides);
      const answer = await register(input);
      expect(answer.data).toBeNull();
      const fields = fieldErrors(answer);
      expect(fields[field]).toContain(key);
      expect(await userExists(phone)).toBe(false);
      if (typeof input.username === "string" && /^[A-Za-z0-9_]{3,24}$/.test(input.username)) {
        const free = ok(
          await gql<{ checkUsernameUnique: boolean }>(
            app,
            USERNAME_UNIQUE,
            { username: input.username },
            { apiKey: true },
          ),
        );
        expect(free.checkUsernameUnique).toBe(true);
      }
    },
  );

  it("lists the problems of every field at once", async () => {
    const ticket = await confirmPhone(app, newPhone());
    const fields = fieldErrors(
      await register(
        validInput(ticket, {
          name: "O",
          surname: "",
          username: "a b",
          password: "short",
          confirmPassword: "short",
          consent: false,
        }),
      ),
    );
    expect(fields.name).toContain("validation.name.length");
    expect(fields.surname).toContain("validation.surname.required");
    expect(fields.username).toContain("validation.username.spaces");
    expect(fields.password).toContain("validation.password.min");
    expect(fields.consent).toContain("validation.consent.required");
  });

  it("keeps the phone ticket after a refused attempt, so the corrected form goes through", async () => {
    const phone = newPhone();
    const ticket = await confirmPhone(app, phone);
    expect(fieldErrors(await register(validInput(ticket, { consent: false }))).consent).toBeDefined();
    ok(await register(validInput(ticket)));
    expect(await userExists(phone)).toBe(true);
  });

  it("refuses a username somebody has, in any case, with USERNAME_TAKEN", async () => {
    const taken = `olena_k${(usernameCounter += 1)}`;
    await signUp(app, { username: taken });
    for (const username of [taken, `Olena_K${usernameCounter}`, taken.toUpperCase()]) {
      const phone = newPhone();
      const ticket = await confirmPhone(app, phone);
      const answer = await register(validInput(ticket, { username }));
      expect(answer.data).toBeNull();
      const error = failure(answer);
      expect(error.code).toBe("USERNAME_TAKEN");
      expect((error.fields as Record<string, string[]>).username).toContain("validation.username.taken");
      expect(await userExists(phone)).toBe(false);
    }
  });

  it("refuses a phone ticket that is not one with PHONE_NOT_CONFIRMED", async () => {
    for (const phoneTicket of ["not-a-ticket", "eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIrMzgwNjcxMjM0NTY3In0.c2lnbmF0dXJl"]) {
      const answer = await register(validInput(phoneTicket));
      expect(failure(answer).code).toBe("PHONE_NOT_CONFIRMED");
    }
  });

  it("refuses an empty phone ticket as bad input", async () => {
    const fields = fieldErrors(await register(validInput("")));
    expect(fields.phoneTicket).toContain("validation.ticket.required");
  });

  it("refuses a phone ticket older than 15 minutes with PHONE_NOT_CONFIRMED and stores nothing", async () => {
    const phone = newPhone();
    const ticket = await confirmPhone(app, phone);
    app.clock.advance(16 * 60_000);
    expect(failure(await register(validInput(ticket))).code).toBe("PHONE_NOT_CONFIRMED");
    expect(await userExists(phone)).toBe(false);
  });

  it("refuses a phone ticket whose code was replaced by a newer one", async () => {
    const phone = newPhone();
    const ticket = await confirmPhone(app, phone);
    app.clock.advance(61_000);
    await confirmPhone(app, phone);
    expect(failure(await register(validInput(ticket))).code).toBe("PHONE_NOT_CONFIRMED");
  });

  it("refuses a phone that already has an account with PHONE_TAKEN", async () => {
    const existing = await signUp(app);
    const ticket = await confirmPhone(app, existing.phone);
    const answer = await register(validInput(ticket));
    expect(answer.data).toBeNull();
    expect(failure(answer).code).toBe("PHONE_TAKEN");
  });

  it("refuses a ticket already spent on signing in", async () => {
    const existing = await signUp(app);
    const ticket = await confirmPhone(app, existing.phone);
    expect(
      (
        await token(app, {
          grant_type: "password",
          username: existing.phone,
          password: existing.password,
          phone_ticket: ticket,
        })
      ).status,
    ).toBe(200);
    expect(failure(await register(validInput(ticket))).code).toBe("PHONE_NOT_CONFIRMED");
  });
});

describe("names are counted as people count them", () => {
  it("24 emoji with a skin tone are a name of 24 characters; the 25th is one too many", async () => {
    const name = "👍🏽".repeat(24); // 96 UTF-16 units, 48 code points
    const user = ok(
      await register(validInput(await confirmPhone(app, newPhone()), { name, surname: "🇺🇦🇺🇦" })),
    ).registerUser;
    expect(user.name).toBe(name);
    expect(user.surname).toBe("🇺🇦🇺🇦");
    const tooLong = await register(validInput(await confirmPhone(app, newPhone()), { name: "👍🏽".repeat(25) }));
    expect(fieldErrors(tooLong)).toEqual({ name: ["validation.name.length"] });
  });
});

describe("the database guards the users table itself", () => {
  const row = (overrides: Partial<typeof users.$inferInsert> = {}): typeof users.$inferInsert => ({
    phone: newPhone(),
    name: "Olena",
    surname: "Koval",
    username: freshUsername(),
    passwordHash: "$argon2id$not-a-real-hash",
    ...overrides,
  });

  it("takes a well-formed row (the baseline of the checks below)", async () => {
    await expect(app.database.db.insert(users).values(row())).resolves.toBeDefined();
  });

  it.each([
    ["a username with a space", { username: "bad name" }],
    ["a username with a hyphen", { username: "bad-name" }],
    ["a username of 2 characters", { username: "ab" }],
    ["a username of 25 characters", { username: "u".repeat(25) }],
    ["a phone not in E.164", { phone: "0671234567" }],
    ["a first name of 1 character", { name: "O" }],
    ["a last name of 97 code points", { surname: "K".repeat(97) }],
    ["an unknown language", { language: "de" as "uk" }],
    ["two-factor on without an e-mail", { mfaEnabled: true, email: null }],
    ["a first name holding a control character", { name: "Ol\u0001ena" }],
    ["a last name holding an escape sequence", { surname: "Ko\u001b[2Jval" }],
    ["an e-mail holding a C1 control character", { email: "olena\u0085@example.com" }],
  ])("rejects %s even when the code is bypassed", async (_what, overrides) => {
    await expect(app.database.db.insert(users).values(row(overrides))).rejects.toThrow();
  });

  it("rejects a username that differs from a taken one only in case", async () => {
    const username = freshUsername();
    await app.database.db.insert(users).values(row({ username }));
    await expect(app.database.db.insert(users).values(row({ username: username.toUpperCase() }))).rejects.toThrow();
  });

  it("rejects a second account for the same phone", async () => {
    const phone = newPhone();
    await app.database.db.insert(users).values(row({ phone }));
    await expect(app.database.db.insert(users).values(row({ phone }))).rejects.toThrow();
  });
});
