import type { TypedDocumentNode } from "@graphql-typed-document-node/core";
import type { AppLoadContext } from "@remix-run/server-runtime";
import { ClientError, GraphQLClient, type Variables } from "graphql-request";
import type { ErrorCode, ErrorExtensions, FieldErrors } from "#graphql/errors";

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

/**
 * Headers that tell the API who the browser is. The web server is the API's client, so it
 * forwards the visitor's address, device and language (believed only with the API key).
 */
export function clientHeaders(request: Request, context: AppLoadContext, language?: string): Record<string, string> {
  const headers: Record<string, string> = { "x-api-key": context.api.apiKey };
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
  return <TResult, TVariables extends Variables>(document: TypedDocumentNode<TResult, TVariables>, variables: TVariables) =>
    gql(context, document, variables, headers);
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
  const client = new GraphQLClient(`${context.api.url}/graphql`, { fetch: context.api.fetch, headers });
  try {
    return await client.request<TResult, TVariables>({ document, variables } as never);
  } catch (error) {
    if (error instanceof ClientError) {
      const first = error.response.errors?.[0];
      throw new ApiError(first?.message ?? `Error: ${error.response.status}`, (first?.extensions ?? {}) as Partial<ErrorExtensions>);
    }
    throw error;
  }
}
