import DataLoader from "dataloader";
import type { KnowledgeService, PostTranslationRow } from "./service";

export interface KnowledgeLoaders {
  /** Every language's title and content of posts, by post id: one query per list of posts. */
  knowledgePostTranslations: DataLoader<string, PostTranslationRow[]>;
}

export function createKnowledgeLoaders(knowledge: KnowledgeService): KnowledgeLoaders {
  return {
    knowledgePostTranslations: new DataLoader((ids) => knowledge.translationsOf(ids)),
  };
}
