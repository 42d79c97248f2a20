import type { DomainModule } from "../module";
import { knowledgeFields } from "./policy";
import { createKnowledgeLoaders, type KnowledgeLoaders } from "./loaders";
import {
  knowledgeMutations,
  knowledgeCategoryFields,
  knowledgePostFields,
  knowledgePostTranslationFields,
  knowledgeQueries,
} from "./resolvers";
import { KnowledgeService } from "./service";

export interface KnowledgeServices {
  knowledge: KnowledgeService;
}

export const knowledgeModule: DomainModule<KnowledgeServices, KnowledgeLoaders> = {
  name: "knowledge",
  services: ({ db, clock, logger }) => ({ knowledge: new KnowledgeService({ db, clock, logger }) }),
  fields: knowledgeFields,
  resolvers: {
    Query: knowledgeQueries,
    Mutation: knowledgeMutations,
    KnowledgeBaseCategory: knowledgeCategoryFields,
    KnowledgeBasePost: knowledgePostFields,
    KnowledgeBasePostTranslation: knowledgePostTranslationFields,
  },
  loaders: ({ knowledge }) => createKnowledgeLoaders(knowledge),
};
