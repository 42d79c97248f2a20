import DataLoader from "dataloader";
import type { KnowledgeService, PostTranslationRow } from "./service";

/** The one key of knowledgeVersion: the counter of the whole knowledge base. */
export const KNOWLEDGE_BASE = "knowledge-base";

export interface KnowledgeLoaders {
  /** Every language's title and content of posts, by post id: one query per list of posts. */
  knowledgePostTranslations: DataLoader<string, PostTranslationRow[]>;
  /**
   * The knowledge base's change counter as this request read it (key KNOWLEDGE_BASE): once per
   * request, or not at all for the web server's, whose session check reads it (person-header.ts).
   * Cleared by the request's own changes to the knowledge base.
   */
  knowledgeVersion: DataLoader<typeof KNOWLEDGE_BASE, string>;
}

export function createKnowledgeLoaders(knowledge: KnowledgeService): KnowledgeLoaders {
  return {
    knowledgePostTranslations: new DataLoader((ids) => knowledge.translationsOf(ids)),
    knowledgeVersion: new DataLoader(async (keys) => {
      const version = await knowledge.version();
      return keys.map(() => version);
    }),
  };
}
