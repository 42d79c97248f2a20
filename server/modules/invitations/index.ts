import type { DomainModule } from "../module";
import { createInvitationsLoaders, type InvitationsLoaders } from "./loaders";
import { invitationsFields } from "./policy";
import { Invitation, invitationsMutations, invitationsQueries } from "./resolvers";
import { InvitationsService } from "./service";

export interface InvitationsServices {
  invitations: InvitationsService;
}

/** Invitations to a role: the director's now (decided by the owners' vote), vHub's levels later. */
export const invitationsModule: DomainModule<InvitationsServices, InvitationsLoaders> = {
  name: "invitations",
  services: ({ db, clock }) => ({ invitations: new InvitationsService({ db, clock }) }),
  resolvers: { Query: invitationsQueries, Mutation: invitationsMutations, Invitation },
  fields: invitationsFields,
  loaders: (_services, { db }) => createInvitationsLoaders(db),
};
