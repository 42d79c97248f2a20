/**
 * Input rules of the owners' votes (spec section 5: a suspension needs a reason and the typed
 * STOP, the comment is optional; a deletion the typed YES), shared by the forms, the actions and
 * the resolvers. Messages are catalogue keys (app/locales: validation.*).
 */
import { z } from "zod";
import { companyName } from "./companies";
import { multiLineText, optionalText, textInput } from "./text";
import { DELETE_CONFIRMATION } from "./users";

/** What a suspension's confirm must be, typed by the person. */
export const STOP_CONFIRMATION = "STOP";
export { DELETE_CONFIRMATION };
export const STOP_COMMENT_MAX = 1000;

const companyId = z.uuid("validation.company.unknown");

export const createCompanyNameVoteSessionInput = z.object({ companyId, name: companyName });

export const createCompanyStopVoteSessionInput = z.object({
  companyId,
  reasonId: z.uuid("validation.stopReason.required"),
  comment: optionalText(multiLineText(STOP_COMMENT_MAX, { tooLong: "validation.stopComment.length" })),
  confirm: textInput({ required: "validation.confirm.stop" })
    .trim()
    .refine((value) => value === STOP_CONFIRMATION, "validation.confirm.stop"),
});

/** createCeoInvitation: the candidate by username (an @ in front is ignored), as the share transfer names its recipient. */
export const createCeoInvitationInput = z.object({
  companyId,
  candidate: textInput({ required: "validation.candidate.required" })
    .trim()
    .transform((value) => value.replace(/^@+/, ""))
    .pipe(z.string().min(1, "validation.candidate.required").max(64, "validation.candidate.unknown")),
});

export const createCompanyStartVoteSessionInput = z.object({ companyId });

export const createCompanyDeleteVoteSessionInput = z.object({
  companyId,
  confirm: textInput({ required: "validation.confirm.yes" })
    .trim()
    .refine((value) => value === DELETE_CONFIRMATION, "validation.confirm.yes"),
});
