/**
 * The blog part of the Storefront API 2024-01: blogs and their articles, with Shopify's names, types,
 * nullability and defaults (schema-conformance.test.ts holds us to them). Comments are not served.
 */
import { connectionArgumentsSdl } from "./connection.ts";
export const blogSdl = /* GraphQL */ `
  extend type QueryRoot {
    article(id: ID!): Article
    articles(${connectionArgumentsSdl("ArticleSortKeys")}): ArticleConnection!
    blog(handle: String, id: ID): Blog
    blogByHandle(handle: String!): Blog @deprecated(reason: "Use \`blog\` instead.")
    blogs(${connectionArgumentsSdl("BlogSortKeys")}): BlogConnection!
  }

  type Blog implements Node {
    articleByHandle(handle: String!): Article
    articles(${connectionArgumentsSdl("ArticleSortKeys")}): ArticleConnection!
    "The authors who have contributed to the blog."
    authors: [ArticleAuthor!]!
    handle: String!
    id: ID!
    "The blog's page on this store."
    onlineStoreUrl: URL
    seo: SEO
    title: String!
  }

  type BlogConnection {
    edges: [BlogEdge!]!
    nodes: [Blog!]!
    pageInfo: PageInfo!
  }

  type BlogEdge {
    cursor: String!
    node: Blog!
  }

  type Article implements HasMetafields & Node {
    author: ArticleAuthor! @deprecated(reason: "Use \`authorV2\` instead.")
    authorV2: ArticleAuthor
    blog: Blog!
    "The article's text without HTML."
    content(truncateAt: Int): String!
    "The article's HTML as its author wrote it: sanitise it before rendering."
    contentHtml: HTML!
    excerpt(truncateAt: Int): String
    excerptHtml: HTML
    handle: String!
    id: ID!
    image: Image
    metafield(key: String!, namespace: String): Metafield
    metafields(identifiers: [HasMetafieldsIdentifier!]!): [Metafield]!
    "The article's page on this store."
    onlineStoreUrl: URL
    publishedAt: DateTime!
    seo: SEO
    tags: [String!]!
    title: String!
  }

  "Only the name is kept for an author."
  type ArticleAuthor {
    name: String!
  }

  type ArticleConnection {
    edges: [ArticleEdge!]!
    nodes: [Article!]!
    pageInfo: PageInfo!
  }

  type ArticleEdge {
    cursor: String!
    node: Article!
  }

  type SEO {
    description: String
    title: String
  }

  "RELEVANCE keeps the ID order: article lists take no search query here."
  enum ArticleSortKeys {
    AUTHOR
    BLOG_TITLE
    ID
    PUBLISHED_AT
    RELEVANCE
    TITLE
    UPDATED_AT
  }

  "RELEVANCE keeps the ID order: blog lists take no search query here."
  enum BlogSortKeys {
    HANDLE
    ID
    RELEVANCE
    TITLE
  }
`;
