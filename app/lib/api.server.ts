import type { TypedDocumentNode } from "@graphql-typed-document-node/core";
import type { AppLoadContext } from "@remix-run/server-runtime";
import { print, type OperationDefinitionNode } from "graphql";
import { ClientError, GraphQLClient, type Variables } from "graphql-request";
import type { ErrorCode, ErrorExtensions, FieldErrors } from "#graphql/errors";
import { MAX_OPERATIONS_PER_BATCH } from "#graphql/transport";

/** A failed API call, with the `extensions` the API put on the error. */
export class ApiError extends Error {
  readonly code: ErrorCode | "UNKNOWN";
  readonly fields: FieldErrors;
  readonly retryAfter?: number;
  readonly attemptsLeft?: number;
  /** When a refused action becomes allowed (SESSION_END_NOT_YET_ALLOWED), ISO 8601. */
  readonly allowedAt?: string;
  constructor(message: string, extensions: Partial<ErrorExtensions> = {}) {
    super(message);
    this.name = "ApiError";
    this.code = extensions.code ?? "UNKNOWN";
    this.fields = extensions.fields ?? {};
    this.retryAfter = extensions.retryAfter;
    this.attemptsLeft = extensions.attemptsLeft;
    this.allowedAt = extensions.allowedAt;
  }
}

/** A vHub page's role: /vhub/{roleId}, and every page under it. */
const VHUB_ROLE = /^\/vhub\/([0-9a-fA-F-]{36})(?:\/|$)/;

/** The role of the vHub page a request is for (its loaders, its actions), or null outside vHub. */
export function currentRoleOf(request: Request): string | null {
  return VHUB_ROLE.exec(new URL(request.url).pathname)?.[1] ?? null;
}

/**
 * Headers that tell the API who the browser is. The web server is the API's client, so it
 * forwards the visitor's address, device and language (believed only with the API key), and the
 * request's id for the API's log. On a vHub page every call also names the role the person acts
 * in (x-current-role-id, spec): the API then counts only that role of theirs, here, once, for
 * every loader and action under it.
 */
export function clientHeaders(request: Request, context: AppLoadContext, language?: string): Record<string, string> {
  const headers: Record<string, string> = { "x-api-key": context.api.apiKey };
  // The API's log lines of this call carry the browser request's id (graphql/request-id.ts).
  if (context.requestId) headers["x-request-id"] = context.requestId;
  const role = currentRoleOf(request);
  if (role) headers["x-current-role-id"] = role;
  if (context.clientAddress) headers["x-client-address"] = context.clientAddress;
  const agent = request.headers.get("user-agent");
  if (agent) headers["x-client-device"] = agent.slice(0, 300);
  if (language) headers["x-client-language"] = language;
  return headers;
}

/**
 * The API as this browser request reaches it, before or without a signed-in session (sign-in
 * steps, registration): the client headers are added here, once. Signed-in calls go through
 * requireUserSession (auth.server.ts), which adds them and the access token.
 */
export function anonymousApi(request: Request, context: AppLoadContext, language?: string) {
  const headers = clientHeaders(request, context, language);
  return <TResult, TVariables extends Variables>(
    document: TypedDocumentNode<TResult, TVariables>,
    variables: TVariables,
  ) => gql(context, document, variables, headers);
}

/**
 * The one GraphQL helper of the web app: graphql-request over the fetch the load context hands
 * us. Typed documents come from graphql/generated/operations.ts.
 */
export async function gql<TResult, TVariables extends Variables>(
  context: AppLoadContext,
  document: TypedDocumentNode<TResult, TVariables>,
  variables: TVariables,
  headers: Record<string, string>,
): Promise<TResult> {
  // Co-located with the API: the same answer without HTTP (docs/decisions/0021).
  if (context.api.graphql) {
    const [answer] = await context.api.graphql(
      [
        {
          query: queryText(document as TypedDocumentNode<unknown, never>),
          variables: variables as Record<string, unknown>,
        },
      ],
      headers,
    );
    const first = answer.errors?.[0];
    if (first) throw new ApiError(first.message, (first.extensions ?? {}) as Partial<ErrorExtensions>);
    return answer.data as TResult;
  }
  const client = new GraphQLClient(`${context.api.url}/graphql`, { fetch: context.api.fetch, headers });
  try {
    return await client.request<TResult, TVariables>({ document, variables } as never);
  } catch (error) {
    if (error instanceof ClientError) {
      const first = error.response.errors?.[0];
      throw new ApiError(
        first?.message ?? `Error: ${error.response.status}`,
        (first?.extensions ?? {}) as Partial<ErrorExtensions>,
      );
    }
    throw error;
  }
}

