import type { GraphQLResolveInfo } from "graphql";
import { DomainError } from "../errors";
import type { GraphQLContext } from "../graphql/context";
import { enforce, requireViewer } from "../graphql/policy";
import { isMember, relationsOf, type CompanyActor, type Relation } from "./actor";

/**
 * A module's table of what may be done in a company and by whom: action -> the relations that
 * allow it (any one suffices). Unit tested per module; the guard below enforces it.
 */
export type CompanyPolicy<Action extends string> = Readonly<Record<Action, readonly Relation[]>>;

declare const authorized: unique symbol;
/**
 * A caller who passed the policy check for `Action` in one company. Only companyGuard makes
 * one, and services take nothing else: a service cannot be reached with an unchecked caller.
 */
export type Authorized<Action extends string> = CompanyActor & {
  readonly action: Action;
  readonly relations: ReadonlySet<Relation>;
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

export function can<Action extends string>(policy: CompanyPolicy<Action>, action: Action, relations: ReadonlySet<Relation>): boolean {
  return policy[action].some((relation) => relations.has(relation));
}

/**
 * Decides and returns the authorized caller, or refuses. A company the caller has no part in
 * (nor in the thing asked about) answers OWNER_NOT_FOUND: the same answer as a company that does
 * not exist, so nothing is learnt about other people's companies. A member who may not do this
 * gets FORBIDDEN.
 */
export async function authorize<Action extends string>(
  ctx: GraphQLContext,
  policy: CompanyPolicy<Action>,
  action: Action,
  located: Located | null,
): Promise<Authorized<Action>> {
  const viewer = requireViewer(ctx);
  if (!located) throw new DomainError("OWNER_NOT_FOUND", "Company not found");
  const actor = await ctx.loaders.companyActor.load({ userId: viewer.userId, companyId: located.companyId });
  const relations = relationsOf(actor);
  if (actor.exists) for (const relation of located.relations ?? []) relations.add(relation);
  if (!can(policy, action, relations)) {
    const known = isMember(relations) || (located.relations?.length ?? 0) > 0;
    if (!actor.exists || !known) throw new DomainError("OWNER_NOT_FOUND", "Company not found");
    throw new DomainError("FORBIDDEN", "Not allowed in this company");
  }
  // The one place an Authorized caller is made.
  return { ...actor, action, relations, sessionId: viewer.sessionId, address: ctx.client.address } as unknown as Authorized<Action>;
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
  resolve: (actor: Authorized<Action>, args: TArgs, ctx: GraphQLContext, info: GraphQLResolveInfo) => TResult | Promise<TResult>,
) {
  const guarded = async (_parent: TParent, args: TArgs, ctx: GraphQLContext, info: GraphQLResolveInfo): Promise<TResult> => {
    enforce("signedIn", ctx);
    const actor = await authorize(ctx, policy, action, await locate(args, ctx));
    return resolve(actor, args, ctx, info);
  };
  return Object.assign(guarded, { policy: "signedIn" as const, companyAction: action as string });
}
