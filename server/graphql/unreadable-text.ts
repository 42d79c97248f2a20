import { Kind, visit, type ASTNode, type DocumentNode } from "graphql";
import { createGraphQLError, type Plugin } from "graphql-yoga";
import { fieldName, type ErrorExtensions, type FieldErrors } from "#graphql/errors";
import { unreadableTextMessage } from "#graphql/validation/text";

/** Every string in a value, with the field name of its path. */
function collect(value: unknown, path: Array<string | number>, fields: FieldErrors) {
  if (typeof value === "string") {
    const message = unreadableTextMessage(value);
    if (message) (fields[fieldName(path)] ??= []).push(message);
  } else if (Array.isArray(value)) {
    value.forEach((item, i) => collect(item, [...path, i], fields));
  } else if (value && typeof value === "object") {
    for (const [key, item] of Object.entries(value)) collect(item, [...path, key], fields);
  }
}

/**
 * Fields are named as the resolvers' input rules name them: a variable holding an input object
 * (`$input`, `$filter`) is the form, its fields named inside it (`address`, `owners[0].share`);
 * any other variable is named for itself (`search`, `ids[1]`).
 */
function collectVariables(variables: Record<string, unknown>, fields: FieldErrors) {
  for (const [name, value] of Object.entries(variables)) {
    const form = value !== null && typeof value === "object" && !Array.isArray(value);
    collect(value, form ? [] : [name], fields);
  }
}

/**
 * What the literals of a document hold, judged once per document: Yoga's parser cache hands the
 * same DocumentNode to every request of an operation, and walking its tree cost about 2 % of a
 * page's server CPU (docs/decisions/0021).
 */
const literalsJudged = new WeakMap<DocumentNode, FieldErrors>();

/** String literals written into the operation itself, named by the argument or input field that holds them. */
function collectLiterals(document: DocumentNode, fields: FieldErrors) {
  let found = literalsJudged.get(document);
  if (!found) {
    found = {};
    judgeLiterals(document, found);
    literalsJudged.set(document, found);
  }
  for (const [name, messages] of Object.entries(found)) (fields[name] ??= []).push(...messages);
}

function judgeLiterals(document: DocumentNode, fields: FieldErrors) {
  visit(document, {
    StringValue(node, _key, parent, _path, ancestors) {
      const message = unreadableTextMessage(node.value);
      if (!message) return;
      const holder = [...ancestors, parent]
        .reverse()
        .find(
          (a): a is ASTNode =>
            Boolean(a) &&
            !Array.isArray(a) &&
            ((a as ASTNode).kind === Kind.ARGUMENT || (a as ASTNode).kind === Kind.OBJECT_FIELD),
        );
      const name = holder && "name" in holder && holder.name ? holder.name.value : "";
      (fields[name] ??= []).push(message);
    },
  });
}

/**
 * What cannot be text at all (NUL, half of a surrogate pair) is refused in every String and ID
 * the API is sent, variables and literals alike, before any resolver runs: BAD_USER_INPUT naming
 * the field. Each operation's own rules then judge only readable text; without this one place, a
 * NUL reached PostgreSQL from every search and id that no rule happened to check (a 500 and a
 * stack in the log), and a lone surrogate broke the audit trail's JSON.
 */
export const refuseUnreadableText: Plugin = {
  onExecute({ args, setResultAndStopExecution }) {
    const fields: FieldErrors = {};
    collectVariables(args.variableValues ?? {}, fields);
    collectLiterals(args.document, fields);
    if (!Object.keys(fields).length) return;
    const extensions: ErrorExtensions = { code: "BAD_USER_INPUT", fields };
    // data: null, as when a resolver refuses its input: clients read one shape of refusal.
    setResultAndStopExecution({
      data: null,
      errors: [createGraphQLError("Invalid input", { extensions: extensions as unknown as Record<string, unknown> })],
    });
  },
};
