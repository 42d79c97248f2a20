import { GraphQLScalarType, Kind } from "graphql";

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** DateTime: ISO 8601 in UTC. Date: YYYY-MM-DD (PostgreSQL `date` comes back as that string). */
export const dateScalars = {
  DateTime: new GraphQLScalarType({
    name: "DateTime",
    serialize: (value) => (value instanceof Date ? value.toISOString() : new Date(String(value)).toISOString()),
    parseValue: (value) => {
      const d = new Date(String(value));
      if (Number.isNaN(d.getTime())) throw new TypeError("DateTime must be ISO 8601");
      return d;
    },
    parseLiteral: (ast) => {
      if (ast.kind !== Kind.STRING) throw new TypeError("DateTime must be a string");
      return new Date(ast.value);
    },
  }),
  Date: new GraphQLScalarType({
    name: "Date",
    serialize: (value) => (value instanceof Date ? value.toISOString().slice(0, 10) : String(value)),
    parseValue: (value) => {
      if (typeof value !== "string" || !DATE.test(value)) throw new TypeError("Date must be YYYY-MM-DD");
      return value;
    },
    parseLiteral: (ast) => {
      if (ast.kind !== Kind.STRING || !DATE.test(ast.value)) throw new TypeError("Date must be YYYY-MM-DD");
      return ast.value;
    },
  }),
};
