import { describe, expect, it } from "vitest";
import { knowledgePolicy } from "./policy";
import {
  buildTree,
  fallbackOrder,
  filterTree,
  newestRecommended,
  pickTranslation,
  postView,
  searchWords,
  type PostRow,
} from "./rules";

const at = new Date("2026-01-01T00:00:00Z");
const postRow = (id: string, categoryId: string, position = 0): PostRow => ({
  id,
  categoryId,
  icon: "book",
  isRecommended: false,
  position,
  createdAt: at,
  updatedAt: at,
});

describe("the reader's language", () => {
  it("is theirs, else Ukrainian, else English, else any", () => {
    expect(fallbackOrder("ru")).toEqual(["ru", "uk", "en"]);
    expect(fallbackOrder("en")).toEqual(["en", "uk", "ru"]);
    expect(fallbackOrder("uk")).toEqual(["uk", "en", "ru"]);
    const t = (...codes: Array<"uk" | "ru" | "en">) => codes.map((languageCode) => ({ languageCode }));
    expect(pickTranslation(t("en", "ru"), "ru")?.languageCode).toBe("ru");
    expect(pickTranslation(t("en", "ru"), "uk")?.languageCode).toBe("en");
    expect(pickTranslation(t("ru"), "en")?.languageCode).toBe("ru");
    expect(pickTranslation([], "en")).toBeUndefined();
  });

  it("a post with no text at all is not shown", () => {
    expect(postView(postRow("p", "c"), [], "uk")).toBeNull();
  });
});

describe("the tree", () => {
  const categories = [
    { id: "a", parentId: null, depth: 1, position: 1 },
    { id: "b", parentId: null, depth: 1, position: 0 },
    { id: "a1", parentId: "a", depth: 2, position: 0 },
    { id: "a2", parentId: "a", depth: 2, position: 0 },
    { id: "lost", parentId: "gone", depth: 2, position: 0 },
  ];
  const names = [
    { categoryId: "a", languageCode: "uk" as const, name: "Алфавіт" },
    { categoryId: "b", languageCode: "uk" as const, name: "Бета" },
    { categoryId: "a1", languageCode: "uk" as const, name: "ящик" },
    { categoryId: "a2", languageCode: "en" as const, name: "Apple" },
    { categoryId: "a2", languageCode: "uk" as const, name: "Яблуко" },
  ];
  const posts = [
    postView(postRow("p1", "a1", 2), [{ languageCode: "uk", title: "Другий" }], "uk")!,
    postView(postRow("p2", "a1", 1), [{ languageCode: "uk", title: "Перший" }], "uk")!,
  ];

  it("orders siblings by position, then by name in the reader's language, and drops what hangs from nothing", () => {
    const roots = buildTree(categories, names, posts, "uk");
    expect(roots.map((r) => r.id)).toEqual(["b", "a"]);
    expect(roots[1].children.map((c) => c.name)).toEqual(["Яблуко", "ящик"]);
    expect(roots[1].children[1].posts.map((p) => p.title)).toEqual(["Перший", "Другий"]);
    expect(buildTree(categories, names, posts, "en")[1].children.map((c) => c.name)).toEqual(["Apple", "ящик"]);
  });

  it("search keeps the way to what matches; a matching category keeps all it holds", () => {
    const roots = buildTree(categories, names, posts, "uk");
    const ids = (nodes: ReturnType<typeof filterTree>): unknown =>
      nodes.map((n) => [n.id, ids(n.children), n.posts.map((p) => p.id)]);
    const search = (...found: string[]) => filterTree(roots, new Set(found));
    expect(ids(search("p2/uk"))).toEqual([["a", [["a1", [], ["p2"]]], []]]);
    expect(ids(search("a1/uk"))).toEqual([["a", [["a1", [], ["p2", "p1"]]], []]]);
    expect(ids(search("a/uk", "p1/uk"))).toEqual([
      [
        "a",
        [
          ["a2", [], []],
          ["a1", [], ["p2", "p1"]],
        ],
        [],
      ],
    ]);
    expect(search()).toEqual([]);
    // A name found in a language the reader is not shown does not count: "Apple" is "Яблуко" here.
    expect(search("a2/en")).toEqual([]);
    expect(ids(search("a2/uk"))).toEqual([["a", [["a2", [], []]], []]]);
  });
});

describe("the recommended posts", () => {
  it("are the tree's recommended posts at any depth, last changed first, ties by id, at most the limit", () => {
    const categories = [
      { id: "top", parentId: null, depth: 1, position: 0 },
      { id: "deep", parentId: "top", depth: 2, position: 0 },
    ];
    const post = (id: string, categoryId: string, isRecommended: boolean, minute: number) =>
      postView(
        { ...postRow(id, categoryId), isRecommended, updatedAt: new Date(at.getTime() + minute * 60_000) },
        [{ languageCode: "uk", title: id }],
        "uk",
      )!;
    const roots = buildTree(
      categories,
      [],
      [
        post("old", "top", true, 1),
        post("plain", "top", false, 9),
        post("b", "deep", true, 5),
        post("a", "deep", true, 5),
        post("new", "deep", true, 7),
      ],
      "uk",
    );
    expect(newestRecommended(roots, 10).map((p) => p.id)).toEqual(["new", "b", "a", "old"]);
    expect(newestRecommended(roots, 2).map((p) => p.id)).toEqual(["new", "b"]);
    expect(newestRecommended([], 2)).toEqual([]);
  });
});

describe("the words of a search", () => {
  it("are compared in lower case, each once, whatever the spaces", () => {
    expect(searchWords("  Паролі   та ПАРОЛІ ", "uk")).toEqual(["паролі", "та"]);
    expect(searchWords("ﬁle", "en")).toEqual(["file"]);
    expect(searchWords("a b c d e f g h i j k l", "en")).toHaveLength(10);
  });
});

describe("the policy table", () => {
  it("reading is for signed-in users, writing for platform staff only", () => {
    for (const [operation, policy] of Object.entries(knowledgePolicy)) {
      expect(policy, operation).toBe(/^(list|get)/.test(operation) ? "signedIn" : "staff");
    }
    expect(Object.keys(knowledgePolicy)).toHaveLength(9);
  });
});
