/**
 * The customer part of the Storefront API 2024-01: `customer(customerAccessToken:)` and the access
 * token mutations the storefront's auth uses, with Shopify's names, types and nullability
 * (schema-conformance.test.ts holds us to them), and the orders the customer placed.
 *
 * One deliberate extension: the Storefront API has no returns, so `Order.returns` and the types under it
 * (`Return`, `ReturnLineItem`, `LineItem`, their connections and enums) have the shapes of Shopify's
 * Customer Account API 2024-01, and the conformance test checks them against that schema instead.
 */
import { connectionArgumentsSdl } from "./connection.ts";
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
    orders(${connectionArgumentsSdl("OrderSortKeys", { query: true })}): OrderConnection!
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
    "The order's returns, as the Customer Account API 2024-01 serves them (not part of the Storefront API)."
    returns(${connectionArgumentsSdl("ReturnSortKeys")}): ReturnConnection!
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

  "A return of some of an order's units (Customer Account API 2024-01)."
  type Return implements Node {
    "When it was refunded (CLOSED); null before."
    closedAt: DateTime
    createdAt: DateTime
    id: ID!
    "The number the store gives the return in its pages and emails, e.g. #12."
    name: String!
    returnLineItems(after: String, before: String, first: Int, last: Int, reverse: Boolean = false): ReturnLineItemConnection!
    status: ReturnStatus!
    updatedAt: DateTime
  }

  type ReturnConnection {
    edges: [ReturnEdge!]!
    nodes: [Return!]!
    pageInfo: PageInfo!
  }

  type ReturnEdge {
    cursor: String!
    node: Return!
  }

  enum ReturnSortKeys {
    CREATED_AT
    ID
    RELEVANCE
  }

  enum ReturnStatus {
    CANCELED
    CLOSED
    DECLINED
    OPEN
    REQUESTED
  }

  "Units of one of the order's lines in a return (Customer Account API 2024-01)."
  type ReturnLineItem implements Node {
    id: ID!
    lineItem: LineItem!
    "The units returned."
    quantity: Int!
    returnReason: ReturnReason!
  }

  type ReturnLineItemConnection {
    edges: [ReturnLineItemEdge!]!
    nodes: [ReturnLineItem!]!
    pageInfo: PageInfo!
  }

  type ReturnLineItemEdge {
    cursor: String!
    node: ReturnLineItem!
  }

  enum ReturnReason {
    DEFECTIVE
    NOT_AS_DESCRIBED
    OTHER
    UNKNOWN
    UNWANTED
  }

  "One line of an order as it was placed (Customer Account API 2024-01), in the order's currency."
  type LineItem implements Node {
    id: ID!
    name: String!
    "The unit price before the order's discount."
    price: MoneyV2
    "The units ordered."
    quantity: Int!
    title: String!
    "The unit price times the units ordered, before the order's discount."
    totalPriceBeforeDiscounts: MoneyV2
    variantId: ID
    variantTitle: String
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
