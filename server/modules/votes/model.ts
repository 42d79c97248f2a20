import type { Clock } from "../../clock";
import type { Database } from "../../db/client";
import type {
  companyStopReasonTranslations,
  voteSessions,
  votes,
  VoteSessionKind,
  VoteSessionStatus,
} from "../../db/schema";
import { DomainError } from "../../errors";
import type { CompaniesService } from "../companies/companies";
import type { OwnersService } from "../companies/owners";
import type { InvitationsService } from "../invitations/service";
import type { RoleHolders } from "../roles/holders";
import type { RoleInvitations } from "../roles/invitations";

export type VoteSessionRow = typeof voteSessions.$inferSelect;
export type VoteRow = typeof votes.$inferSelect;
export type StopReasonTranslationRow = typeof companyStopReasonTranslations.$inferSelect;
/** A stop reason in one language: its name, and its translations filtered to that language. */
export interface StopReasonView {
  id: string;
  name: string;
  translations: StopReasonTranslationRow[];
}

/** One list of sessions a page asks for: a company's newest `limit` of a kind. */
export interface SessionList {
  companyId: string;
  kind: VoteSessionKind;
  limit: number;
}

/** What a new session proposes, by kind (already parsed by graphql/validation/votes.ts). */
export type Proposal =
  | { kind: "NAME"; name: string }
  | { kind: "STOP"; reasonId: string; comment: string | null }
  | { kind: "START" }
  | { kind: "DELETE" }
  /** The director: opened by createCeoInvitation with the invitation it decides. */
  | { kind: "CEO"; candidateId: string; invitationId: string };

/** The policy's action that opens each kind. */
export const CREATE_ACTION = {
  CEO: "vote.ceo.create",
  NAME: "vote.name.create",
  STOP: "vote.stop.create",
  START: "vote.start.create",
  DELETE: "vote.delete.create",
} as const satisfies Record<VoteSessionKind, `vote.${string}.create`>;
export type CreateAction = (typeof CREATE_ACTION)[VoteSessionKind];

/** How a session ends. */
export type Ending = Exclude<VoteSessionStatus, "ACTIVE">;

/**
 * The owners' votes (docs/decisions/0020-votes.md): one engine for every kind, and what every use
 * case of it (proposing.ts, casting.ts, director.ts, deadlines.ts, reading.ts; deciding.ts, the
 * one way a session ends) is built with. Every change runs in one transaction that first locks the
 * company row through the companies service (changes to one company queue there; the database
 * also keeps one ACTIVE session per kind). What a passed vote decides is carried out by the
 * companies service in the same transaction, with its audit rows and the voters' notifications.
 */
export interface VotesDeps {
  db: Database;
  clock: Clock;
  companies: CompaniesService;
  /** The electorate: the company's current owners and their shares. */
  owners: OwnersService;
  invitations: InvitationsService;
  /**
   * What a vote does to roles, the roles module's: the director's role given, the other roles'
   * invitations ended when the company is suspended. (Named, not the module's whole Roles: this
   * file types the GraphQL rows, and the roles module's index leads back to the schema's types.)
   */
  roles: { holders: Pick<RoleHolders, "assignDirector">; invitations: Pick<RoleInvitations, "endForCompany"> };
}

export const activeRefusal = () =>
  new DomainError("VOTE_SESSION_ACTIVE", "A vote of this kind is already open in this company");
export const endedRefusal = () => new DomainError("VOTE_SESSION_ENDED", "This vote has ended");
