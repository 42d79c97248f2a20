import type { CompaniesServices } from "../companies";
import type { IdentityServices } from "../identity";
import type { DomainModule } from "../module";
import { createUsersLoaders, type UsersLoaders } from "./loaders";
import { AuthUser, User, usersMutations, usersQueries } from "./resolvers";
import { AccountDeletionService } from "./deletion";
import { AvatarService } from "./avatar";
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
    // Identity and companies come before this module in the registry: their services are built.
    const { codes, companies } = earlier as IdentityServices & CompaniesServices;
    const avatars = new AvatarService({ db, clock, storage, logger });
    return {
      users: new UserSettingsService({ db, clock }),
      phoneChange: new PhoneChangeService({ db, clock, codes }),
      accountDeletion: new AccountDeletionService({ db, clock, codes, companies, forgetObject: (key) => avatars.forget(key) }),
      avatars,
    };
  },
  resolvers: { Query: usersQueries, Mutation: usersMutations, User, AuthUser },
  loaders: (_services, { db }) => createUsersLoaders(db),
};
