import { NO_REFRESH_TOKEN, TokenError } from "#graphql/errors";
import { DomainError } from "../../errors";
import type { Logger } from "../../logger";
import { readClient } from "../../graphql/client-info";
import { e164Phone } from "#graphql/validation/identity";
import { parseInput } from "../../errors";
import type { TokenSet } from "./model";
import type { SessionService } from "./sessions";
import { apiKeyCheck } from "../../api-key";

export const MFA_GRANT = "urn:vhold:grant-type:mfa-otp";

const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { "content-type": "application/json", "cache-control": "no-store", pragma: "no-cache", ...headers },
  });

const tokenResponse = (t: TokenSet) =>
  json({
    access_token: t.accessToken,
    token_type: "Bearer",
    expires_in: t.expiresIn,
    refresh_token: t.refreshToken,
    refresh_expires_in: t.refreshExpiresIn,
    session_state: t.sessionState,
  });

function oauthError(error: DomainError): Response {
  const base = { error_code: error.code, error_description: error.message };
  switch (error.code) {
    case "TOO_MANY_ATTEMPTS":
    case "TOO_MANY_CODES":
    case "RATE_LIMITED":
    case "RESEND_TOO_SOON":
      return json({ error: TokenError.tooManyAttempts, retry_after: error.details.retryAfter, ...base }, 429, {
        "retry-after": String(error.details.retryAfter ?? 60),
      });
    case "USER_BLOCKED":
      return json({ error: TokenError.userBlocked, ...base }, 403);
    case "BAD_USER_INPUT":
      return json({ error: TokenError.invalidRequest, fields: error.details.fields, ...base }, 400);
    default:
      return json({ error: TokenError.invalidGrant, attempts_left: error.details.attemptsLeft, ...base }, 400);
  }
}

/**
 * The token endpoint, as a Fetch handler (Request in, Response out) so that the web app can call
 * it in-process exactly as over the network. Form POST, answers like an OAuth 2 / OpenID token
 * endpoint. Grants:
 *  - password (API key): username = phone in E.164, password, phone_ticket (from checkAuthCode).
 *    When two-factor is on it answers 403 mfa_required with an mfa_token, and e-mails a code.
 *  - urn:vhold:grant-type:mfa-otp (API key): mfa_token, otp.
 *  - refresh_token: refresh_token. Rotated on every use.
 */
export function createTokenEndpoint(deps: { sessions: SessionService; apiKey: string; logger: Logger }) {
  const isApiKey = apiKeyCheck(deps.apiKey);
  return async function tokenEndpoint(request: Request, peerAddress?: string | null): Promise<Response> {
    if (request.method !== "POST") return json({ error: TokenError.invalidRequest }, 405, { allow: "POST" });
    const type = request.headers.get("content-type") ?? "";
    if (!type.startsWith("application/x-www-form-urlencoded")) {
      return json(
        { error: TokenError.invalidRequest, error_description: "Use application/x-www-form-urlencoded" },
        415,
      );
    }
    const form = new URLSearchParams(await request.text());
    const grant = form.get("grant_type");
    const trusted = isApiKey(request.headers.get("x-api-key"));
    const client = readClient(request, trusted, peerAddress ?? null);

    try {
      switch (grant) {
        case "password": {
          if (!trusted) return json({ error: TokenError.invalidClient, error_description: "API key required" }, 401);
          const result = await deps.sessions.passwordGrant(
            {
              phone: parseInput(e164Phone, form.get("username") ?? "", "username"),
              password: form.get("password") ?? "",
              phoneTicket: form.get("phone_ticket") ?? "",
            },
            client,
          );
          if (result.kind === "mfa") {
            return json(
              {
                error: TokenError.mfaRequired,
                error_description: "A code was sent to your e-mail",
                mfa_token: result.mfaToken,
                sent_to: result.delivery.sentTo,
                resend_after: result.delivery.resendAfter,
              },
              403,
            );
          }
          return tokenResponse(result.tokens);
        }
        case MFA_GRANT: {
          if (!trusted) return json({ error: TokenError.invalidClient, error_description: "API key required" }, 401);
          return tokenResponse(
            await deps.sessions.mfaGrant(
              { mfaToken: form.get("mfa_token") ?? "", code: form.get("otp") ?? "" },
              client,
            ),
          );
        }
        case "refresh_token": {
          const refreshToken = form.get("refresh_token");
          if (!refreshToken)
            return json({ error: TokenError.invalidRequest, error_description: NO_REFRESH_TOKEN }, 400);
          return tokenResponse(await deps.sessions.refreshGrant(refreshToken));
        }
        default:
          return json({ error: TokenError.unsupportedGrantType }, 400);
      }
    } catch (error) {
      if (error instanceof DomainError) return oauthError(error);
      deps.logger.error({ err: error }, "token endpoint failed");
      return json({ error: "server_error" }, 500);
    }
  };
}
