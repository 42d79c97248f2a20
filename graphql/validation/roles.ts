/**
 * Input rules of the roles and the structure (issue 20), shared by the structure page's forms,
 * the editor's draft and the resolvers. Messages are catalogue keys (app/locales: validation.*).
 */
import { z } from "zod";
import { MAX_ROLE_LEVEL, MIN_ROLE_LEVEL } from "./structure";
import { textInput } from "./text";

export const ROLE_NAME_MAX = 100;
/** The most roles one save may carry (a structure of 1,000 roles saves whole). */
export const STRUCTURE_SAVE_MAX = 1000;

export const roleName = textInput({ required: "validation.role.name.required" })
  .trim()
  .pipe(z.string().min(1, "validation.role.name.required").max(ROLE_NAME_MAX, "validation.role.name.length"));

export const roleLevel = z
  .number({ error: "validation.role.level" })
  .int("validation.role.level")
  .min(MIN_ROLE_LEVEL, "validation.role.level")
  .max(MAX_ROLE_LEVEL, "validation.role.level");

const id = (message: string) => z.uuid(message).transform((value) => value.toLowerCase());

export const roleStructureInput = z.object({
  id: id("validation.role.id"),
  name: roleName,
  level: roleLevel,
  parentRoleId: id("validation.role.manager").nullable(),
  sortNumber: z
    .number()
    .int("validation.role.sortNumber")
    .min(-1_000_000, "validation.role.sortNumber")
    .max(1_000_000, "validation.role.sortNumber"),
  isArchived: z.boolean(),
});

export type RoleStructureInput = z.infer<typeof roleStructureInput>;

export const saveCompanyStructureInput = z.object({
  companyId: z.uuid("validation.company.unknown"),
  roles: z.array(roleStructureInput).max(STRUCTURE_SAVE_MAX, "validation.structure.tooMany"),
});

/** The most branches one listCompanyRoles opens beside its levels (the page opens two: the role in view, and the caller's). */
export const STRUCTURE_BRANCHES_MAX = 10;

/**
 * listCompanyRoles' view of a big structure: the live roles of levels 1 to maxLevel, and each
 * branch (a role, its peers, its direct subordinates). Ids that are no ids are refused
 * (BAD_USER_INPUT naming the field), as a filter's are.
 */
export const structureView = z.object({
  maxLevel: roleLevel.nullable(),
  branches: z.array(id("validation.role.id")).max(STRUCTURE_BRANCHES_MAX, "validation.structure.branches"),
});

/** createRoleInvitation: the candidate by username (an @ in front is ignored). */
export const roleCandidate = textInput({ required: "validation.candidate.required" })
  .trim()
  .transform((value) => value.replace(/^@+/, ""))
  .pipe(z.string().min(1, "validation.candidate.required").max(64, "validation.candidate.unknown"));

/** A link's token as the service makes it (32 url-safe characters); anything else is no link. */
export const INVITE_TOKEN = /^[A-Za-z0-9_-]{32}$/;
