import type { Language } from "#graphql/languages";
import { defaultLanguage } from "#graphql/languages";
import type {
  KnowledgeBaseCategoryResolvers,
  KnowledgeBasePostResolvers,
  KnowledgeBasePostTranslationResolvers,
  MutationResolvers,
  QueryResolvers,
} from "../../graphql/generated/resolvers";
import type { GraphQLContext } from "../../graphql/context";
import { guard, requireViewer } from "../../graphql/policy";
import { knowledgePolicy as policy } from "./policy";
import { renderDocument } from "../../rich-text/render";
import { KNOWLEDGE_BASE } from "./loaders";

/** The asked language, else the signed-in user's own. */
async function languageOf(ctx: GraphQLContext, asked: Language | null | undefined): Promise<Language> {
  if (asked) return asked;
  const user = await ctx.loaders.userById.load(requireViewer(ctx).userId);
  return user?.language ?? defaultLanguage;
}

/** The knowledge base's version this request reads the tree at (see KnowledgeLoaders). */
const versionOf = (ctx: GraphQLContext) => ctx.loaders.knowledgeVersion.load(KNOWLEDGE_BASE);

/** A change by this request: what it reads next sees the knowledge base after it. */
async function changed<T>(ctx: GraphQLContext, change: Promise<T>): Promise<T> {
  try {
    return await change;
  } finally {
    ctx.loaders.knowledgeVersion.clearAll();
  }
}

/** Thin: parse and rules in KnowledgeService, policy in guard(). */
export const knowledgeQueries: QueryResolvers = {
  listKnowledgeBaseCategories: guard(policy.listKnowledgeBaseCategories, async (_p, args, ctx) =>
    ctx.services.knowledge.tree(
      await languageOf(ctx, args.language),
      args.search,
      args.openCategoryIds ? { categoryIds: args.openCategoryIds, postId: args.openPostId } : undefined,
      await versionOf(ctx),
    ),
  ),
  getKnowledgeBasePost: guard(policy.getKnowledgeBasePost, async (_p, args, ctx) => {
    const { view, translations } = await ctx.services.knowledge.post(args.id, await languageOf(ctx, args.language));
    ctx.loaders.knowledgePostTranslations.prime(view.id, translations);
    return view;
  }),
  listRecommendedKnowledgeBasePosts: guard(policy.listRecommendedKnowledgeBasePosts, async (_p, args, ctx) =>
    ctx.services.knowledge.recommended(await languageOf(ctx, args.language), await versionOf(ctx)),
  ),
};

export const knowledgeMutations: MutationResolvers = {
  createKnowledgeBaseCategory: guard(policy.createKnowledgeBaseCategory, async (_p, args, ctx) =>
    changed(ctx, ctx.services.knowledge.createCategory(args.input, await languageOf(ctx, null))),
  ),
  updateKnowledgeBaseCategory: guard(policy.updateKnowledgeBaseCategory, async (_p, args, ctx) =>
    changed(ctx, ctx.services.knowledge.updateCategory(args.id, args.input, await languageOf(ctx, null))),
  ),
  deleteKnowledgeBaseCategory: guard(policy.deleteKnowledgeBaseCategory, (_p, args, ctx) =>
    changed(ctx, ctx.services.knowledge.deleteCategory(args.id)),
  ),
  createKnowledgeBasePost: guard(policy.createKnowledgeBasePost, async (_p, args, ctx) =>
    changed(ctx, ctx.services.knowledge.createPost(args.input, await languageOf(ctx, null))),
  ),
  updateKnowledgeBasePost: guard(policy.updateKnowledgeBasePost, async (_p, args, ctx) =>
    changed(ctx, ctx.services.knowledge.updatePost(args.id, args.input, await languageOf(ctx, null))),
  ),
  deleteKnowledgeBasePost: guard(policy.deleteKnowledgeBasePost, (_p, args, ctx) =>
    changed(ctx, ctx.services.knowledge.deletePost(args.id)),
  ),
};

export const knowledgeCategoryFields: KnowledgeBaseCategoryResolvers = {
  // A pruned tree counts what it left out (openBranches); a whole one lists it all.
  postCount: (category) => category.postCount ?? category.posts.length,
};

export const knowledgePostFields: KnowledgeBasePostResolvers = {
  translations: (post, _a, ctx) => ctx.loaders.knowledgePostTranslations.load(post.id),
};

export const knowledgePostTranslationFields: KnowledgeBasePostTranslationResolvers = {
  content: (row) => JSON.stringify(row.content),
  contentHtml: (row) => renderDocument(row.content),
};
