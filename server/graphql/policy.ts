import type { GraphQLResolveInfo } from "graphql";
import { DomainError } from "../errors";
import type { GraphQLContext } from "./context";
import type { Viewer } from "./viewer";

/**
 * Who may call an operation. Every field of Query and Mutation names one (checked by a test),
 * so that nothing is reachable by accident.
 *  - apiKey:   sign-in and registration calls, made only by the web server.
 *  - signedIn: a valid access token of a live session.
 *  - apiKeyOrSignedIn: either.
 *  - staff:    signed in as platform staff (users.is_staff, set by `npm run staff`).
 */
export type Policy = "apiKey" | "signedIn" | "apiKeyOrSignedIn" | "staff";
export const policies: readonly Policy[] = ["apiKey", "signedIn", "apiKeyOrSignedIn", "staff"];

export function requireViewer(ctx: GraphQLContext): Viewer {
  if (!ctx.viewer) throw new DomainError("UNAUTHENTICATED", "Sign in to continue");
  return ctx.viewer;
}

export function enforce(policy: Policy, ctx: GraphQLContext): void {
  switch (policy) {
    case "apiKey":
      if (!ctx.apiKey) throw new DomainError("FORBIDDEN", "This call needs the API key");
      return;
    case "signedIn":
    case "staff":
      // The staff flag is read from the database: guard() waits for requireStaff.
      requireViewer(ctx);
      return;
    case "apiKeyOrSignedIn":
      if (!ctx.apiKey && !ctx.viewer) throw new DomainError("UNAUTHENTICATED", "Sign in to continue");
      return;
  }
}

/** The caller is signed in and platform staff; anyone else is refused (FORBIDDEN), changing nothing. */
export async function requireStaff(ctx: GraphQLContext): Promise<Viewer> {
  const viewer = requireViewer(ctx);
  const user = await ctx.loaders.userById.load(viewer.userId);
  if (!ctx.services.staff.isStaff(user)) throw new DomainError("FORBIDDEN", "Only platform staff may do this");
  return viewer;
}

/**
 * Marks what an operation answers as the caller's own although no one is signed in: a person
 * registered through the web server with a phone ticket that proves the phone is theirs. The
 * field rules of the person's own objects (selfField) let a vouched object through.
 */
export function vouchFor<T extends object>(ctx: GraphQLContext, value: T): T {
  ctx.vouched.add(value);
  return value;
}

/**
 * Wraps a root resolver with its policy. Written inside a generated resolver map
 * (`QueryResolvers`, `MutationResolvers`), the resolver's parent, arguments and result take that
 * field's generated types; nothing is typed by hand.
 */
export function guard<TParent, TArgs, TResult>(
  policy: Policy,
  resolve: (parent: TParent, args: TArgs, ctx: GraphQLContext, info: GraphQLResolveInfo) => TResult,
): ((parent: TParent, args: TArgs, ctx: GraphQLContext, info: GraphQLResolveInfo) => TResult) & { policy: Policy } {
  const guarded = (parent: TParent, args: TArgs, ctx: GraphQLContext, info: GraphQLResolveInfo) => {
    enforce(policy, ctx);
    // A resolver's result may be a promise: GraphQL awaits it like any other.
    if (policy === "staff") return requireStaff(ctx).then(() => resolve(parent, args, ctx, info)) as TResult;
    return resolve(parent, args, ctx, info);
  };
  return Object.assign(guarded, { policy });
}
