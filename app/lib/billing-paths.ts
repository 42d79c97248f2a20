import { hubPath } from "./hub-paths";

/** The billing section's address for a role. */
export const billingPath = (roleId: string) => `${hubPath(roleId)}/control-center/billing`;
/** The storage section's address for a role. */
export const storagePath = (roleId: string) => `${hubPath(roleId)}/control-center/storage`;