/** The documents' text, printed once per document (graphql-request prints on every call). */
const printed = new WeakMap<object, string>();
function queryText(document: TypedDocumentNode<unknown, never>): string {
  let text = printed.get(document);
  if (text === undefined) printed.set(document, (text = print(document)));
  return text;
}

const isQuery = (document: TypedDocumentNode<unknown, never>) =>
  document.definitions.every(
    (definition) =>
      definition.kind !== "OperationDefinition" || (definition as OperationDefinitionNode).operation === "query",
  );

interface Queued {
  document: TypedDocumentNode<unknown, never>;
  variables: Variables;
  resolve(data: unknown): void;
  reject(error: unknown): void;
}

/** The API's answer to one operation. */
interface OperationResult {
  data?: unknown;
  errors?: Array<{ message: string; extensions?: Partial<ErrorExtensions> }>;
}

/**
 * One request's queries, sent together: the queries a page's loaders start at the same moment
 * (the header's and the page's, in parallel) go to the API as one batched POST (an array of
 * operations, which the API takes from the web server's key only). The API then checks the
 * caller's token once for them and their lookups share one set of DataLoaders (they are one
 * caller's, in one HTTP request), instead of each query paying for both. Mutations are never
 * batched: each goes alone, in the order the code makes them. A batch of one is a plain request.
 */
export function createQueryBatch(context: AppLoadContext) {
  const groups = new Map<string, { headers: Record<string, string>; queue: Queued[] }>();
  let scheduled = false;

  async function send(headers: Record<string, string>, queue: Queued[]) {
    try {
      const operations = queue.map(({ document, variables }) => ({
        query: queryText(document),
        variables: variables as Record<string, unknown>,
      }));
      let body: OperationResult[] | OperationResult | null;
      let status = 200;
      if (context.api.graphql) {
        // Co-located with the API: the batch's answers without HTTP (docs/decisions/0021).
        body = (await context.api.graphql(operations, headers)) as OperationResult[];
      } else {
        const response = await context.api.fetch(`${context.api.url}/graphql`, {
          method: "POST",
          headers: {
            ...headers,
            "content-type": "application/json",
            accept: "application/graphql-response+json, application/json",
          },
          body: JSON.stringify(operations),
        });
        status = response.status;
        body = (await response.json().catch(() => null)) as OperationResult[] | OperationResult | null;
      }
      queue.forEach((item, i) => {
        const result = Array.isArray(body) ? body[i] : body;
        const first = result?.errors?.[0];
        if (first) item.reject(new ApiError(first.message, first.extensions ?? {}));
        else if (result && result.data != null) item.resolve(result.data);
        else item.reject(new ApiError(`Error: ${status}`));
      });
    } catch (error) {
      for (const item of queue) item.reject(error);
    }
  }

  function flush() {
    scheduled = false;
    const ready = [...groups.values()];
    groups.clear();
    for (const { headers, queue } of ready) {
      for (let start = 0; start < queue.length; start += MAX_OPERATIONS_PER_BATCH) {
        const part = queue.slice(start, start + MAX_OPERATIONS_PER_BATCH);
        if (part.length === 1) {
          const [only] = part;
          gql(context, only.document, only.variables as never, headers).then(only.resolve, only.reject);
        } else void send(headers, part);
      }
    }
  }

  return function request<TResult, TVariables extends Variables>(
    document: TypedDocumentNode<TResult, TVariables>,
    variables: TVariables,
    headers: Record<string, string>,
  ): Promise<TResult> {
    if (!isQuery(document as TypedDocumentNode<unknown, never>)) return gql(context, document, variables, headers);
    return new Promise<TResult>((resolve, reject) => {
      const key = JSON.stringify(headers);
      let group = groups.get(key);
      if (!group) groups.set(key, (group = { headers, queue: [] }));
      group.queue.push({
        document: document as TypedDocumentNode<unknown, never>,
        variables,
        resolve: resolve as (data: unknown) => void,
        reject,
      });
      if (!scheduled) {
        scheduled = true;
        // After the loaders that run now have started their queries.
        setTimeout(flush, 0);
      }
    });
  };
}
