import type { GraphQLResolveInfo } from "graphql";
import { DomainError } from "../errors";
import type { GraphQLContext } from "../graphql/context";
import { enforce } from "../graphql/policy";
import type { RoleModuleValue } from "../db/schema";
import {
  actingRoles,
  conditionsOf,
  isMember,
  moduleRelation,
  relationsOf,
  type CompanyActor,
  type Condition,
  type HeldRole,
  type Relation,
} from "./actor";

/**
 * Who may do one thing: the relations that allow it (any one suffices), and the states of the
 * company that hold it back whoever asks (spec: a suspended company, a company without a
 * director). A plain list is a rule no state holds back.
 */
export type ActionRule =
  readonly Relation[] | { readonly who: readonly Relation[]; readonly refusedWhen: readonly Condition[] };

/**
 * A module's table of what may be done in a company and by whom: action -> its rule. Unit tested
 * per module; companyGuard enforces it for root operations and fieldRules (./fields.ts) for the
 * nested fields that name an action, so one table answers both.
 */
export type CompanyPolicy<Action extends string> = Readonly<Record<Action, ActionRule>>;

/**
 * The rule of an action of a role module (files, tasks, instructions...): whoever acts in a role
 * that may open `module` (granted in the control center's access; the director's role has every
 * module), held back while billing has suspended the company's usage (`unpaid`: the paid work) and
 * by whatever else `refusedWhen` names. `also`: relations let in besides (e.g. "owner"). A
 * module's policy table takes it in one line (decision 0026):
 *
 *   "file.read": roleModule("FILES"),
 *   "file.write": roleModule("FILES", { refusedWhen: ["suspended"] }),
 */
export function roleModule(
  module: RoleModuleValue,
  options: { also?: readonly Relation[]; refusedWhen?: readonly Condition[] } = {},
): { readonly who: readonly Relation[]; readonly refusedWhen: readonly Condition[] } {
  return {
    who: [moduleRelation(module), ...(options.also ?? [])],
    refusedWhen: ["unpaid", ...(options.refusedWhen ?? []).filter((c) => c !== "unpaid")],
  };
}

const whoOf = (rule: ActionRule) => ("who" in rule ? rule.who : rule);
const refusedWhenOf = (rule: ActionRule): readonly Condition[] => ("who" in rule ? rule.refusedWhen : []);

/** What each state answers when it holds an action back. */
const CONDITION_ERRORS: Record<Condition, () => DomainError> = {
  suspended: () => new DomainError("COMPANY_SUSPENDED", "The company is suspended"),
  noDirector: () => new DomainError("COMPANY_WITHOUT_DIRECTOR", "The company has no director"),
  unpaid: () =>
    new DomainError("USAGE_SUSPENDED", "Failed to charge from the balance; top up for at least 1 day of usage."),
};

declare const authorized: unique symbol;
/**
 * A caller who passed the policy check for `Action` in one company. Only companyGuard makes
 * one, and services take nothing else: a service cannot be reached with an unchecked caller.
 */
export type Authorized<Action extends string> = CompanyActor & {
  readonly action: Action;
  readonly relations: ReadonlySet<Relation>;
  /** The roles this call acts in (the x-current-role-id role in vHub, else every role held). */
  readonly acting: ReadonlyArray<HeldRole>;
  /** The session and address the change comes from, for the audit trail. */
  readonly sessionId: string;
  readonly address: string | null;
  readonly [authorized]: true;
};

/** Where the company of an operation is, found from its arguments; and relations to the thing itself. */
export interface Located {
  companyId: string;
  /** Relations to the subject (e.g. the recipient of a share transfer), beyond those to the company. */
  relations?: readonly Relation[];
}

/** Whether these relations allow the action (the company's state aside: see heldBack). */
export function can<Action extends string>(
  policy: CompanyPolicy<Action>,
  action: Action,
  relations: ReadonlySet<Relation>,
): boolean {
  return whoOf(policy[action]).some((relation) => relations.has(relation));
}

/** The state of the company that holds the action back, if any. */
export function heldBack<Action extends string>(
  policy: CompanyPolicy<Action>,
  action: Action,
  conditions: ReadonlySet<Condition>,
): Condition | null {
  return refusedWhenOf(policy[action]).find((condition) => conditions.has(condition)) ?? null;
}

