import type { IdentityServices } from "../identity";
import type { DomainModule } from "../module";
import { createUsersLoaders, type UsersLoaders } from "./loaders";
import { User, usersMutations, usersQueries } from "./resolvers";
import { AccountDeletionService } from "./deletion";
import { PhoneChangeService } from "./phone-change";
import { UserSettingsService } from "./service";

export interface UsersServices {
  users: UserSettingsService;
  /** The phone change's steps (codes to the current and the new number). */
  phoneChange: PhoneChangeService;
  /** Deleting one's own account (a code, then YES). */
  accountDeletion: AccountDeletionService;
}

/** The signed-in person's own profile and settings. */
export const usersModule: DomainModule<UsersServices, UsersLoaders> = {
  name: "users",
  services: ({ db, clock }, earlier) => {
    // Identity comes before this module in the registry: its code service is built.
    const { codes } = earlier as IdentityServices;
    return {
      users: new UserSettingsService({ db, clock }),
      phoneChange: new PhoneChangeService({ db, clock, codes }),
      accountDeletion: new AccountDeletionService({ db, clock, codes }),
    };
  },
  resolvers: { Query: usersQueries, Mutation: usersMutations, User },
  loaders: (_services, { db }) => createUsersLoaders(db),
};
