/**
 * A category's or a post's edit page under /knowledge-base/manage; the question before it is
 * deleted is the /delete step under that page (a dialog over it with JavaScript, a page of its
 * own without: components/knowledge/delete-question.tsx). Apart from the routes' server helpers,
 * so that the pages that link there can use it.
 */
export type KnowledgeItem = "category" | "post";

export const knowledgeEditPath = (kind: KnowledgeItem, id: string) => `/knowledge-base/manage/${kind}/${id}`;

export const knowledgeDeletePath = (kind: KnowledgeItem, id: string) => `${knowledgeEditPath(kind, id)}/delete`;
