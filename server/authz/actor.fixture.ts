import type { CompanyActor } from "./actor";

/** A company actor for unit tests: a stranger to company "c" unless `over` says otherwise. */
export const actorWith = (over: Partial<CompanyActor>): CompanyActor => ({
  userId: "u",
  companyId: "c",
  exists: true,
  suspended: false,
  hasDirector: true,
  unpaid: false,
  owner: null,
  formerOwner: false,
  ownerCount: 2,
  roles: [],
  ...over,
});
