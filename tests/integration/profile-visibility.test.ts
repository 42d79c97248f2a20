/**
 * Contact visibility (spec: privacy and access; masking in section 5): a person's phone and e-mail
 * reach another user whole only when the person allows ALL, or the caller is a contact (shares a
 * company with them as a current owner or a role holder); everyone else sees them masked. Held on
 * the User type, so every place that returns a User obeys it.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  GetAuthUserDocument,
  GetOwnerDocument,
  ListCompanyOwnersDocument,
  ListUsersDocument,
  UpdateAuthUserVisibilityDocument,
} from "#graphql/generated/operations";
import { maskEmail, maskPhone } from "#graphql/validation/identity";
import { createTestApp, send, signUp, type SignedUpUser, type TestApp } from "./harness";
import { createCompany, give, holdRole } from "./companies/world";
import { enableTwoFactor, ok } from "./support";

let app: TestApp;
beforeAll(async () => {
  // Several transfers per test move the clock by minutes: tokens live long enough for a test.
  app = await createTestApp({ ACCESS_TOKEN_TTL: "3600" });
});
afterAll(() => app.close());

const emailOf = (user: SignedUpUser) => `vis.${user.phone.slice(-7)}@example.com`;

/** What `caller` reads of `person` through listUsers (found by username). */
async function seenBy(caller: SignedUpUser, person: SignedUpUser) {
  const page = ok(
    await send(app, ListUsersDocument, { search: person.username }, { token: caller.accessToken }),
  ).listUsers;
  const found = page.items.find((u) => u.id === person.id);
  expect(found).toBeDefined();
  return { phone: found!.phone, email: found!.email };
}

const setVisibility = (
  user: SignedUpUser,
  input: { phoneVisibility?: "ALL" | "CONTACTS"; emailVisibility?: "ALL" | "CONTACTS" },
) => send(app, UpdateAuthUserVisibilityDocument, { input }, { token: user.accessToken });

describe("updateAuthUserVisibility", () => {
  it("sets each visibility; a field left out stays; getAuthUser reads them", async () => {
    const user = await signUp(app);
    expect(ok(await setVisibility(user, { phoneVisibility: "ALL" })).updateAuthUserVisibility).toMatchObject({
      phoneVisibility: "ALL",
      emailVisibility: "CONTACTS",
    });
    ok(await setVisibility(user, { emailVisibility: "ALL" }));
    expect(ok(await send(app, GetAuthUserDocument, {}, { token: user.accessToken })).getAuthUser).toMatchObject({
      phoneVisibility: "ALL",
      emailVisibility: "ALL",
    });
  });

  it("takes only ALL and CONTACTS", async () => {
    const user = await signUp(app);
    const refused = await send(
      app,
      UpdateAuthUserVisibilityDocument,
      { input: { phoneVisibility: "NOBODY" as "ALL" } },
      { token: user.accessToken },
    );
    expect(refused.errors?.[0].message).toMatch(/ContactVisibility/);
  });
});

describe("masking wherever a User is returned", () => {
  it("a stranger sees the phone and e-mail masked by default, whole once the person allows ALL", async () => {
    const [olena, stranger] = [await signUp(app), await signUp(app)];
    await enableTwoFactor(app, olena, emailOf(olena));
    expect(await seenBy(stranger, olena)).toEqual({ phone: maskPhone(olena.phone), email: maskEmail(emailOf(olena)) });

    ok(await setVisibility(olena, { phoneVisibility: "ALL" }));
    expect(await seenBy(stranger, olena)).toEqual({ phone: olena.phone, email: maskEmail(emailOf(olena)) });
    ok(await setVisibility(olena, { emailVisibility: "ALL" }));
    expect(await seenBy(stranger, olena)).toEqual({ phone: olena.phone, email: emailOf(olena) });
  });

  it("a person sees their own whole, and a user without an e-mail has none to show", async () => {
    const olena = await signUp(app);
    expect(await seenBy(olena, olena)).toEqual({ phone: olena.phone, email: null });
  });

  it("co-owners are contacts: listCompanyOwners and getOwner show each other whole, a stranger's listUsers masked", async () => {
    const [olena, taras, stranger] = [await signUp(app), await signUp(app), await signUp(app)];
    const companyId = await createCompany(app, olena, "Contacts Co");
    await give(app, olena, companyId, taras, 4000);
    expect(await seenBy(olena, taras)).toEqual({ phone: taras.phone, email: null });
    expect(await seenBy(taras, olena)).toEqual({ phone: olena.phone, email: null });
    expect((await seenBy(stranger, taras)).phone).toBe(maskPhone(taras.phone));

    const owners = ok(
      await send(app, ListCompanyOwnersDocument, { companyId }, { token: taras.accessToken }),
    ).listCompanyOwners;
    expect(owners.map((o) => o.user.phone).sort()).toEqual([olena.phone, taras.phone].sort());
    const olenaOwner = owners.find((o) => o.userId === olena.id)!;
    expect(
      ok(await send(app, GetOwnerDocument, { id: olenaOwner.id }, { token: taras.accessToken })).getOwner.user.phone,
    ).toBe(olena.phone);
  });

  it("a former owner is no longer a contact; a role holder in the company is one", async () => {
    const [olena, taras, director] = [await signUp(app), await signUp(app), await signUp(app)];
    const companyId = await createCompany(app, olena, "Former Co");
    await give(app, olena, companyId, taras, 4000);
    await give(app, taras, companyId, olena, 4000);
    const former = ok(
      await send(app, ListCompanyOwnersDocument, { companyId, former: true }, { token: olena.accessToken }),
    ).listCompanyOwners;
    expect(former.map((o) => o.user.phone)).toEqual([maskPhone(taras.phone)]);

    expect((await seenBy(olena, director)).phone).toBe(maskPhone(director.phone));
    await holdRole(app, companyId, director, 1);
    expect((await seenBy(olena, director)).phone).toBe(director.phone);
    expect((await seenBy(director, olena)).phone).toBe(olena.phone);
  });
});
