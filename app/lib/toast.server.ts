import { redirect, type AppLoadContext } from "@remix-run/server-runtime";
import { createCookieSessionStorage } from "./cookies.server";

import type { Toast, ToastType } from "./toast";

export type { Toast, ToastType };

const storages = new Map<string, ReturnType<typeof createToastStorage>>();
const createToastStorage = (secret: string, secure: boolean) =>
  createCookieSessionStorage<{ toasts: Toast[] }, { toasts: Toast[] }>({
    cookie: { name: "toast", path: "/", httpOnly: true, sameSite: "lax", secure, secrets: [secret] },
  });

/**
 * Toasts travel in their own flash cookie, apart from the session, so that the root loader can
 * consume them while other loaders update the session in parallel.
 */
function storage(context: AppLoadContext) {
  const key = `${context.sessionSecret}:${context.secureCookies}`;
  let s = storages.get(key);
  if (!s) {
    s = createToastStorage(context.sessionSecret, context.secureCookies);
    storages.set(key, s);
  }
  return s;
}

type NewToast = Omit<Toast, "id" | "type"> & { type?: ToastType };

/** A Set-Cookie header value that queues a toast for the next page (redirectWithToast sends it). */
async function toastCookie(request: Request, context: AppLoadContext, toast: NewToast): Promise<string> {
  const s = storage(context);
  const session = await s.getSession(request.headers.get("cookie"));
  const queued = (session.get("toasts") as Toast[] | undefined) ?? [];
  const next: Toast = { id: crypto.randomUUID(), ...toast, type: toast.type ?? "default" };
  session.flash("toasts", [...queued, next].slice(-3));
  return s.commitSession(session);
}

/**
 * A redirect to `to` that shows `toast` on the page it leads to: how an action ends after it
 * did what was asked (or a loader sends the person away and says why), with JavaScript or
 * without. `init` adds to the redirect, e.g. the web session's cookie a sign-in step commits.
 */
export async function redirectWithToast(
  request: Request,
  context: AppLoadContext,
  to: string,
  toast: NewToast,
  init?: ResponseInit,
) {
  const headers = new Headers(init?.headers);
  headers.append("set-cookie", await toastCookie(request, context, toast));
  return redirect(to, { ...init, headers });
}

/** Reads the queued toasts and clears them. */
export async function takeToasts(
  request: Request,
  context: AppLoadContext,
): Promise<{ toasts: Toast[]; setCookie: string | null }> {
  const s = storage(context);
  const session = await s.getSession(request.headers.get("cookie"));
  const toasts = (session.get("toasts") as Toast[] | undefined) ?? [];
  return { toasts, setCookie: toasts.length ? await s.commitSession(session) : null };
}
