/**
 * The served part of the Shopify Storefront API 2024-01: names, types, nullability, arguments and
 * defaults copied from the official schema (schema-conformance.test.ts holds us to it), so code
 * written for Shopify runs here unchanged. Fields are only added when something reads them.
 */
import { connectionArgumentsSdl } from "./connection.ts";
import { blogSdl } from "./blog-sdl.ts";
import { customerSdl } from "./customer-sdl.ts";
import { localizationEnumsSdl } from "#domain/shopify-enums";

const catalogSdl = /* GraphQL */ `
  schema {
    query: QueryRoot
  }

  """
  Selects the language and the country of the response. Languages we do not translate into fall back
  to Romanian. The country picks the currency of every catalogue price (US USD, GB GBP, CA CAD, RO RON,
  DE/FR/IT/ES/NL EUR, AU AUD, JP JPY; any other country RON); the shop's payment settings stay RON.
  """
  directive @inContext(country: CountryCode, language: LanguageCode) on QUERY | MUTATION

  scalar DateTime
  scalar Decimal
  scalar HTML
  scalar URL

  interface Node {
    id: ID!
  }

  interface HasMetafields {
    metafield(key: String!, namespace: String): Metafield
    metafields(identifiers: [HasMetafieldsIdentifier!]!): [Metafield]!
  }

  type QueryRoot {
    product(handle: String, id: ID): Product
    productByHandle(handle: String!): Product @deprecated(reason: "Use \`product\` instead.")
    products(${connectionArgumentsSdl("ProductSortKeys", { query: true })}): ProductConnection!
    shop: Shop!
  }

  type Shop implements Node {
    id: ID!
    name: String!
    paymentSettings: PaymentSettings!
  }

  type PaymentSettings {
    countryCode: CountryCode!
    currencyCode: CurrencyCode!
  }

  type PageInfo {
    endCursor: String
    hasNextPage: Boolean!
    hasPreviousPage: Boolean!
    startCursor: String
  }

  type ProductConnection {
    edges: [ProductEdge!]!
    nodes: [Product!]!
    pageInfo: PageInfo!
  }

  type ProductEdge {
    cursor: String!
    node: Product!
  }

  type Product implements HasMetafields & Node {
    availableForSale: Boolean!
    compareAtPriceRange: ProductPriceRange!
    createdAt: DateTime!
    description(truncateAt: Int): String!
    descriptionHtml: HTML!
    featuredImage: Image
    handle: String!
    id: ID!
    images(after: String, before: String, first: Int, last: Int, reverse: Boolean = false): ImageConnection!
    isGiftCard: Boolean!
    metafield(key: String!, namespace: String): Metafield
    metafields(identifiers: [HasMetafieldsIdentifier!]!): [Metafield]!
    options(first: Int): [ProductOption!]!
    priceRange: ProductPriceRange!
    productType: String!
    publishedAt: DateTime!
    tags: [String!]!
    title: String!
    updatedAt: DateTime!
    variantBySelectedOptions(
      caseInsensitiveMatch: Boolean = false
      ignoreUnknownOptions: Boolean = false
      selectedOptions: [SelectedOptionInput!]!
    ): ProductVariant
    variants(after: String, before: String, first: Int, last: Int, reverse: Boolean = false): ProductVariantConnection!
    vendor: String!
  }

  type ProductOption implements Node {
    id: ID!
    name: String!
    values: [String!]!
  }

  type ProductPriceRange {
    maxVariantPrice: MoneyV2!
    minVariantPrice: MoneyV2!
  }

  type MoneyV2 {
    amount: Decimal!
    currencyCode: CurrencyCode!
  }

  type ProductVariantConnection {
    edges: [ProductVariantEdge!]!
    nodes: [ProductVariant!]!
    pageInfo: PageInfo!
  }

  type ProductVariantEdge {
    cursor: String!
    node: ProductVariant!
  }

  type ProductVariant implements HasMetafields & Node {
    availableForSale: Boolean!
    compareAtPrice: MoneyV2
    compareAtPriceV2: MoneyV2 @deprecated(reason: "Use \`compareAtPrice\` instead.")
    id: ID!
    "The variant's own image, or the product's first image when it has none."
    image: Image
    metafield(key: String!, namespace: String): Metafield
    metafields(identifiers: [HasMetafieldsIdentifier!]!): [Metafield]!
    price: MoneyV2!
    priceV2: MoneyV2! @deprecated(reason: "Use \`price\` instead.")
    product: Product!
    "Units left to sell; null when the shop does not count this variant's stock."
    quantityAvailable: Int
    selectedOptions: [SelectedOption!]!
    sku: String
    title: String!
  }

  type SelectedOption {
    name: String!
    value: String!
  }

  input SelectedOptionInput {
    name: String!
    value: String!
  }

  type ImageConnection {
    edges: [ImageEdge!]!
    nodes: [Image!]!
    pageInfo: PageInfo!
  }

  type ImageEdge {
    cursor: String!
    node: Image!
  }

  type Image {
    altText: String
    height: Int
    id: ID
    "Absolute URL on the image route; a transform adds width, height and format query parameters."
    url(transform: ImageTransformInput): URL!
    width: Int
  }

  "Best effort, as on Shopify: crop is accepted and ignored."
  input ImageTransformInput {
    crop: CropRegion
    maxHeight: Int
    maxWidth: Int
    preferredContentType: ImageContentType
    scale: Int = 1
  }

  enum CropRegion {
    BOTTOM
    CENTER
    LEFT
    RIGHT
    TOP
  }

  enum ImageContentType {
    JPG
    PNG
    WEBP
  }

  type Metafield implements Node {
    description: String
    id: ID!
    key: String!
    namespace: String!
    type: String!
    value: String!
  }

  input HasMetafieldsIdentifier {
    key: String!
    namespace: String
  }

  enum ProductSortKeys {
    BEST_SELLING
    CREATED_AT
    ID
    PRICE
    PRODUCT_TYPE
    RELEVANCE
    TITLE
    UPDATED_AT
    VENDOR
  }

  "The currencies the storefront displays; the shop itself sells in RON."
  enum CurrencyCode {
    AUD
    CAD
    EUR
    GBP
    JPY
    RON
    USD
  }
`;

export const storefrontTypeDefs = [catalogSdl, localizationEnumsSdl, customerSdl, blogSdl];
