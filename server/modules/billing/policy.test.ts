import { describe, expect, it } from "vitest";
import { can, heldBack } from "../../authz/policy";
import type { Relation } from "../../authz/actor";
import { billingPolicy, type BillingAction } from "./policy";

const who = (...relations: Relation[]) => new Set<Relation>(relations);

describe("billing's policy table", () => {
  it("owners and the director read, pay and size the storage; employees and former owners do nothing", () => {
    for (const action of Object.keys(billingPolicy) as BillingAction[]) {
      expect(can(billingPolicy, action, who("owner", "coOwner"))).toBe(true);
      expect(can(billingPolicy, action, who("director"))).toBe(true);
      expect(can(billingPolicy, action, who("employee", "level2"))).toBe(false);
      expect(can(billingPolicy, action, who("formerOwner"))).toBe(false);
    }
  });

  it("a suspended company reads but neither pays nor changes; without a director everything goes on", () => {
    expect(heldBack(billingPolicy, "billing.read", new Set(["suspended"]))).toBeNull();
    expect(heldBack(billingPolicy, "billing.topUp", new Set(["suspended"]))).toBe("suspended");
    expect(heldBack(billingPolicy, "billing.storage.change", new Set(["suspended"]))).toBe("suspended");
    for (const action of Object.keys(billingPolicy) as BillingAction[])
      expect(heldBack(billingPolicy, action, new Set(["noDirector"]))).toBeNull();
  });

  it("a critical balance holds nothing of billing back: paying is the way out", () => {
    for (const action of Object.keys(billingPolicy) as BillingAction[])
      expect(heldBack(billingPolicy, action, new Set(["unpaid"]))).toBeNull();
  });
});
