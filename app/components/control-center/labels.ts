import type { ControlCenterSection } from "~/lib/hub-paths";
import type { TKey } from "~/lib/translate";

/** Each control-center section's name, in its navigation and as its heading. */
export const CONTROL_SECTION_LABELS = {
  "company-profile": "control.companyProfile",
  billing: "control.billing",
  access: "control.access",
  storage: "control.storage",
  team: "control.team",
  owners: "control.owners",
} as const satisfies Record<ControlCenterSection, TKey>;
