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
            className="flex h-full items-start gap-3 rounded-lg border border-slate-200 bg-white p-4 hover:border-brand hover:bg-brand-light/40 dark:border-slate-800 dark:bg-slate-900 dark:hover:border-sky-300 dark:hover:bg-slate-800"
          >
            <span className="rounded-md bg-brand-light p-2 text-brand-dark dark:bg-slate-800 dark:text-sky-200">
              <PostIcon icon={post.icon} />
            </span>
            <span className="min-w-0">
              <span className="block font-medium break-words">
                <span lang={post.languageCode}>{post.title}</span>
                <LanguageMark languageCode={post.languageCode} />
              </span>
              {post.path?.length ? (
                <span className="mt-1 block text-sm text-slate-600 dark:text-slate-400">
                  <span className="sr-only">{t("knowledge.post.in")} </span>
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
