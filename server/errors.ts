import { FORM_ERRORS, fieldName, type ErrorCode, type FieldErrors } from "#graphql/errors";

/**
 * An expected failure of a domain rule. Services throw it; the GraphQL layer turns it into an
 * error with `extensions.code`, the token endpoint into an OAuth error. Anything else that is
 * thrown is unexpected: logged and masked.
 */
export class DomainError extends Error {
  constructor(
    public readonly code: ErrorCode,
    message: string = code,
    public readonly details: {
      fields?: FieldErrors;
      retryAfter?: number;
      attemptsLeft?: number;
      allowedAt?: string;
    } = {},
  ) {
    super(message);
    this.name = "DomainError";
  }
}

/**
 * Turns a failed zod parse into the BAD_USER_INPUT error the web app maps onto its fields, named
 * as the form names them (owners[0].share); what belongs to no field is the form's own error.
 */
export function invalidInput(
  issues: ReadonlyArray<{ path: PropertyKey[]; message: string }>,
  rootField = FORM_ERRORS,
): DomainError {
  const fields: FieldErrors = {};
  for (const issue of issues) {
    const field = fieldName(issue.path) || rootField;
    (fields[field] ??= []).push(issue.message);
  }
  return new DomainError("BAD_USER_INPUT", "Invalid input", { fields });
}

/**
 * Parses input with a zod schema or throws BAD_USER_INPUT listing every field's problems.
 * `field` names a single value (an argument such as phone), so its problems land on that field.
 */
export function parseInput<T>(
  schema: {
    safeParse(
      v: unknown,
    ):
      | { success: true; data: T }
      | { success: false; error: { issues: ReadonlyArray<{ path: PropertyKey[]; message: string }> } };
  },
  value: unknown,
  field?: string,
): T {
  const result = schema.safeParse(value);
  if (!result.success) throw invalidInput(result.error.issues, field);
  return result.data;
}

/** PostgreSQL unique violation on a named constraint or index. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  const e = (error as { cause?: unknown })?.cause ?? error;
  const pgError = e as { code?: string; constraint?: string; constraint_name?: string };
  if (pgError?.code !== "23505") return false;
  return !constraint || pgError.constraint === constraint || pgError.constraint_name === constraint;
}
