/**
 * How the web server and the API talk, where both sides must agree: the web server batches the
 * queries a page's loaders start together (app/lib/api.server.ts), the API takes batches of at
 * most this many operations from it and refuses larger ones (server/graphql/yoga.ts).
 */
export const MAX_OPERATIONS_PER_BATCH = 10;

/** One GraphQL operation as the web server sends it. */
export interface GraphQLOperation {
  query: string;
  variables?: Record<string, unknown>;
}

/** The API's answer to one operation, as the JSON of /graphql carries it. */
export interface GraphQLAnswer {
  data?: unknown;
  errors?: Array<{ message: string; extensions?: Record<string, unknown> }>;
}

/**
 * The API called in the same process without HTTP (docs/decisions/0021): the operations of one
 * request (one caller, its headers) in, their answers out, exactly as /graphql would answer
 * them, without a Request body, a Response or JSON in between.
 */
export type InProcessGraphQL = (
  operations: GraphQLOperation[],
  headers: Record<string, string>,
) => Promise<GraphQLAnswer[]>;
