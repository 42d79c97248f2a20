/** The English texts of the corporate settings' governance pages (suspend, director) and the restore and delete steps (issue 19): loaded by those pages only. */
import type { Shape } from "../shape";

const corporate = {
  stop: {
    heading: "Suspend the company",
    introSole:
      "You are the sole owner: the company is suspended at once. A suspended company runs in limited mode; unless restored it is deleted two years later.",
    introVote:
      "With co-owners this opens a vote of the owners for 7 days; it passes with at least 51 % of the shares. A suspended company runs in limited mode; unless restored it is deleted two years later.",
    reason: "Reason",
    reasonPick: "Choose a reason",
    comment: "Comment",
    commentHint: "Optional, up to 1000 characters",
    confirm: "Type STOP to confirm",
    submit: "Suspend the company",
    submitVote: "Open the vote",
    opened: "The vote on suspending the company is open.",
    inProgress: "A vote on suspending the company is in progress.",
    toDashboard: "To the dashboard",
  },
  restore: {
    heading: "Restore the company",
    introSole: "You are the sole owner: the company is restored at once.",
    introVote:
      "With co-owners this opens a vote of the owners for 7 days; it passes with more than half of the shares.",
    submit: "Restore",
    submitVote: "Open the vote",
  },
  delete: {
    heading: "Delete the company",
    introSole: "You are the sole owner: the company is deleted at once, with every role in it. This cannot be undone.",
    introVote:
      "With co-owners this opens a vote of the owners for 7 days; it passes with more than half of the shares. A deleted company cannot be restored.",
    confirm: "Type YES to confirm",
    submit: "Delete the company",
    submitVote: "Open the vote",
  },
  deleted: {
    heading: "The company is deleted",
    text: "The company and every role in it are gone; its history is kept. Your other companies are on your profile.",
    toProfile: "To my profile",
    toast: "The company is deleted.",
  },
  director: {
    heading: "Director",
    frozen: "While the company is suspended its roles are frozen: no director can be invited.",
    candidate: "Candidate’s username",
    candidateHint:
      "The owners vote on the candidate for 3 days (a majority of the shares); the candidate also accepts the invitation on their profile. You may name yourself.",
    invite: "Invite",
    replace: "Invite another candidate",
    awaitingHeading: "Waiting for the candidate",
    awaiting: "The owners approved {{name}}; the role is theirs once they accept the invitation on their profile.",
    withdraw: "Withdraw the invitation",
    withdrawn: "The invitation is withdrawn.",
    invited: "The invitation is sent and the owners’ vote is open.",
    assigned: "The director is assigned.",
  },
};

export default corporate;
export type CorporateTexts = Shape<typeof corporate>;
