import type { Resolvers } from "./graphql/generated/resolvers";
import type { Loaders, Services } from "./graphql/context";
import type { Job } from "./jobs/runner";
import { mergeFieldRules } from "./authz/fields";
import { companiesModule } from "./modules/companies";
import { identityModule } from "./modules/identity";
import { usersModule } from "./modules/users";
import { knowledgeModule } from "./modules/knowledge";
import { notificationsModule } from "./modules/notifications";
import { staffModule } from "./modules/staff";
import { votesModule } from "./modules/votes";
import { invitationsModule } from "./modules/invitations";
import { rolesModule } from "./modules/roles";
import { billingModule } from "./modules/billing";
import { filesModule } from "./modules/files";
import { instructionsModule } from "./modules/instructions";
import { tasksModule } from "./modules/tasks";
import type { DomainModule, ModuleDeps, ModuleEndpoint } from "./modules/module";

/**
 * Every domain module of the API, in the order their services are built (a module may use the
 * services of those before it). Adding an area is adding it here; see
 * docs/decisions/0005-module-layout.md.
 */
export const modules = [
  identityModule,
  companiesModule,
  invitationsModule,
  rolesModule,
  votesModule,
  usersModule,
  staffModule,
  knowledgeModule,
  notificationsModule,
  billingModule,
  filesModule,
  instructionsModule,
  tasksModule,
] as const;

type UnionToIntersection<U> = (U extends unknown ? (u: U) => void : never) extends (i: infer I) => void ? I : never;
type AnyModule = (typeof modules)[number];

type ModuleServices = UnionToIntersection<ReturnType<AnyModule["services"]>>;
type ModuleLoaders = UnionToIntersection<ReturnType<NonNullable<AnyModule["loaders"]>>>;

// The GraphQL context's Services and Loaders are these: declared there, filled in here, so that
// the context needs no import of this list (which imports every resolver, which import it).
declare module "./graphql/context" {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface Services extends ModuleServices {}
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface Loaders extends ModuleLoaders {}
}

// The registry treats every module alike; their own types are kept by Services and Loaders.
const all = modules as readonly DomainModule<object, object>[];

export function createServices(deps: ModuleDeps): Services {
  const services: object = {};
  for (const module of all) Object.assign(services, module.services(deps, services));
  // The role resources each module counts, handed to the roles module's list of them (a module
  // that keeps a role's rows comes after roles, so it cannot be given to the roles service as it is built).
  const { roleResources } = services as Services;
  for (const module of all)
    for (const counter of module.roleResources?.(services, deps) ?? []) roleResources.register(counter);
  return services as Services;
}

export function createLoaders(services: Services, deps: ModuleDeps): Loaders {
  const loaders: object = {};
  for (const module of all) if (module.loaders) Object.assign(loaders, module.loaders(services, deps, loaders));
  return loaders as Loaders;
}

export function createJobs(deps: ModuleDeps, services: Services): Job[] {
  return all.flatMap((module) => module.jobs?.(deps, services) ?? []);
}

/** Every module's HTTP entries; two at one method and path is a mistake caught at start. */
export function createEndpoints(services: Services, deps: ModuleDeps): ModuleEndpoint[] {
  const endpoints = all.flatMap((module) => module.endpoints?.(services, deps) ?? []);
  const seen = new Set<string>();
  for (const { method, path } of endpoints) {
    if (seen.has(path)) throw new Error(`${path} is served by two modules (${method})`);
    seen.add(path);
  }
  return endpoints;
}

/**
 * The resolvers of all modules, type by type. Two modules implementing the same field is a
 * mistake caught at start, not a silent override.
 */
export function mergeResolvers(list: readonly Resolvers[]): Resolvers {
  const merged: Record<string, Record<string, unknown>> = {};
  for (const resolvers of list) {
    for (const [type, fields] of Object.entries(resolvers)) {
      if (!fields) continue;
      // Scalars are objects too, but whole: they are not merged field by field.
      if (typeof (fields as { serialize?: unknown }).serialize === "function") {
        if (merged[type]) throw new Error(`scalar ${type} is implemented twice`);
        merged[type] = fields as Record<string, unknown>;
        continue;
      }
      const target = (merged[type] ??= {});
      for (const [field, resolver] of Object.entries(fields)) {
        if (field in target) throw new Error(`${type}.${field} is implemented by two modules`);
        target[field] = resolver;
      }
    }
  }
  return merged as Resolvers;
}

export const moduleResolvers: readonly Resolvers[] = all.map((module) => module.resolvers);

/** Every module's field rules as one table (server/authz/fields.ts). */
export const moduleFieldRules = mergeFieldRules(all.map((module) => module.fields));
