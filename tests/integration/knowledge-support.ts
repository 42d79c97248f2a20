/**
 * Shared pieces of the knowledge-base integration tests: the documents, a staff author, and
 * small builders of categories and posts through the API.
 */
import { gql, signUp, type SignedUpUser, type TestApp } from "./harness";
import { ok } from "./support";

const CATEGORY_FIELDS =
  "id parentKnowledgeBaseCategoryId depth position name languageCode translations { languageCode name }";
const POST_FIELDS = "id knowledgeBaseCategoryId icon isRecommended position createdAt updatedAt title languageCode";

export const LIST_CATEGORIES = /* GraphQL */ `
  query ($language: Language, $search: String) {
    listKnowledgeBaseCategories(language: $language, search: $search) {
      ${CATEGORY_FIELDS}
      posts { ${POST_FIELDS} }
      children {
        ${CATEGORY_FIELDS}
        posts { ${POST_FIELDS} }
        children {
          ${CATEGORY_FIELDS}
          posts { ${POST_FIELDS} }
          children { ${CATEGORY_FIELDS} posts { ${POST_FIELDS} } }
        }
      }
    }
  }
`;
export const GET_POST = /* GraphQL */ `
  query ($id: ID!, $language: Language) {
    getKnowledgeBasePost(id: $id, language: $language) {
      ${POST_FIELDS}
      translations { languageCode title content contentHtml }
    }
  }
`;
export const RECOMMENDED = /* GraphQL */ `
  query ($language: Language) { listRecommendedKnowledgeBasePosts(language: $language) { ${POST_FIELDS} } }
`;
export const CREATE_CATEGORY = /* GraphQL */ `
  mutation ($input: KnowledgeBaseCategoryInput!) { createKnowledgeBaseCategory(input: $input) { ${CATEGORY_FIELDS} } }
`;
export const UPDATE_CATEGORY = /* GraphQL */ `
  mutation ($id: ID!, $input: KnowledgeBaseCategoryInput!) { updateKnowledgeBaseCategory(id: $id, input: $input) { ${CATEGORY_FIELDS} } }
`;
export const DELETE_CATEGORY = /* GraphQL */ `
  mutation ($id: ID!) {
    deleteKnowledgeBaseCategory(id: $id)
  }
`;
export const CREATE_POST = /* GraphQL */ `
  mutation ($input: KnowledgeBasePostInput!) { createKnowledgeBasePost(input: $input) { ${POST_FIELDS} } }
`;
export const UPDATE_POST = /* GraphQL */ `
  mutation ($id: ID!, $input: KnowledgeBasePostInput!) { updateKnowledgeBasePost(id: $id, input: $input) { ${POST_FIELDS} } }
`;
export const DELETE_POST = /* GraphQL */ `
  mutation ($id: ID!) {
    deleteKnowledgeBasePost(id: $id)
  }
`;
export const ME_STAFF = /* GraphQL */ `
  query {
    getAuthUser {
      id
      isStaff
    }
  }
`;

export type Lang = "uk" | "ru" | "en";

export interface CategoryAnswer {
  id: string;
  parentKnowledgeBaseCategoryId: string | null;
  depth: number;
  position: number;
  name: string;
  languageCode: Lang;
  translations: Array<{ languageCode: Lang; name: string }>;
  posts: PostAnswer[];
  children: CategoryAnswer[];
}
export interface PostAnswer {
  id: string;
  knowledgeBaseCategoryId: string;
  icon: string;
  isRecommended: boolean;
  position: number;
  createdAt: string;
  updatedAt: string;
  title: string;
  languageCode: Lang;
  translations?: Array<{ languageCode: Lang; title: string; content: string; contentHtml: string }>;
}

/** A registered user made platform staff the way `npm run staff -- grant` does it. */
export async function signUpStaff(app: TestApp): Promise<SignedUpUser> {
  const user = await signUp(app);
  if (!(await app.api.services.staff.setStaff(user.phone, true))) throw new Error("no such user");
  return user;
}

/** A document of paragraphs. */
export const doc = (...paragraphs: string[]) =>
  JSON.stringify({
    type: "doc",
    content: paragraphs.map((text) => ({ type: "paragraph", content: [{ type: "text", text }] })),
  });

export const names = (uk?: string, en?: string, ru?: string) =>
  [
    ["uk", uk],
    ["ru", ru],
    ["en", en],
  ]
    .filter(([, name]) => name)
    .map(([languageCode, name]) => ({ languageCode, name }));

export async function createCategory(
  app: TestApp,
  author: SignedUpUser,
  input: { parentId?: string | null; position?: number; translations: unknown[] },
) {
  return ok(
    await gql<{ createKnowledgeBaseCategory: CategoryAnswer }>(
      app,
      CREATE_CATEGORY,
      { input },
      { token: author.accessToken },
    ),
  ).createKnowledgeBaseCategory;
}

export async function createPost(
  app: TestApp,
  author: SignedUpUser,
  input: {
    categoryId: string;
    icon?: string;
    isRecommended?: boolean;
    position?: number;
    translations: Array<{ languageCode: string; title: string; content?: string }>;
  },
) {
  const full = {
    icon: "book",
    isRecommended: false,
    ...input,
    translations: input.translations.map((t) => ({ ...t, content: t.content ?? doc(`${t.title}.`) })),
  };
  return ok(
    await gql<{ createKnowledgeBasePost: PostAnswer }>(
      app,
      CREATE_POST,
      { input: full },
      { token: author.accessToken },
    ),
  ).createKnowledgeBasePost;
}

export async function tree(app: TestApp, reader: SignedUpUser, variables: { language?: Lang; search?: string } = {}) {
  return ok(
    await gql<{ listKnowledgeBaseCategories: CategoryAnswer[] }>(app, LIST_CATEGORIES, variables, {
      token: reader.accessToken,
    }),
  ).listKnowledgeBaseCategories;
}

/** A tree as nested names (categories) and titles (posts, prefixed "· "), for readable assertions. */
export function shape(nodes: CategoryAnswer[]): unknown[] {
  return nodes.map((node) => ({
    [node.name]: [...shape(node.children ?? []), ...node.posts.map((p) => `· ${p.title}`)],
  }));
}
