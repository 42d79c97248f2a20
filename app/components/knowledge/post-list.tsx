import { Link } from "@remix-run/react";
import { useTranslation } from "~/lib/i18n-react";
import { LanguageMark } from "./language-mark";
import { PostIcon } from "./post-icon";

export interface ListedPost {
  id: string;
  title: string;
  languageCode: string;
  icon: string;
  /** Where it sits: the names of its categories, from the top. */
  path?: string[];
}

/** Posts as a list of links (recommended posts, search results). */
export function PostList({ posts, labelledBy }: { posts: ListedPost[]; labelledBy: string }) {
  const { t } = useTranslation();
  return (
    <ul aria-labelledby={labelledBy} className="grid gap-3 sm:grid-cols-2">
      {posts.map((post) => (
        <li key={post.id}>
          <Link
            to={`/knowledge-base/page/${post.id}`}
            className="flex h-full items-start gap-3 rounded-lg border border-line bg-surface p-4 hover:border-focus hover:bg-selected/40"
          >
            <span className="rounded-md bg-selected p-2 text-selected-fg">
              <PostIcon icon={post.icon} />
            </span>
            <span className="min-w-0">
              <span className="block font-medium break-words">
                <span lang={post.languageCode}>{post.title}</span>
                <LanguageMark languageCode={post.languageCode} />
              </span>
              {post.path?.length ? (
                <span className="mt-1 block text-sm text-subtle">
                  <span className="sr-only">{t("app.posts.in")} </span>
                  {post.path.join(" › ")}
                </span>
              ) : null}
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
