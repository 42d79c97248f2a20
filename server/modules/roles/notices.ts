import type { AuditActor } from "../../audit";
import type { Executor } from "../../db/client";
import type { CompanyRow } from "../companies/model";
import { notify } from "../notifications/service";
import type { RoleRow } from "./model";

/** Tells these people what happened to a role of the company (removed from it, replaced, invited, assigned), and by whom. */
export async function tell(
  tx: Executor,
  actor: AuditActor,
  company: CompanyRow,
  role: Pick<RoleRow, "id" | "name" | "nameIsDefault" | "level">,
  userIds: string[],
  kind: "role.removed" | "role.replaced" | "role.invited" | "role.assigned",
  now: Date,
) {
  await notify(tx, now, actor, userIds, kind, {
    roleId: role.id,
    roleName: role.name,
    roleNameIsDefault: role.nameIsDefault,
    level: role.level,
    companyId: company.id,
    companyName: company.name,
    by: actor.userId,
  });
}
