import { createPlainCookie } from "./cookies.server";

export type Theme = "light" | "dark";

/** The theme is a cookie so the server renders the right one with no flash. Default light. */
export const themeCookie = createPlainCookie("theme", { httpOnly: true, maxAge: 60 * 60 * 24 * 365 }, [
  "light",
  "dark",
]);

export async function getTheme(request: Request): Promise<Theme> {
  const value = await themeCookie.parse(request.headers.get("cookie"));
  return value === "dark" ? "dark" : "light";
}
