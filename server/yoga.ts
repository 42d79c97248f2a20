import { EnvelopArmor } from "@escape.tech/graphql-armor";
import type {
  ASTVisitor,
  DocumentNode,
  ExecutionArgs,
  ExecutionResult,
  GraphQLError,
  ValidationContext,
} from "graphql";
import { createRequire } from "node:module";
import { createGraphQLError, createSchema, createYoga, type Plugin, type YogaServerInstance } from "graphql-yoga";
import type { ErrorExtensions } from "#graphql/errors";
import { MAX_OPERATIONS_PER_BATCH } from "#graphql/transport";
import { DomainError } from "./errors";
import type { Logger } from "./logger";
import type { ModuleDeps } from "./modules/module";
import { createLoaders, mergeResolvers, moduleFieldRules, moduleResolvers } from "./registry";
import { guardFields } from "./authz/fields";
import type { GraphQLContext, Services } from "./graphql/context";
import type { Clock } from "./clock";
import { dateScalars } from "./graphql/scalars";
import { currentRoleOf, readClient } from "./graphql/client-info";
import { loadTypeDefs } from "./graphql/sdl";
import { apiKeyCheck } from "./api-key";
import { refuseUnreadableText } from "./graphql/unreadable-text";
import { KNOWLEDGE_BASE } from "./modules/knowledge/loaders";
import { readSessionWithHeader } from "./modules/person-header";
import { runOperation } from "./request-scope";
import { graphqlOperations, operationLabel } from "./metrics";

/** Every module's resolvers and the scalars: the whole API, assembled from the registry. */
export const resolvers = mergeResolvers([dateScalars, ...moduleResolvers]);

