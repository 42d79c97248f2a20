/**
 * A share transfer's page and the questions before it is declined or canceled, shown in one of
 * two places (the routes under each are the same code, components/vhold/share-transfer.tsx):
 * - "company": /vhold/{id}/transfers/{transferId}, over the company's dashboard, for whoever can
 *   see the company (the sender, a recipient who is already a co-owner);
 * - "profile": /profile/transfers/{transferId}, over the profile, for a recipient who owns no part
 *   of the company yet (the dashboard is not theirs to see; their offers are listed on the
 *   profile). A company's address sends them here (profilePlaceOf in vhold.server.ts), so a
 *   notification's link opens the offer for everyone.
 * With JavaScript each opens as a dialog over its place, the question as a dialog over the
 * transfer; loaded as a document each is a page (route-dialog.tsx). The addresses live here, apart
 * from the components, so that a page linking to a transfer loads none of its code.
 */
export type TransferPlace = "company" | "profile";

export const transferPath = (place: TransferPlace, transfer: { companyId: string; id: string }) =>
  place === "company" ? `/vhold/${transfer.companyId}/transfers/${transfer.id}` : `/profile/transfers/${transfer.id}`;

/** The page a transfer lies over: its company's dashboard, or the profile. */
export const transferParent = (place: TransferPlace, transfer: { companyId: string }) =>
  place === "company" ? `/vhold/${transfer.companyId}` : "/profile";

/** The step that asks before a transfer is declined or canceled (a nested route of the transfer). */
export const ANSWER_STEPS = { DECLINED: "decline", CANCELED: "cancel" } as const;
export type Answer = (typeof ANSWER_STEPS)[keyof typeof ANSWER_STEPS];
