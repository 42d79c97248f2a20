import type { MutationResolvers, QueryResolvers } from "../../graphql/generated/resolvers";
import type { Policy } from "../../graphql/policy";

type KnowledgeOperation =
  | keyof Pick<QueryResolvers, "listKnowledgeBaseCategories" | "getKnowledgeBasePost" | "listRecommendedKnowledgeBasePosts">
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
