/**
 * Resolvers of the blog part: blogs and articles in Shopify's shapes. Lists page over the ids the
 * content service sorted, then load only the page's rows; cursors name an item's id, so they survive
 * articles being published in between.
 */
import { htmlToText } from "#server/commerce/content/module";
import type { Article, ArticleSortKey, Blog, BlogSortKey } from "#server/commerce/content/module";
import { escapeHtml } from "#domain/escape-html";
import { arrayConnection, type Connection, type ConnectionArgs } from "./connection.ts";
import type { StorefrontContext } from "./context.ts";
import { badRequest } from "./errors.ts";
import { toGlobalId } from "#domain/global-id";
import { fromGlobalId } from "./global-id.ts";
import { checkIdentifierCount, findMetafield, findMetafields, truncateDescription, type MetafieldIdentifier } from "./resolvers.ts";

type ArticleListArgs = ConnectionArgs & { sortKey?: ArticleSortKey | null };

/** The page `ids` asks for, with each id replaced by its loaded row; a row gone meanwhile is left out. */
async function pageOf<T>(
  ids: number[],
  args: ConnectionArgs,
  load: (pageIds: number[]) => Promise<Map<number, T>>,
): Promise<Connection<T>> {
  const page = arrayConnection(
    ids.map((id) => ({ id })),
    args,
  );
  const loaded = await load(page.nodes.map((node) => node.id));
  const edges = page.edges.flatMap(({ cursor, node }) => {
    const row = loaded.get(node.id);
    return row === undefined ? [] : [{ cursor, node: row }];
  });
  return { edges, nodes: edges.map((edge) => edge.node), pageInfo: page.pageInfo };
}

async function articleConnection(context: StorefrontContext, args: ArticleListArgs, blogId?: number): Promise<Connection<Article>> {
  const ids = await context.blog.articleIds({ locale: context.locale, sortKey: args.sortKey ?? "ID", blogId });
  return pageOf(ids, args, (pageIds) => context.blog.loadArticles(pageIds, context.locale));
}

async function blogById(context: StorefrontContext, id: number): Promise<Blog | null> {
  return (await context.blog.loadBlogs([id], context.locale)).get(id) ?? null;
}

const blankToNull = (text: string) => (text.trim() === "" ? null : text);

const blogUrl = (context: StorefrontContext, blog: Blog) => `${context.baseUrl}/blog/${encodeURIComponent(blog.handle)}`;

export const blogResolvers = {
  QueryRoot: {
    article: async (_root: unknown, args: { id: string }, context: StorefrontContext) => {
      const id = fromGlobalId("Article", args.id);
      return id === null ? null : ((await context.blog.loadArticles([id], context.locale)).get(id) ?? null);
    },
    articles: (_root: unknown, args: ArticleListArgs, context: StorefrontContext) => articleConnection(context, args),
    blog: async (_root: unknown, args: { handle?: string | null; id?: string | null }, context: StorefrontContext) => {
      const hasId = args.id !== undefined && args.id !== null;
      const hasHandle = args.handle !== undefined && args.handle !== null;
      if (hasId === hasHandle) throw badRequest("Provide exactly one of the arguments handle or id.");
      if (hasHandle) return context.blog.blogByHandle(args.handle!, context.locale);
      const id = fromGlobalId("Blog", args.id!);
      return id === null ? null : blogById(context, id);
    },
    blogByHandle: (_root: unknown, args: { handle: string }, context: StorefrontContext) =>
      context.blog.blogByHandle(args.handle, context.locale),
    blogs: async (_root: unknown, args: ConnectionArgs & { sortKey?: BlogSortKey | null }, context: StorefrontContext) => {
      const ids = await context.blog.blogIds(context.locale, args.sortKey ?? "ID");
      return pageOf(ids, args, (pageIds) => context.blog.loadBlogs(pageIds, context.locale));
    },
  },

  Blog: {
    id: (blog: Blog) => toGlobalId("Blog", blog.id),
    articleByHandle: (blog: Blog, args: { handle: string }, context: StorefrontContext) =>
      context.blog.articleByHandle(blog.id, args.handle, context.locale),
    articles: (blog: Blog, args: ArticleListArgs, context: StorefrontContext) => articleConnection(context, args, blog.id),
    authors: async (blog: Blog, _args: unknown, context: StorefrontContext) =>
      (await context.blog.authorNames(blog.id)).map((name) => ({ name })),
    onlineStoreUrl: (blog: Blog, _args: unknown, context: StorefrontContext) => blogUrl(context, blog),
    seo: (blog: Blog) => ({ title: blog.title, description: blankToNull(blog.description) }),
  },

  Article: {
    id: (article: Article) => toGlobalId("Article", article.id),
    author: (article: Article) => ({ name: article.authorName }),
    authorV2: (article: Article) => ({ name: article.authorName }),
    content: (article: Article, args: { truncateAt?: number | null }) =>
      truncateDescription(htmlToText(article.contentHtml), args.truncateAt),
    excerpt: (article: Article, args: { truncateAt?: number | null }) =>
      blankToNull(article.excerpt) === null ? null : truncateDescription(article.excerpt, args.truncateAt),
    excerptHtml: (article: Article) => (blankToNull(article.excerpt) === null ? null : `<p>${escapeHtml(article.excerpt)}</p>`),
    metafield: (article: Article, args: MetafieldIdentifier) => findMetafield(article.metafields, args),
    metafields: (article: Article, args: { identifiers: MetafieldIdentifier[] }) => {
      checkIdentifierCount(args.identifiers);
      return findMetafields(article.metafields, args.identifiers);
    },
    onlineStoreUrl: (article: Article, _args: unknown, context: StorefrontContext) =>
      `${blogUrl(context, article.blog)}/${encodeURIComponent(article.handle)}`,
    seo: (article: Article) => ({ title: article.title, description: blankToNull(article.excerpt) }),
  },
};
