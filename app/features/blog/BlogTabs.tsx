import { NavLink } from "react-router";
import { useTranslation } from "#app/lib/i18n/react.tsx";
import { BLOG_INDEX_PATH, blogPath } from "./blog-meta.ts";
import type { BlogLink } from "./blog-queries.ts";

const TAB =
  "inline-flex min-h-11 items-center whitespace-nowrap rounded-full border px-4 py-2 text-sm font-semibold transition hover:border-brand";
const CURRENT = "border-brand bg-brand text-white hover:bg-brand-dark";
const OTHER = "border-line bg-white text-ink hover:text-brand-dark";

/** The blogs as a row of links (they lead to pages, so a list of links rather than ARIA tabs); the page's own is marked current. */
export function BlogTabs({ blogs }: { blogs: readonly BlogLink[] }) {
  const { t } = useTranslation("blog");
  return (
    <nav aria-label={t("tabs.label")} className="-mx-4 overflow-x-auto px-4 pb-1">
      <ul className="flex gap-2">
        <li>
          <NavLink to={BLOG_INDEX_PATH} end className={({ isActive }) => `${TAB} ${isActive ? CURRENT : OTHER}`}>
            {t("tabs.all")}
          </NavLink>
        </li>
        {blogs.map((blog) => (
          <li key={blog.handle}>
            <NavLink to={blogPath(blog.handle)} className={({ isActive }) => `${TAB} ${isActive ? CURRENT : OTHER}`}>
              {blog.title}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