/** The executable schema, every field behind its rule (server/authz/fields.ts). */
export function buildSchema() {
  const schema = createSchema<GraphQLContext>({ typeDefs: loadTypeDefs(), resolvers });
  guardFields(schema, moduleFieldRules);
  return schema;
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

/**
 * Yoga's request parsers put the JSON parser's message in `extensions.originalError`, and that
 * message quotes the body it could not parse: whatever a caller sends would come back to it in
 * our answer. The error's own message ("POST body sent invalid JSON.") says enough.
 */
function withoutOriginalError(error: GraphQLError): GraphQLError {
  // Dropped from the error itself: a new error would lose Yoga's own marks (its HTTP status)
  // where two copies of graphql are loaded (see isGraphQLError).
  if (error.extensions && "originalError" in error.extensions)
    delete (error.extensions as Record<string, unknown>).originalError;
  return error;
}

/**
 * Production: the schema is not for strangers to read (__schema and __type are refused;
 * __typename stays). graphql's NoSchemaIntrospectionCustomRule does the same but checks types
 * by instanceof, which fails where two copies of graphql are loaded (see isGraphQLError).
 */
const noIntrospectionRule = (context: ValidationContext): ASTVisitor => ({
  Field(node) {
    if (node.name.value === "__schema" || node.name.value === "__type") {
      context.reportError(createGraphQLError("GraphQL introspection is not allowed", { nodes: [node] }));
    }
  },
});

const noIntrospection: Plugin = {
  onValidate({ addValidationRule }) {
    addValidationRule(noIntrospectionRule);
  },
};

/**
 * Batches (an array of operations in one POST) come from the web server only: it sends the
 * queries a page's loaders start together as one (app/lib/api.server.ts). Anyone else sends one
 * operation per request, so the limits above hold per HTTP request for strangers.
 */
function batchesFromApiKeyOnly(isApiKey: (value: string | null) => boolean): Plugin {
  return {
    onRequestParse({ request }) {
      return {
        onRequestParseDone({ requestParserResult }) {
          if (Array.isArray(requestParserResult) && !isApiKey(request.headers.get("x-api-key"))) {
            throw createGraphQLError("Batching is not allowed", { extensions: { http: { status: 400 } } });
          }
        },
      };
    },
  };
}

/**
 * graphql-js's executor instead of the one Yoga brings (@graphql-tools/executor's
 * normalizedExecutor). That one serves @defer, @stream and subscriptions, which this API has none
 * of, and wraps every object's field values in its promise helpers: 0.95 ms of a /vhold/{id} page
 * in a profile, against graphql-js's 0.6 (docs/decisions/0021, tenth session). Answers and errors
 * are the same (every API test runs through it; the in-process test compares the pages and the
 * API's answers with the HTTP path's). Taken from the copy of graphql that Node gives Yoga
 * (its CommonJS build): under Vite's module graph `import "graphql"` is the ES build, a second
 * copy, whose executor refuses the schema Yoga built with the first.
 */
const { execute } = createRequire(import.meta.url)("graphql") as typeof import("graphql");

/**
 * The operation's name as a log line gives it: the name in the document (a GraphQL name, never
 * the caller's free text) of the operation `operationName` picks, else of its first operation;
 * "anonymous" for one without a name, "unknown" when `operationName` names none of them.
 */
export function operationNameOf(document: DocumentNode, operationName?: string | null): string {
  for (const definition of document.definitions) {
    if (definition.kind !== "OperationDefinition") continue;
    const name = definition.name?.value;
    if (!operationName) return name ? name.slice(0, 100) : "anonymous";
    if (name === operationName) return name.slice(0, 100);
  }
  return "unknown";
}

/**
 * Each operation runs in a scope naming it (server/request-scope.ts): the lines its resolvers and
 * services log say which operation of which request wrote them.
 */
const graphqlJsExecute: Plugin = {
  onExecute({ setExecuteFn }) {
    setExecuteFn(((args: ExecutionArgs) => {
      const name = operationNameOf(args.document, args.operationName);
      // Its duration and outcome, by name (server/metrics.ts bounds the names).
      const done = graphqlOperations.startTimer({ operation: operationLabel(name) });
      const settle = <T>(result: T): T => {
        done({ outcome: (result as ExecutionResult | undefined)?.errors?.length ? "error" : "ok" });
        return result;
      };
      const result = runOperation(name, () => execute(args));
      if (!(result instanceof Promise)) return settle(result);
      return result.then(settle, (error: unknown) => {
        done({ outcome: "error" });
        throw error;
      });
    }) as never);
  },
};

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
  const isApiKey = apiKeyCheck(options.apiKey);
  // The operations of one HTTP request (a batch) are one caller's: its token is checked once and
  // their lookups share the request's DataLoaders. Nothing outlives the request.
  const perRequest = new WeakMap<
    Request,
    { viewer: Promise<GraphQLContext["viewer"]>; loaders: GraphQLContext["loaders"] }
  >();

  /**
   * The caller of a bearer token, or null; the person's row primes userById, and with `withHeader`
   * (the web server's calls) their page header, read in the same statement, primes personHeader,
   * and the knowledge base's counter read with it knowledgeVersion.
   */
  const authenticate = async (bearer: string, withHeader: boolean, loaders: GraphQLContext["loaders"]) => {
    const { sessions } = options.services;
    if (!withHeader) {
      const found = await sessions.authenticateWithUser(bearer);
      if (found) loaders.userById.prime(found.user.id, found.user);
      return found?.viewer ?? null;
    }
    const found = await sessions.authenticateWithUser(bearer, (sessionId) =>
      readSessionWithHeader(options.deps.db, sessionId),
    );
    if (!found) return null;
    loaders.userById.prime(found.user.id, found.user);
    loaders.personHeader.primeColumns(found.user.id, found.session.header);
    loaders.knowledgeVersion.prime(KNOWLEDGE_BASE, found.session.knowledgeVersion);
    return found.viewer;
  };

  return createYoga<object, GraphQLContext>({
    schema: buildSchema(),
    graphqlEndpoint: "/graphql",
    landingPage: false,
    graphiql: !options.production,
    logging: false,
    // The browser never calls the API itself (the web server does, holding the tokens), so no
    // other origin gets a CORS grant, least of all one with credentials.
    cors: false,
    batching: { limit: MAX_OPERATIONS_PER_BATCH },
    plugins: [
      ...plugins,
      batchesFromApiKeyOnly(isApiKey),
      refuseUnreadableText,
      graphqlJsExecute,
      ...(options.production ? [noIntrospection] : []),
    ],
    maskedErrors: {
      maskError(error, message) {
        const original = isGraphQLError(error) ? error.originalError : error;
        if (original instanceof DomainError) {
          return toGraphQLError(original, isGraphQLError(error) ? error.path : undefined);
        }
        if (isGraphQLError(error) && !error.originalError) return withoutOriginalError(error); // validation, parse
        if (isGraphQLError(error) && isGraphQLError(error.originalError)) return error.originalError;
        options.logger.error({ err: original }, "unexpected error in a GraphQL operation");
        return createGraphQLError(message, { extensions: { code: "INTERNAL_SERVER_ERROR" } });
      },
    },
    context: async ({ request, req }: { request: Request; req?: { ip?: string } }) => {
      const apiKey = isApiKey(request.headers.get("x-api-key"));
      let shared = perRequest.get(request);
      if (!shared) {
        const authorization = request.headers.get("authorization") ?? "";
        const bearer = authorization.startsWith("Bearer ") ? authorization.slice(7).trim() : "";
        const loaders = createLoaders(options.services, options.deps);
        shared = {
          // The web server (the API key) asks for pages, and every signed-in page shows the
          // header: its three reads come with the session's, one statement (person-header.ts).
          viewer: bearer ? authenticate(bearer, apiKey, loaders) : Promise.resolve(null),
          loaders,
        };
        perRequest.set(request, shared);
      }
      const viewer = await shared.viewer;
      return {
        services: options.services,
        loaders: shared.loaders,
        clock: options.clock,
        logger: options.logger,
        apiKey,
        viewer,
        client: readClient(request, apiKey, req?.ip ?? null),
        currentRoleId: currentRoleOf(request),
        vouched: new WeakSet<object>(),
      };
    },
  });
}
