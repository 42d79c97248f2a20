/**
 * How the web server and the API talk, where both sides must agree: the web server batches the
 * queries a page's loaders start together (app/lib/api.server.ts), the API takes batches of at
 * most this many operations from it and refuses larger ones (server/graphql/yoga.ts).
 */
export const MAX_OPERATIONS_PER_BATCH = 10;
