import type { DomainModule } from "../module";
import { createUsersLoaders, type UsersLoaders } from "./loaders";
import { User, usersMutations, usersQueries } from "./resolvers";
import { UserSettingsService } from "./service";

export interface UsersServices {
  users: UserSettingsService;
}

/** The signed-in person's own profile and settings. */
export const usersModule: DomainModule<UsersServices, UsersLoaders> = {
  name: "users",
  services: ({ db, clock }) => ({ users: new UserSettingsService({ db, clock }) }),
  resolvers: { Query: usersQueries, Mutation: usersMutations, User },
  loaders: (_services, { db }) => createUsersLoaders(db),
};
