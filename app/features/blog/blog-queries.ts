/** The blog pages' Storefront API documents (spec §7 "Blog articles") and the shapes they return. */
import { IMAGE_FRAGMENT, type ResponsiveImage } from "#app/lib/storefront-fragments.ts";

/** Spec §9: the article list shows 10 articles. (Its default blog, 'news', is the first tab; /blog shows them all.) */
export const ARTICLE_LIST_SIZE = 10;
/** Latest articles per blog on /blog. */
export const INDEX_ARTICLES_PER_BLOG = 3;
/** Recent articles a page picks its related ones from. */
export const RELATED_CANDIDATES = 24;
/** More blogs than a store keeps; the tabs show them all. */
export const MAX_BLOGS = 20;

const ARTICLE_CARD_FRAGMENT = `#graphql
  fragment ArticleCard on Article {
    id
    handle
    title
    excerpt
    publishedAt
    tags
    authorV2 { name }
    blog { handle title }
    image { ...ResponsiveImage }
  }
  ${IMAGE_FRAGMENT}
`;

export const BLOG_INDEX_QUERY = `#graphql
  query BlogIndex($first: Int!, $blogs: Int!) {
    blogs(first: $blogs) {
      nodes {
        handle
        title
        seo { description }
        articles(first: $first, sortKey: PUBLISHED_AT, reverse: true) { nodes { ...ArticleCard } }
      }
    }
  }
  ${ARTICLE_CARD_FRAGMENT}
`;

export const BLOG_ARTICLES_QUERY = `#graphql
  query BlogArticles($blogHandle: String!, $first: Int!, $after: String, $blogs: Int!) {
    blog(handle: $blogHandle) {
      handle
      title
      seo { description }
      articles(first: $first, after: $after, sortKey: PUBLISHED_AT, reverse: true) {
        nodes { ...ArticleCard }
        pageInfo { hasNextPage endCursor }
      }
    }
    blogs(first: $blogs) { nodes { handle title } }
  }
  ${ARTICLE_CARD_FRAGMENT}
`;

export const BLOG_ARTICLE_QUERY = `#graphql
  query BlogArticle($blogHandle: String!, $articleHandle: String!, $related: Int!) {
    blog(handle: $blogHandle) {
      handle
      title
      articleByHandle(handle: $articleHandle) {
        ...ArticleCard
        contentHtml
        seo { title description }
        tableOfContents: metafield(namespace: "custom", key: "table_of_contents") { value }
      }
    }
    articles(first: $related, sortKey: PUBLISHED_AT, reverse: true) { nodes { ...ArticleCard } }
  }
  ${ARTICLE_CARD_FRAGMENT}
`;

export interface BlogLink {
  handle: string;
  title: string;
}

export interface ArticleCardData {
  id: string;
  handle: string;
  title: string;
  excerpt: string | null;
  publishedAt: string;
  tags: string[];
  authorV2: { name: string } | null;
  blog: BlogLink;
  image: ResponsiveImage | null;
}

export interface BlogIndexData {
  blogs: { nodes: Array<BlogLink & { seo: { description: string | null } | null; articles: { nodes: ArticleCardData[] } }> };
}

export interface BlogArticlesData {
  blog:
    | (BlogLink & {
        seo: { description: string | null } | null;
        articles: { nodes: ArticleCardData[]; pageInfo: { hasNextPage: boolean; endCursor: string | null } };
      })
    | null;
  blogs: { nodes: BlogLink[] };
}

export interface ArticleDetailData extends ArticleCardData {
  contentHtml: string;
  seo: { title: string | null; description: string | null } | null;
  tableOfContents: { value: string } | null;
}

export interface BlogArticleData {
  blog: (BlogLink & { articleByHandle: ArticleDetailData | null }) | null;
  articles: { nodes: ArticleCardData[] };
}
