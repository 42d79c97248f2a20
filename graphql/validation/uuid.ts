/**
 * The form of every id the API hands out (a PostgreSQL uuid, any version), checked wherever an id
 * arrives from outside (an argument, a form field, a cookie, a URL) before it reaches a query:
 * the database refuses a malformed uuid with an error (a 500), where the person should get "not
 * found" or nothing at all. One pattern for server/ and app/.
 */
export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
