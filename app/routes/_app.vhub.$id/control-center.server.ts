import type { AppLoadContext } from "@remix-run/server-runtime";
import { redirect } from "@remix-run/react";
import { controlSectionFeature, hubPath, type ControlCenterSection } from "~/lib/hub-paths";

/**
 * A control-center section behind a switched-off flag is not there: its address opens the
 * company profile (the control center's default), as its link is shown disabled.
 */
export function requireSectionOn(context: AppLoadContext, section: ControlCenterSection, roleId: string): void {
  const feature = controlSectionFeature(section);
  if (feature && !context.features[feature]) throw redirect(`${hubPath(roleId)}/control-center/company-profile`);
}
