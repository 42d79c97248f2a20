import type { KnowledgeBasePostSummaryFragment } from "#graphql/generated/operations";
import type { Language } from "~/lib/i18n";

export type PostSummary = KnowledgeBasePostSummaryFragment;

/** A post as the sidebar lists it. */
export interface TreePost {
  id: string;
  title: string;
  languageCode: Language;
  icon: string;
}

/** A category as the sidebar shows it: open ones carry what they hold, closed ones only a count. */
export interface TreeNode {
  id: string;
  name: string;
  languageCode: Language;
  depth: number;
  /** Subcategories and posts it holds. */
  count: number;
  open: boolean;
  children: TreeNode[];
  posts: TreePost[];
}
