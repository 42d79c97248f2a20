import type { ControlCenterSection } from "~/lib/hub-paths";
import type { TKey } from "~/lib/translate";

/** Each control-center section's name, in its navigation and as its heading. */
export const CONTROL_SECTION_LABELS = {
  "company-profile": "vhub.control.companyProfile",
  billing: "vhub.control.billing",
  access: "vhub.control.access",
  storage: "vhub.control.storage",
  team: "vhub.control.team",
  owners: "vhub.control.owners",
} as const satisfies Record<ControlCenterSection, TKey>;
