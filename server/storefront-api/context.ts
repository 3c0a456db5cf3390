import type { CustomerReturn } from "#domain/customer-returns";
import type { AddressBook, CustomerSessions } from "#server/commerce/customers/module";
import type { BlogContent } from "#server/commerce/content/module";
import type { CatalogLoader } from "#server/commerce/catalog/module";
import type { Locale } from "#server/commerce/shared/locale";
import type { OrderLookup } from "#server/commerce/orders/module";
import type { CustomerRef } from "#server/commerce/returns/module";
import type { ProductRating } from "#server/commerce/reviews/module";
import type { AuthLimit } from "#server/limits/auth-limits";
import type { Presentment } from "./presentment.ts";

/** What the customer fields need: sessions, addresses, and the login limits shared with the REST routes. */
export interface StorefrontCustomers {
  sessions: CustomerSessions;
  addresses: AddressBook;
  limits: { login: AuthLimit; tokenUse: AuthLimit };
}

/** Built once per GraphQL request; resolvers read everything request-specific from here. */
export interface StorefrontContext {
  locale: Locale;
  /** The currency every catalogue price is converted into for this request. */
  presentment: Presentment;
  catalog: CatalogLoader;
  /** Blogs and articles; resolvers pass the request's locale. */
  blog: BlogContent;
  /** Absolute origin of the store, for image URLs. */
  baseUrl: string;
  brandName: string;
  customers: StorefrontCustomers;
  /** The signed-in customer's orders (`Customer.orders`). */
  orders: Pick<OrderLookup, "listForCustomer">;
  /** The customer's returns (`Order.returns`), read once per customer and request whatever the number of orders. */
  customerReturns: (customer: CustomerRef) => Promise<readonly CustomerReturn[]>;
  /** Who is asking, for rate limits: the client address over HTTP, `in-process` for server-side loaders. */
  client: string;
  /** Sent by one of the store's own pages: only those may renew a customer's session. */
  fromStorePage: boolean;
  /** A product's published reviews, batched per request (the `reviews.*` metafields). */
  reviewRatings: (productId: number) => Promise<ProductRating>;
}
