import { useRouteLoaderData } from "@remix-run/react";
import type { loadAppLayout } from "./app-layout.server";

/** The app layout's route (app/routes/_app.tsx), whose loader is loadAppLayout. */
const APP_LAYOUT = "routes/_app";

/** The signed-in person, as the app layout loaded them, for every page and component under it. */
export function useSignedInUser() {
  return useRouteLoaderData<typeof loadAppLayout>(APP_LAYOUT)!.user;
}

/** The feature flags (graphql/features.ts), as the app layout read them: switched-off modules' links are disabled. */
export function useFeatures() {
  return useRouteLoaderData<typeof loadAppLayout>(APP_LAYOUT)!.features;
}

/** The signed-in person's live roles, as the app layout loaded them (the header's, the profile's). */
export function useSignedInRoles() {
  return useRouteLoaderData<typeof loadAppLayout>(APP_LAYOUT)!.roles;
}
