/**
 * The instructions' limits, free of zod so that the pages' browser code can read them (zod in a
 * client bundle breaks the CSP: it compiles with eval). ./instructions.ts checks by them.
 */
export const INSTRUCTION_TITLE_MAX = 200;
/** Roles named at once (executors, editors). */
export const INSTRUCTION_ROLES_MAX = 100;
/** A list answers at most this many instructions (newest changes first). */
export const INSTRUCTION_LIST_MAX = 500;
