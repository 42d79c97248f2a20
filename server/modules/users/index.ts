import type { CompaniesServices } from "../companies";
import type { IdentityServices } from "../identity";
import type { DomainModule } from "../module";
import type { RolesServices } from "../roles";
import { createUsersLoaders, type UsersLoaders } from "./loaders";
import { AuthUser, User, usersMutations, usersQueries } from "./resolvers";
import { AccountDeletionService } from "./deletion";
import { usersFields } from "./policy";
import { AVATAR_MAX_BYTES } from "#graphql/validation/user-limits";
import { avatarTooLarge, AvatarService } from "./avatar";
import { AVATAR_UPLOAD_PATH, avatarFailure, createAvatarEndpoint } from "./avatar-endpoint";
import { PhoneChangeService } from "./phone-change";
import { UserSettingsService } from "./service";

export interface UsersServices {
  users: UserSettingsService;
  /** The phone change's steps (codes to the current and the new number). */
  phoneChange: PhoneChangeService;
  /** Deleting one's own account (a code, then YES). */
  accountDeletion: AccountDeletionService;
  /** The profile photo, kept in the object storage. */
  avatars: AvatarService;
}

/** The signed-in person's own profile and settings. */
export const usersModule: DomainModule<UsersServices, UsersLoaders> = {
  name: "users",
  services: ({ db, clock, storage, logger }, earlier) => {
    // Identity, companies and roles come before this module in the registry: their services are built.
    const { codes, companies, accountDeletionOwnership, roles } = earlier as IdentityServices &
      CompaniesServices &
      RolesServices;
    const avatars = new AvatarService({ db, clock, storage, logger });
    return {
      users: new UserSettingsService({ db, clock }),
      phoneChange: new PhoneChangeService({ db, clock, codes }),
      accountDeletion: new AccountDeletionService({
        db,
        clock,
        codes,
        companies,
        ownership: accountDeletionOwnership,
        roles: roles.holders,
        forgetObject: (key) => avatars.forget(key),
      }),
      avatars,
    };
  },
  resolvers: { Query: usersQueries, Mutation: usersMutations, User, AuthUser },
  fields: usersFields,
  loaders: (_services, { db }) => createUsersLoaders(db),
  // The photo upload: one raw image of at most 5 MB from a signed-in caller (decision 0011).
  endpoints: (services, { logger }) => {
    const { sessions, avatars } = services as IdentityServices & UsersServices;
    return [
      {
        method: "PUT",
        path: AVATAR_UPLOAD_PATH,
        bodyLimit: AVATAR_MAX_BYTES,
        tooLarge: avatarFailure(avatarTooLarge()),
        handler: createAvatarEndpoint({
          authenticate: (accessToken) => sessions.authenticate(accessToken),
          avatars: () => avatars,
          logger,
        }),
      },
    ];
  },
};
