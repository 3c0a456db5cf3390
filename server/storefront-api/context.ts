import type { AddressBook } from "../commerce/addresses.ts";
import type { BlogContent } from "../commerce/blog.ts";
import type { CatalogLoader } from "../commerce/catalog-loader.ts";
import type { Locale } from "../commerce/catalog-types.ts";
import type { OrderLookup } from "../commerce/order-status.ts";
import type { CustomerSessions } from "../commerce/sessions.ts";
import type { AuthLimit } from "../api/auth-limits.ts";
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
  /** Who is asking, for rate limits: the client address over HTTP, `in-process` for server-side loaders. */
  client: string;
}
