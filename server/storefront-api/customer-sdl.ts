/**
 * The customer part of the Storefront API 2024-01: `customer(customerAccessToken:)` and the access
 * token mutations the storefront's auth uses, with Shopify's names, types and nullability
 * (schema-conformance.test.ts holds us to them), and the orders the customer placed.
 */
export const customerSdl = /* GraphQL */ `
  extend schema {
    mutation: Mutation
  }

  extend type QueryRoot {
    customer(customerAccessToken: String!): Customer
  }

  type Mutation {
    customerAccessTokenCreate(input: CustomerAccessTokenCreateInput!): CustomerAccessTokenCreatePayload
    customerAccessTokenDelete(customerAccessToken: String!): CustomerAccessTokenDeletePayload
    customerAccessTokenRenew(customerAccessToken: String!): CustomerAccessTokenRenewPayload
  }

  type Customer {
    acceptsMarketing: Boolean!
    addresses(after: String, before: String, first: Int, last: Int, reverse: Boolean = false): MailingAddressConnection!
    createdAt: DateTime!
    defaultAddress: MailingAddress
    displayName: String!
    email: String
    firstName: String
    id: ID!
    lastName: String
    orders(
      after: String
      before: String
      first: Int
      last: Int
      query: String
      reverse: Boolean = false
      sortKey: OrderSortKeys = ID
    ): OrderConnection!
    updatedAt: DateTime!
  }

  type MailingAddress implements Node {
    address1: String
    address2: String
    city: String
    company: String
    country: String
    countryCodeV2: CountryCode
    firstName: String
    formatted(withCompany: Boolean = true, withName: Boolean = false): [String!]!
    id: ID!
    lastName: String
    name: String
    phone: String
    province: String
    zip: String
  }

  type MailingAddressConnection {
    edges: [MailingAddressEdge!]!
    nodes: [MailingAddress!]!
    pageInfo: PageInfo!
  }

  type MailingAddressEdge {
    cursor: String!
    node: MailingAddress!
  }

  type Order implements Node {
    canceledAt: DateTime
    currencyCode: CurrencyCode!
    email: String
    financialStatus: OrderFinancialStatus
    fulfillmentStatus: OrderFulfillmentStatus!
    id: ID!
    name: String!
    orderNumber: Int!
    processedAt: DateTime!
    subtotalPrice: MoneyV2
    totalPrice: MoneyV2!
    totalShippingPrice: MoneyV2!
    totalTax: MoneyV2
  }

  enum OrderFinancialStatus {
    PAID
    PENDING
    REFUNDED
    VOIDED
  }

  enum OrderFulfillmentStatus {
    FULFILLED
    UNFULFILLED
  }

  type OrderConnection {
    edges: [OrderEdge!]!
    nodes: [Order!]!
    pageInfo: PageInfo!
  }

  type OrderEdge {
    cursor: String!
    node: Order!
  }

  enum OrderSortKeys {
    ID
    PROCESSED_AT
    RELEVANCE
    TOTAL_PRICE
  }

  input CustomerAccessTokenCreateInput {
    email: String!
    password: String!
  }

  type CustomerAccessToken {
    accessToken: String!
    expiresAt: DateTime!
  }

  type CustomerAccessTokenCreatePayload {
    customerAccessToken: CustomerAccessToken
    customerUserErrors: [CustomerUserError!]!
    userErrors: [UserError!]! @deprecated(reason: "Use \`customerUserErrors\` instead.")
  }

  type CustomerAccessTokenRenewPayload {
    customerAccessToken: CustomerAccessToken
    userErrors: [UserError!]!
  }

  type CustomerAccessTokenDeletePayload {
    deletedAccessToken: String
    deletedCustomerAccessTokenId: String
    userErrors: [UserError!]!
  }

  type CustomerUserError {
    code: CustomerErrorCode
    field: [String!]
    message: String!
  }

  type UserError {
    field: [String!]
    message: String!
  }

  enum CustomerErrorCode {
    UNIDENTIFIED_CUSTOMER
  }
`;
