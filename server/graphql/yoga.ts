import { EnvelopArmor } from "@escape.tech/graphql-armor";
import type { GraphQLError } from "graphql";
import { createGraphQLError, createSchema, createYoga, type YogaServerInstance } from "graphql-yoga";
import type { ErrorExtensions } from "#graphql/errors";
import { DomainError } from "../errors";
import type { Logger } from "../logger";
import type { ModuleDeps } from "../modules/module";
import { createLoaders, mergeResolvers, moduleResolvers } from "../modules/registry";
import type { GraphQLContext, Services } from "./context";
import type { Clock } from "../clock";
import { dateScalars } from "./scalars";
import { readClient } from "./client-info";
import { loadTypeDefs } from "./sdl";

/** Every module's resolvers and the scalars: the whole API, assembled from the registry. */
export const resolvers = mergeResolvers([dateScalars, ...moduleResolvers]);

export function buildSchema() {
  return createSchema<GraphQLContext>({ typeDefs: loadTypeDefs(), resolvers });
}

/**
 * By name, not instanceof: `graphql` can be loaded twice (its CommonJS and ES builds, e.g. under
 * Vite/vitest), and then errors made by the executor are not instances of the class imported here.
 * For the same reason errors are made with Yoga's createGraphQLError (Yoga's own copy of graphql).
 */
function isGraphQLError(error: unknown): error is GraphQLError {
  return error instanceof Error && error.name === "GraphQLError";
}

function toGraphQLError(error: DomainError, path?: readonly (string | number)[]): GraphQLError {
  const extensions: ErrorExtensions = { code: error.code, ...error.details };
  return createGraphQLError(error.message, { path, extensions: extensions as unknown as Record<string, unknown> });
}

export interface YogaOptions {
  services: Services;
  deps: ModuleDeps;
  clock: Clock;
  logger: Logger;
  apiKey: string;
  production: boolean;
}

export type Yoga = YogaServerInstance<object, GraphQLContext>;

export function createGraphQLServer(options: YogaOptions): Yoga {
  const armor = new EnvelopArmor({
    maxDepth: { n: 8 },
    costLimit: { maxCost: 5000 },
    maxAliases: { n: 15 },
    maxDirectives: { n: 20 },
    maxTokens: { n: 2000 },
    // Suggestions ("did you mean") would tell a stranger the schema.
    blockFieldSuggestion: { enabled: options.production },
  });
  const { plugins } = armor.protect();

  return createYoga<object, GraphQLContext>({
    schema: buildSchema(),
    graphqlEndpoint: "/graphql",
    landingPage: false,
    graphiql: !options.production,
    logging: false,
    plugins,
    maskedErrors: {
      maskError(error, message) {
        const original = isGraphQLError(error) ? error.originalError : error;
        if (original instanceof DomainError) {
          return toGraphQLError(original, isGraphQLError(error) ? error.path : undefined);
        }
        if (isGraphQLError(error) && !error.originalError) return error; // validation, parse
        if (isGraphQLError(error) && isGraphQLError(error.originalError)) return error.originalError;
        options.logger.error({ err: original }, "unexpected error in a GraphQL operation");
        return createGraphQLError(message, { extensions: { code: "INTERNAL_SERVER_ERROR" } });
      },
    },
    context: async ({ request, req }: { request: Request; req?: { ip?: string } }) => {
      const apiKey = request.headers.get("x-api-key") === options.apiKey;
      const authorization = request.headers.get("authorization") ?? "";
      const bearer = authorization.startsWith("Bearer ") ? authorization.slice(7).trim() : "";
      const viewer = bearer ? await options.services.identity.authenticate(bearer) : null;
      return {
        services: options.services,
        loaders: createLoaders(options.services, options.deps),
        clock: options.clock,
        logger: options.logger,
        apiKey,
        viewer,
        client: readClient(request, apiKey, req?.ip ?? null),
      };
    },
  });
}
