import type { GraphQLResolveInfo } from "graphql";
import { DomainError } from "../errors";
import type { GraphQLContext } from "./context";
import type { Viewer } from "../modules/identity/service";

/**
 * Who may call an operation. Every field of Query and Mutation names one (checked by a test),
 * so that nothing is reachable by accident.
 *  - apiKey:   sign-in and registration calls, made only by the web server.
 *  - signedIn: a valid access token of a live session.
 *  - apiKeyOrSignedIn: either.
 */
export type Policy = "apiKey" | "signedIn" | "apiKeyOrSignedIn";

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
      requireViewer(ctx);
      return;
    case "apiKeyOrSignedIn":
      if (!ctx.apiKey && !ctx.viewer) throw new DomainError("UNAUTHENTICATED", "Sign in to continue");
      return;
  }
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
    return resolve(parent, args, ctx, info);
  };
  return Object.assign(guarded, { policy });
}
