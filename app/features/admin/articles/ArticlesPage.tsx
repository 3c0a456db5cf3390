import { createColumnHelper } from "@tanstack/react-table";
import { Link } from "react-router";
import { ADMIN_ARTICLES_PAGE_SIZE, ARTICLE_STATES, type AdminArticleRow, type AdminBlog, type ArticleFilter } from "#domain/admin/articles";
import { isNarrowedView } from "#domain/view-query";
import { useTranslation } from "#app/lib/i18n/react.tsx";
import { buttonClass, linkClass } from "../admin-forms.ts";
import { AdminFilterForm, FilterSearch, FilterChoice, FilterSelect } from "../AdminTable.tsx";
import { listPage } from "../ListPages.tsx";
import { PagedAdminTable } from "../PagedAdminTable.tsx";
import { ArticleStateBadge } from "./ArticleStateBadge.tsx";

const column = createColumnHelper<AdminArticleRow>();

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
  const narrowed = isNarrowedView(filter);
  const when = new Intl.DateTimeFormat(i18n.language === "ro" ? "ro-RO" : "en-GB", {
    dateStyle: "medium",
    timeStyle: "short",
    timeZone: "Europe/Bucharest",
  });

  const columns = [
    column.accessor("title", {
      header: () => t("articles.columns.title"),
      meta: { rowHeader: true },
      cell: ({ row: { original: article } }) => (
        <>
          <Link to={`/admin/articles/${article.id}`} className={linkClass}>
            {article.title}
          </Link>
          <span className="block text-muted">/{article.handle}</span>
        </>
      ),
    }),
    column.accessor("blogTitle", { id: "blog", header: () => t("articles.columns.blog") }),
    column.accessor("state", {
      header: () => t("articles.columns.state"),
      cell: (info) => <ArticleStateBadge state={info.getValue()} />,
    }),
    column.accessor("publishedAt", {
      id: "date",
      header: () => t("articles.columns.date"),
      cell: (info) => when.format(new Date(info.getValue())),
    }),
    column.accessor("authorName", { id: "author", header: () => t("articles.columns.author") }),
  ];

  const list = listPage("articles", filter, total, ADMIN_ARTICLES_PAGE_SIZE);
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

      <AdminFilterForm section="articles" clearTo={narrowed ? undefined : false} columns={3} className="mt-6 sm:items-end">
        <FilterSearch label={t("articles.filters.search")} value={filter.q} />
        <FilterChoice name="state" value={filter.state} values={ARTICLE_STATES} optionKey="articles.state" />
        <FilterSelect
          label={t("articles.filters.blog")}
          name="blog"
          value={filter.blog}
          anyLabel={t("articles.filters.anyBlog")}
          options={blogs.map((blog) => ({ value: blog.handle, label: blog.title }))}
        />
      </AdminFilterForm>

      <PagedAdminTable list={list} rows={articles} columns={columns} minWidth="min-w-[40rem]" />
    </>
  );
}
