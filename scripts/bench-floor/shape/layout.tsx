import { Outlet } from "@remix-run/react";

/** Every route of the app's shape but the measured page: nothing but its children. */
export default function Layout() {
  return <Outlet />;
}
