import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, gql, signUp, type TestApp } from "./harness";

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

describe("sign-up smoke", () => {
  it("registers, signs in and reads the user", async () => {
    const user = await signUp(app);
    const me = await gql<{ getAuthUser: { phone: string } }>(
      app,
      "{ getAuthUser { phone username } }",
      {},
      { token: user.accessToken },
    );
    expect(me.data?.getAuthUser.phone).toBe(user.phone);
  });
});
