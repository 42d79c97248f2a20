/** The English texts of the owners' votes and the company's lifecycle (issue 19): loaded by the vHold pages, not by the profile. */
import type { Shape } from "../shape";

const governance = {
  votes: {
    heading: "Owners’ votes",
    titles: {
      name: "Vote on the new name “{{name}}”",
      ceo: "Vote on the director: {{name}}",
      stop: "Vote on suspending the company",
      start: "Vote on restoring the company",
      delete: "Vote on deleting the company",
    },
    intro: "Each owner votes with the share they held when the vote opened.",
    reason: "Reason",
    openedBy: "Initiator: {{name}}.",
    endsAt: "Ends {{date}}",
    timeLeft: "{{days}} d {{hours}} h {{minutes}} min left",
    tally: "{{for}} % for, {{against}} % against, {{notVoted}} % not voted",
    passesAt: "passes at {{share}} %",
    passesMoreThan: "passes with more than {{share}} %",
    threshold: "Threshold",
    voters: "Voters",
    for: "For",
    against: "Against",
    notVoted: "Not voted",
    choose: "Your vote",
    yourVote: "Your vote: {{vote}}. You may change it while the vote is open.",
    vote: "Vote",
    change: "Change my vote",
    reset: "Take back my vote",
    cancel: "Cancel the vote",
    cancelText: "You opened this vote: you may end it before it is decided. The owners are told.",
    close: "Close",
    back: "Back",
    notAVoter: "You became an owner after this vote opened: it is decided by the owners of that moment.",
    voteRequired: "Choose for or against",
    cast: "Your vote is counted.",
    resetDone: "Your vote is taken back.",
    canceled: "The vote is canceled.",
    passed: "The vote passed and is carried out.",
    rejected: "The vote did not pass.",
    ended: "This vote has already ended.",
  },
  history: {
    heading: "Decided votes",
    empty: "No vote has been decided yet.",
    voters: "Who voted how",
    statuses: {
      PASSED: "Passed",
      REJECTED: "Rejected",
      EXPIRED: "Expired undecided",
      CANCELED: "Canceled",
    },
  },
  suspended: {
    heading: "The company is suspended",
    since: "Suspended since {{date}}.",
    limited:
      "It runs in limited mode: roles are frozen. Unless restored, it is deleted two years after its suspension.",
    restoreInProgress: "A vote on restoring the company is in progress.",
    deleteInProgress: "A vote on deleting the company is in progress.",
    toastSuspended: "The company is suspended.",
    restore: "Restore the company",
    toastRestored: "The company is restored.",
    toastRestoreOpened: "The vote on restoring the company is open.",
    delete: "Delete the company",
    toastDeleteOpened: "The vote on deleting the company is open.",
  },
};

export default governance;
export type GovernanceTexts = Shape<typeof governance>;
