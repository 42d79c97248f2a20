import { selfField } from "../../authz/fields";
import type { DomainModule } from "../module";
import { StaffService } from "./service";

export interface StaffServices {
  staff: StaffService;
}

/** Platform staff: no operations of its own; the "staff" policy (server/graphql/policy.ts) asks it. */
export const staffModule: DomainModule<StaffServices> = {
  name: "staff",
  services: ({ db, config }) => ({ staff: new StaffService(db, config.staffPhones) }),
  resolvers: {
    AuthUser: { isStaff: (user, _a, ctx) => ctx.services.staff.isStaff(user) },
  },
  // Whether a person is staff is told to that person only.
  fields: { AuthUser: { isStaff: selfField((user) => user.id) } },
};
