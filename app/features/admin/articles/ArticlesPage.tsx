import { Form, Link } from "react-router";
import {
  ADMIN_ARTICLES_PAGE_SIZE,
  ARTICLE_STATES,
  articleFilterQuery,
  type AdminArticleRow,
  type AdminBlog,
  type ArticleFilter,
} from "#domain/admin-articles";
import { isNarrowedView } from "#domain/view-query";
import { useTranslation } from "#app/lib/i18n/react.tsx";
import { buttonClass, linkClass, secondaryButtonClass } from "../admin-forms.ts";
import { EmptyListNotice, ListPages } from "../ListPages.tsx";
import { ArticleStateBadge } from "./ArticleStateBadge.tsx";

const inputClass = "mt-1 block min-h-11 w-full rounded-xl border border-line bg-white px-3";
const cell = "border-b border-line px-3 py-3 text-left align-top";

/** The blog's articles, newest first, drafts and scheduled ones too, with their state and a way to write one. */
export function ArticlesPage({
  filter,
  articles,
  total,
  blogs,
}: {
  filter: ArticleFilter;
  articles: AdminArticleRow[];
  total: number;
  blogs: AdminBlog[];
}) {
  const { t, i18n } = useTranslation("admin");
  const pages = Math.max(1, Math.ceil(total / ADMIN_ARTICLES_PAGE_SIZE));
  const narrowed = isNarrowedView(filter);
  const when = new Intl.DateTimeFormat(i18n.language === "ro" ? "ro-RO" : "en-GB", {
    dateStyle: "medium",
    timeStyle: "short",
    timeZone: "Europe/Bucharest",
  });

  return (
    <>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl">{t("articles.title")}</h1>
          <p className="mt-2 max-w-prose text-muted">{t("articles.intro")}</p>
        </div>
        <Link to="/admin/articles/new" className={buttonClass}>
          {t("articles.new")}
        </Link>
      </div>

      <Form
        method="get"
        aria-label={t("articles.filters.label")}
        className="mt-6 grid gap-4 rounded-2xl border border-line bg-white p-4 sm:grid-cols-3 sm:items-end"
      >
        <label className="text-sm font-semibold">
          {t("articles.filters.search")}
          <input type="search" name="q" defaultValue={filter.q ?? ""} className={inputClass} />
        </label>
        <label className="text-sm font-semibold">
          {t("articles.filters.state")}
          <select name="state" defaultValue={filter.state ?? ""} className={inputClass}>
            <option value="">{t("articles.filters.any")}</option>
            {ARTICLE_STATES.map((state) => (
              <option key={state} value={state}>
                {t(`articles.state.${state}`)}
              </option>
            ))}
          </select>
        </label>
        <label className="text-sm font-semibold">
          {t("articles.filters.blog")}
          <select name="blog" defaultValue={filter.blog ?? ""} className={inputClass}>
            <option value="">{t("articles.filters.anyBlog")}</option>
            {blogs.map((blog) => (
              <option key={blog.handle} value={blog.handle}>
                {blog.title}
              </option>
            ))}
          </select>
        </label>
        <div className="flex flex-wrap gap-3 sm:col-span-3">
          <button type="submit" className={buttonClass}>
            {t("articles.filters.apply")}
          </button>
          {narrowed ? (
            <Link to="/admin/articles" className={secondaryButtonClass}>
              {t("articles.filters.clear")}
            </Link>
          ) : null}
        </div>
      </Form>

      <p className="mt-6 text-sm text-muted" aria-live="polite">
        {t("articles.count", { count: total, page: filter.page, pages })}
      </p>
      {articles.length === 0 ? (
        <EmptyListNotice section="articles" view={filter} total={total} />
      ) : (
        <div
          tabIndex={0}
          role="region"
          aria-label={t("articles.tableLabel")}
          className="mt-3 overflow-x-auto rounded-2xl border border-line bg-white"
        >
          <table className="w-full min-w-[40rem] border-collapse text-sm">
            <caption className="sr-only">{t("articles.tableLabel")}</caption>
            <thead>
              <tr>
                <th scope="col" className={cell}>
                  {t("articles.columns.title")}
                </th>
                <th scope="col" className={cell}>
                  {t("articles.columns.blog")}
                </th>
                <th scope="col" className={cell}>
                  {t("articles.columns.state")}
                </th>
                <th scope="col" className={cell}>
                  {t("articles.columns.date")}
                </th>
                <th scope="col" className={cell}>
                  {t("articles.columns.author")}
                </th>
              </tr>
            </thead>
            <tbody>
              {articles.map((article) => (
                <tr key={article.id}>
                  <th scope="row" className={`${cell} font-normal`}>
                    <Link to={`/admin/articles/${article.id}`} className={linkClass}>
                      {article.title}
                    </Link>
                    <span className="block text-muted">/{article.handle}</span>
                  </th>
                  <td className={cell}>{article.blogTitle}</td>
                  <td className={cell}>
                    <ArticleStateBadge state={article.state} />
                  </td>
                  <td className={cell}>{when.format(new Date(article.publishedAt))}</td>
                  <td className={cell}>{article.authorName}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <ListPages
        page={filter.page}
        pages={pages}
        linkTo={(page) => `/admin/articles${articleFilterQuery({ ...filter, page })}`}
        label={t("articles.pagination")}
      />
    </>
  );
}
