import { inherit, type FieldRules } from "../../authz/fields";
import type { MutationResolvers, QueryResolvers } from "../../graphql/generated/resolvers";
import type { Policy } from "../../graphql/policy";

type KnowledgeOperation =
  | keyof Pick<
      QueryResolvers,
      "listKnowledgeBaseCategories" | "getKnowledgeBasePost" | "listRecommendedKnowledgeBasePosts"
    >
  | keyof Pick<
      MutationResolvers,
      | "createKnowledgeBaseCategory"
      | "updateKnowledgeBaseCategory"
      | "deleteKnowledgeBaseCategory"
      | "createKnowledgeBasePost"
      | "updateKnowledgeBasePost"
      | "deleteKnowledgeBasePost"
    >;

/**
 * Who may do what in the knowledge base. Reading is for signed-in users (the spec lists
 * /knowledge-base among the app's routes, not the public ones); writing is for platform staff.
 */
export const knowledgePolicy: Record<KnowledgeOperation, Policy> = {
  listKnowledgeBaseCategories: "signedIn",
  getKnowledgeBasePost: "signedIn",
  listRecommendedKnowledgeBasePosts: "signedIn",
  createKnowledgeBaseCategory: "staff",
  updateKnowledgeBaseCategory: "staff",
  deleteKnowledgeBaseCategory: "staff",
  createKnowledgeBasePost: "staff",
  updateKnowledgeBasePost: "staff",
  deleteKnowledgeBasePost: "staff",
};

/**
 * The knowledge base is the same for every signed-in reader: what a root operation lets one read
 * is read whole (server/authz/fields.ts).
 */
export const knowledgeFields = {
  KnowledgeBaseCategoryTranslation: inherit("languageCode", "name"),
  KnowledgeBaseCategory: inherit(
    "id",
    "parentKnowledgeBaseCategoryId",
    "depth",
    "position",
    "name",
    "languageCode",
    "translations",
    "children",
    "posts",
    "postCount",
  ),
  KnowledgeBasePostTranslation: inherit("languageCode", "title", "content", "contentHtml"),
  KnowledgeBasePost: inherit(
    "id",
    "knowledgeBaseCategoryId",
    "icon",
    "isRecommended",
    "position",
    "createdAt",
    "updatedAt",
    "title",
    "languageCode",
    "translations",
  ),
} satisfies FieldRules;