/** The company relations of one actor in one role context, worked out once per request. */
const baseRelations = new WeakMap<CompanyActor, Map<string | null, ReadonlySet<Relation>>>();
function relationsIn(actor: CompanyActor, currentRoleId: string | null): ReadonlySet<Relation> {
  let byRole = baseRelations.get(actor);
  if (!byRole) baseRelations.set(actor, (byRole = new Map()));
  let relations = byRole.get(currentRoleId);
  if (!relations) byRole.set(currentRoleId, (relations = relationsOf(actor, currentRoleId)));
  return relations;
}

/**
 * What the decision reads of a request: a resolver's GraphQL context, or what an HTTP entry of a
 * module (an upload) builds from its own request, so that both decide by the same table.
 */
export type AuthorizeContext = Pick<GraphQLContext, "viewer" | "currentRoleId" | "client"> & {
  loaders: Pick<GraphQLContext["loaders"], "companyActor">;
};

/** The signed-in caller of a request, or UNAUTHENTICATED. */
function viewerOf(ctx: AuthorizeContext) {
  if (!ctx.viewer) throw new DomainError("UNAUTHENTICATED", "Sign in to continue");
  return ctx.viewer;
}

/**
 * The decision itself, or a refusal. A company the caller has no part in (nor in the thing
 * asked about) answers OWNER_NOT_FOUND: the same answer as a company that does not exist, so
 * nothing is learnt about other people's companies. A member who may not do this gets FORBIDDEN.
 * A nested field's check (./fields.ts) needs no more than this: a list of a thousand roles asks
 * it a thousand times, so it builds nothing it does not need.
 */
export async function decide<Action extends string>(
  ctx: AuthorizeContext,
  policy: CompanyPolicy<Action>,
  action: Action,
  located: Located | null,
): Promise<{ actor: CompanyActor; relations: ReadonlySet<Relation> }> {
  const viewer = viewerOf(ctx);
  if (!located) throw new DomainError("OWNER_NOT_FOUND", "Company not found");
  const actor = await ctx.loaders.companyActor.load({ userId: viewer.userId, companyId: located.companyId });
  const base = relationsIn(actor, ctx.currentRoleId);
  const relations = actor.exists && located.relations?.length ? new Set([...base, ...located.relations]) : base;
  if (!can(policy, action, relations)) {
    const known = isMember(relations) || (located.relations?.length ?? 0) > 0;
    if (!actor.exists || !known) throw new DomainError("OWNER_NOT_FOUND", "Company not found");
    throw new DomainError("FORBIDDEN", "Not allowed in this company");
  }
  const held = heldBack(policy, action, conditionsOf(actor));
  if (held) throw CONDITION_ERRORS[held]();
  return { actor, relations };
}

/** Decides (see decide) and returns the authorized caller, or refuses. */
export async function authorize<Action extends string>(
  ctx: AuthorizeContext,
  policy: CompanyPolicy<Action>,
  action: Action,
  located: Located | null,
): Promise<Authorized<Action>> {
  const { actor, relations } = await decide(ctx, policy, action, located);
  const acting = actingRoles(actor, ctx.currentRoleId);
  const viewer = viewerOf(ctx);
  // The one place an Authorized caller is made (its relations its own: a service may read them).
  return {
    ...actor,
    action,
    relations: new Set(relations),
    acting,
    sessionId: viewer.sessionId,
    address: ctx.client.address,
  } as unknown as Authorized<Action>;
}

/**
 * Guards a root resolver that acts in a company: signed in, then the policy's action for the
 * company `locate` finds from the arguments. The resolver gets the authorized caller. The
 * matrix test reads `policy` ("signedIn") and `companyAction` from the resolver.
 */
export function companyGuard<Action extends string, TParent, TArgs, TResult>(
  policy: CompanyPolicy<Action>,
  action: Action,
  locate: (args: TArgs, ctx: GraphQLContext) => Located | null | Promise<Located | null>,
  resolve: (
    actor: Authorized<Action>,
    args: TArgs,
    ctx: GraphQLContext,
    info: GraphQLResolveInfo,
  ) => TResult | Promise<TResult>,
) {
  const guarded = async (
    _parent: TParent,
    args: TArgs,
    ctx: GraphQLContext,
    info: GraphQLResolveInfo,
  ): Promise<TResult> => {
    enforce("signedIn", ctx);
    const actor = await authorize(ctx, policy, action, await locate(args, ctx));
    return resolve(actor, args, ctx, info);
  };
  return Object.assign(guarded, { policy: "signedIn" as const, companyAction: action as string });
}
