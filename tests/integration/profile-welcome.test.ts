/**
 * The welcome boxes of /profile (spec: vHold's, add a company or later; vHub's, with the username,
 * can be hidden; their visibility choices are remembered): hideWelcomeBox keeps the choice in the
 * person's own profile, so every device and every later sign-in reads it.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GetAuthUserDocument, HideWelcomeBoxDocument } from "#graphql/generated/operations";
import { createTestApp, gql, send, signUp, type TestApp } from "./harness";
import { errorCode, ok, signIn } from "./support";

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const boxes = async (token: string) => {
  const { welcomeVholdHidden, welcomeVhubHidden } = ok(await send(app, GetAuthUserDocument, {}, { token })).getAuthUser;
  return { welcomeVholdHidden, welcomeVhubHidden };
};

describe("hideWelcomeBox", () => {
  it("shows both boxes to a new person, then remembers each one hidden, on every device", async () => {
    const user = await signUp(app);
    expect(await boxes(user.accessToken)).toEqual({ welcomeVholdHidden: false, welcomeVhubHidden: false });

    const hid = ok(
      await send(app, HideWelcomeBoxDocument, { box: "VHOLD" }, { token: user.accessToken }),
    ).hideWelcomeBox;
    expect(hid).toMatchObject({ id: user.id, welcomeVholdHidden: true, welcomeVhubHidden: false });

    // Another device, a later sign-in: the same choice.
    const other = await signIn(app, user.phone, user.password);
    expect(await boxes(other.accessToken)).toEqual({ welcomeVholdHidden: true, welcomeVhubHidden: false });
    ok(await send(app, HideWelcomeBoxDocument, { box: "VHUB" }, { token: other.accessToken }));
    expect(await boxes(user.accessToken)).toEqual({ welcomeVholdHidden: true, welcomeVhubHidden: true });
    // Hiding a hidden box again is no error and changes nothing.
    expect(
      ok(await send(app, HideWelcomeBoxDocument, { box: "VHUB" }, { token: user.accessToken })).hideWelcomeBox,
    ).toMatchObject({
      welcomeVholdHidden: true,
      welcomeVhubHidden: true,
    });
  });

  it("changes only the caller's own profile", async () => {
    const [olena, taras] = [await signUp(app), await signUp(app)];
    ok(await send(app, HideWelcomeBoxDocument, { box: "VHUB" }, { token: olena.accessToken }));
    expect(await boxes(taras.accessToken)).toEqual({ welcomeVholdHidden: false, welcomeVhubHidden: false });
  });

  it("takes only VHOLD or VHUB, and changes nothing otherwise", async () => {
    const user = await signUp(app);
    const refused = await gql(app, "mutation { hideWelcomeBox(box: VCHAT) { id } }", {}, { token: user.accessToken });
    expect(refused.data ?? null).toBeNull();
    expect(refused.errors?.[0].message).toMatch(/WelcomeBox/);
    expect(await boxes(user.accessToken)).toEqual({ welcomeVholdHidden: false, welcomeVhubHidden: false });
  });

  it("is refused to a caller who is not signed in", async () => {
    const answer = await gql(app, "mutation { hideWelcomeBox(box: VHUB) { id } }", {}, { apiKey: true });
    expect(answer.data).toBeNull();
    expect(errorCode(answer)).toBe("UNAUTHENTICATED");
  });
});
