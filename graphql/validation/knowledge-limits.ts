/**
 * Limits and choices of the knowledge base, free of any library so that the browser may import
 * them (graphql/validation/knowledge.ts holds the rules that use them).
 */
export const KNOWLEDGE_LIMITS = {
  /** Spec: the category tree is at most 4 levels deep. */
  maxDepth: 4,
  nameMax: 120,
  titleMax: 200,
  positionMax: 9999,
  /** Longer searches match nothing a person typed on purpose. */
  searchMax: 100,
  /** Categories a sidebar may ask to be open at once (its cookie keeps 80); more are not read. */
  openCategoriesMax: 200,
} as const;

/** The icons a post may show (drawn by app/components/knowledge/post-icon.tsx). */
export const knowledgeIcons = [
  "book",
  "rocket",
  "building",
  "users",
  "folder",
  "wallet",
  "shield",
  "lightbulb",
  "help",
] as const;
export type KnowledgeIcon = (typeof knowledgeIcons)[number];
