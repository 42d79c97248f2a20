import type { GraphQLFieldResolver, GraphQLSchema } from "graphql";
import { DomainError } from "../errors";
import type { GraphQLContext } from "../graphql/context";
import type { ResolversParentTypes } from "../graphql/generated/resolvers";
import { decide, type CompanyPolicy, type Located } from "./policy";

/**
 * Who may read one field of an object, declared beside the module's policy table, so that the
 * schema itself says what guards every field (the way Pothos' scope-auth or graphql-shield guard
 * fields) and the table that answers a root operation also answers the nested field:
 *
 *  - "inherit": part of the object itself. Whoever was allowed to reach the object may read it
 *    (its own scalars, counts, a card of what it refers to). The field matrix test proves, persona
 *    by persona, that every path to the object is guarded by what its type's rules assume.
 *  - company: an action of a module's company policy, for the company the parent belongs to
 *    (and the caller's relations to the parent itself, like a transfer's recipient). A person
 *    refused `listCompanyOwners` is refused `getCompany { owners }` by the same row.
 *  - self: the parent belongs to the signed-in person alone (their account, their notifications),
 *    or the operation vouched for it (a registration answers the new person's account).
 *  - mask: the value is shown as the person it belongs to lets the caller see it (a phone or an
 *    e-mail behind its owner's visibility choice).
 *
 * Every field of every object type has exactly one rule: a field without one stops the API at
 * start (guardFields), and a rule for a field that does not exist does too.
 */
export type FieldRule<TParent> =
  | "inherit"
  | {
      readonly kind: "company";
      /** The table and the action it names: tests read them to know who should get through. */
      readonly policy: CompanyPolicy<string>;
      readonly action: string;
      readonly check: (parent: TParent, ctx: GraphQLContext) => Promise<void>;
    }
  | { readonly kind: "self"; readonly ownerOf: (parent: TParent) => string }
  | { readonly kind: "mask"; readonly mask: (value: unknown, parent: TParent, ctx: GraphQLContext) => unknown };

type ObjectTypeName = Exclude<keyof ResolversParentTypes, "Query" | "Mutation">;

/** A module's field rules, by type and field. */
export type FieldRules = {
  readonly [T in ObjectTypeName]?: Readonly<Record<string, FieldRule<ResolversParentTypes[T]>>>;
};

/** Fields that are part of the object itself (see "inherit" above). */
export function inherit<F extends string>(...fields: F[]): Record<F, "inherit"> {
  return Object.fromEntries(fields.map((field) => [field, "inherit"])) as Record<F, "inherit">;
}

/**
 * A field the company policy's `action` guards. `locate` finds the company (and any relations to
 * the parent itself) from the parent; the same decision as root operations (`decide`).
 */
export function companyField<TParent, Action extends string>(
  policy: CompanyPolicy<Action>,
  action: Action,
  locate: (parent: TParent, ctx: GraphQLContext) => Located | Promise<Located>,
): FieldRule<TParent> {
  return {
    kind: "company",
    policy,
    action,
    check: async (parent, ctx) => {
      await decide(ctx, policy, action, await locate(parent, ctx));
    },
  };
}

/** A field of the signed-in person's own object; anyone else is refused. */
export function selfField<TParent>(ownerOf: (parent: TParent) => string): FieldRule<TParent> {
  return { kind: "self", ownerOf };
}

/** A value shown as its owner lets the caller see it. */
export function maskedField<TParent>(
  mask: (value: unknown, parent: TParent, ctx: GraphQLContext) => unknown,
): FieldRule<TParent> {
  return { kind: "mask", mask };
}

type AnyRule = FieldRule<unknown>;
type AnyRules = Readonly<Record<string, Readonly<Record<string, AnyRule>>>>;

/** The modules' tables as one; two modules ruling the same field is a mistake caught at start. */
export function mergeFieldRules(list: readonly FieldRules[]): AnyRules {
  const merged: Record<string, Record<string, AnyRule>> = {};
  for (const rules of list) {
    for (const [type, fields] of Object.entries(rules as AnyRules)) {
      const target = (merged[type] ??= {});
      for (const [field, rule] of Object.entries(fields)) {
        if (field in target) throw new Error(`${type}.${field} has a field rule in two modules`);
        target[field] = rule;
      }
    }
  }
  return merged;
}

/** graphql's own class names, read without instanceof (graphql may be loaded twice: see yoga.ts). */
const kindOf = (type: object) => (type as { [Symbol.toStringTag]?: string })[Symbol.toStringTag];

interface ObjectTypeLike {
  name: string;
  getFields(): Record<string, { name: string; resolve?: GraphQLFieldResolver<unknown, GraphQLContext> }>;
}

/** The object types whose fields need a rule: all but the roots and introspection's own. */
export function guardedObjectTypes(schema: GraphQLSchema): ObjectTypeLike[] {
  const roots = new Set([
    schema.getQueryType()?.name,
    schema.getMutationType()?.name,
    schema.getSubscriptionType()?.name,
  ]);
  return Object.values(schema.getTypeMap())
    .filter((type) => kindOf(type) === "GraphQLObjectType" && !type.name.startsWith("__") && !roots.has(type.name))
    .map((type) => type as unknown as ObjectTypeLike);
}

const forbidden = () => new DomainError("FORBIDDEN", "Not allowed");

/**
 * Puts every field's rule in front of its resolver (or of reading the property, for fields with
 * none). Throws, naming them, when a field has no rule or a rule names no field.
 */
export function guardFields(schema: GraphQLSchema, rules: AnyRules): void {
  const missing: string[] = [];
  const types = guardedObjectTypes(schema);
  const known = new Set(types.flatMap((type) => Object.keys(type.getFields()).map((field) => `${type.name}.${field}`)));
  const stray = Object.entries(rules)
    .flatMap(([type, fields]) => Object.keys(fields).map((field) => `${type}.${field}`))
    .filter((name) => !known.has(name));
  for (const type of types) {
    for (const field of Object.values(type.getFields())) {
      const rule = rules[type.name]?.[field.name];
      if (!rule) {
        missing.push(`${type.name}.${field.name}`);
        continue;
      }
      if (rule === "inherit") continue;
      const resolve: GraphQLFieldResolver<unknown, GraphQLContext> =
        field.resolve ?? ((parent) => (parent as Record<string, unknown>)[field.name]);
      field.resolve = guardedResolver(rule, resolve);
    }
  }
  if (missing.length || stray.length) {
    throw new Error(
      [
        missing.length
          ? `fields without an authorization rule (declare them in a module's fields): ${missing.join(", ")}`
          : "",
        stray.length ? `field rules for fields the schema does not have: ${stray.join(", ")}` : "",
      ]
        .filter(Boolean)
        .join("; "),
    );
  }
}

function guardedResolver(
  rule: Exclude<AnyRule, "inherit">,
  resolve: GraphQLFieldResolver<unknown, GraphQLContext>,
): GraphQLFieldResolver<unknown, GraphQLContext> {
  switch (rule.kind) {
    case "company":
      return async (parent, args, ctx, info) => {
        await rule.check(parent, ctx);
        return resolve(parent, args, ctx, info);
      };
    case "self":
      return (parent, args, ctx, info) => {
        const own = ctx.viewer ? ctx.viewer.userId === rule.ownerOf(parent) : ctx.vouched.has(parent as object);
        if (!own) throw forbidden();
        return resolve(parent, args, ctx, info);
      };
    case "mask":
      return async (parent, args, ctx, info) => rule.mask(await resolve(parent, args, ctx, info), parent, ctx);
  }
}
