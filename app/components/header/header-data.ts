import type { AuthUser } from "~/lib/auth.server";
import type { CompanyOption, CompanyResults } from "./company-picker";

/** The header shows the first few of the person's companies; search finds the others. */
export const HEADER_COMPANIES = 8;

/** What the header shows, from the app layout's loader. */
export interface HeaderData {
  user: AuthUser;
  theme: "light" | "dark";
  supportEmail: string;
  /** Where vHold opens: the company in view, else /vhold (the last opened, or the list); null: no company, vHold is disabled. */
  vholdHref: string | null;
  inVhold: boolean;
  /** Where vHub opens: the role in view, else /vhub (the last role, or the first); null: no role, vHub is disabled. */
  vhubHref: string | null;
  inVhub: boolean;
  /** The company in view (/vhold/{id}…), for the switcher's label. */
  current: CompanyOption | null;
  /** The first of the person's companies, for the switcher. */
  companies: CompanyResults;
  /** The person's unread notifications (the bell beside the user menu). */
  unread: number;
}
