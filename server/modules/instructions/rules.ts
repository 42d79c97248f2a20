import type { InstructionCategoryValue } from "#graphql/validation/instructions";

/** What a role is to an instruction (the strongest first). */
export const INSTRUCTION_RELATIONS = ["OWNER", "EDITOR", "EXECUTOR", "MANAGER"] as const;
export type InstructionRelationValue = (typeof INSTRUCTION_RELATIONS)[number];

/** The facts the categories are read from, for one instruction and one role R. */
export interface CategoryFacts {
  ownerRoleId: string;
  executorRoleIds: readonly string[];
  editorRoleIds: readonly string[];
}

/**
 * The categories an instruction is in for role R (decision 0028). The owner's instructions fall
 * in exactly one of UNIQUE (R alone carries it out), TO_OTHERS (another role does too) and NO_ROLE
 * (nobody carries it out yet); another role's in FROM_OTHERS when R carries it out and in EDITING
 * when R may change it. ALL is each of them. The service's list asks the same in SQL; a unit test
 * holds the two to one table.
 */
export function categoriesOf(facts: CategoryFacts, roleId: string): Set<InstructionCategoryValue> {
  const categories = new Set<InstructionCategoryValue>();
  if (facts.ownerRoleId === roleId) {
    if (facts.executorRoleIds.length === 0) categories.add("NO_ROLE");
    else if (facts.executorRoleIds.some((id) => id !== roleId)) categories.add("TO_OTHERS");
    else categories.add("UNIQUE");
  } else {
    if (facts.executorRoleIds.includes(roleId)) categories.add("FROM_OTHERS");
    if (facts.editorRoleIds.includes(roleId)) categories.add("EDITING");
  }
  if (categories.size) categories.add("ALL");
  return categories;
}
