import { createSchema, createYoga } from "graphql-yoga";
import { describe, expect, it } from "vitest";
import type { GraphQLContext } from "../graphql/context";
import { guardFields, inherit, maskedField, mergeFieldRules, selfField } from "./fields";

const typeDefs = /* GraphQL */ `
  type Query {
    me: Account
  }
  type Account {
    id: ID!
    secret: String
    phone: String
  }
`;

const account = { id: "u1", secret: "s", phone: "+380671234589" };
const schemaWith = (rules: Record<string, Record<string, unknown>>) => {
  const schema = createSchema<GraphQLContext>({ typeDefs, resolvers: { Query: { me: () => account } } });
  guardFields(schema, rules as never);
  return schema;
};
/** Asked through Yoga, as the API is (graphql may be loaded twice under vitest: see yoga.ts). */
async function ask(schema: ReturnType<typeof schemaWith>, ctx: Partial<GraphQLContext>) {
  const yoga = createYoga({
    schema,
    context: () => ({ vouched: new WeakSet(), ...ctx }),
    maskedErrors: false,
    logging: false,
  });
  const response = await yoga.fetch("http://api/graphql", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ query: "{ me { id secret phone } }" }),
  });
  return (await response.json()) as { data?: { me: Record<string, unknown> }; errors?: Array<{ message: string }> };
}

describe("guardFields", () => {
  it("refuses to start while a field has no rule, naming it", () => {
    expect(() => schemaWith({ Account: inherit("id", "secret") })).toThrow(/Account\.phone/);
  });

  it("refuses to start with a rule for a field the schema does not have", () => {
    expect(() => schemaWith({ Account: { ...inherit("id", "secret", "phone", "pin") } })).toThrow(/Account\.pin/);
  });

  it("two modules ruling one field is a mistake", () => {
    expect(() => mergeFieldRules([{ User: inherit("id") }, { User: inherit("id") }])).toThrow(/User\.id/);
  });

  const rules = {
    Account: {
      ...inherit("id"),
      secret: selfField<typeof account>((a) => a.id),
      phone: maskedField<typeof account>((value) => `${String(value).slice(0, 4)}•••`),
    },
  };

  it("a person's own field answers them, and nobody else", async () => {
    const schema = schemaWith(rules);
    const mine = await ask(schema, { viewer: { userId: "u1" } as GraphQLContext["viewer"] });
    expect(mine.data?.me).toMatchObject({ id: "u1", secret: "s" });
    const theirs = await ask(schema, { viewer: { userId: "u2" } as GraphQLContext["viewer"] });
    expect(theirs.data?.me).toMatchObject({ id: "u1", secret: null });
    expect(theirs.errors?.[0]?.message).toBe("Not allowed");
    const signedOut = await ask(schema, {});
    expect(signedOut.data?.me).toMatchObject({ secret: null });
  });

  it("an object the operation vouched for reads as the caller's own without a sign-in", async () => {
    const schema = schemaWith(rules);
    const vouched = new WeakSet<object>([account]);
    const answer = await ask(schema, { vouched });
    expect(answer.data?.me).toMatchObject({ secret: "s" });
  });

  it("a masked value passes its mask", async () => {
    const answer = await ask(schemaWith(rules), { viewer: { userId: "u2" } as GraphQLContext["viewer"] });
    expect(answer.data?.me).toMatchObject({ phone: "+380•••" });
  });
});
