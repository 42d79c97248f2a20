/**
 * The tasks' limits (issue 44), free of zod so that the pages' browser code can read them (zod in
 * a client bundle breaks the CSP: it compiles with eval). ./tasks.ts checks by them.
 */
export const TASK_TITLE_MAX = 200;
/** A comment of the discussion (and a return's reason). */
export const TASK_COMMENT_MAX = 2000;
/** A search of the lists. */
export const TASK_SEARCH_MAX = 100;
/** A page of a list: 20 unless asked otherwise, never more than 50. */
export const TASK_PAGE_SIZE = 20;
export const TASK_PAGE_MAX = 50;
