/**
 * Resolvers of the customer part: the signed-in customer read by access token, and the access token
 * mutations. Password logins here count against the same rate limits as the REST login; a refused
 * one answers Shopify's THROTTLED error. An order's returns are answered in the Customer Account API's
 * shapes, read once per customer and request (not once per order).
 */
import { GraphQLError } from "graphql";
import type { CustomerReturn, CustomerReturnLine } from "#domain/customer-returns";
import type { OrderStatus } from "#domain/order-contract";
import { SHOPIFY_RETURN_STATUS, type ReturnReason } from "#domain/returns";
import type { Address, Customer, IssuedToken } from "#server/commerce/customers/module";
import type { OrderLineView, OrderView } from "#server/commerce/orders/module";
import type { CustomerRef, CustomerReturns } from "#server/commerce/returns/module";
import { arrayConnection, type ConnectionArgs } from "./connection.ts";
import type { StorefrontContext } from "./context.ts";
import { toGlobalId } from "#domain/global-id";

/** Shopify's texts for these answers, which clients match on. */
const UNIDENTIFIED_CUSTOMER = "Unidentified customer";
const NO_SUCH_TOKEN = "access token does not exist";
const RENEW_FROM_STORE_ONLY = "A session can only be renewed from the store's own pages";

// Far beyond any real email or password; longer input cannot be a customer's and is refused unhashed.
const MAX_INPUT_LENGTH = 256;

function throttled(): GraphQLError {
  return new GraphQLError("Throttled", { extensions: { code: "THROTTLED" } });
}

const accessToken = (issued: IssuedToken) => ({ accessToken: issued.token, expiresAt: issued.expiresAt });
const tokenError = () => ({ field: ["customerAccessToken"], message: NO_SUCH_TOKEN });

const blankToNull = (value: string) => (value === "" ? null : value);

function countryName(code: string, context: StorefrontContext): string {
  try {
    return new Intl.DisplayNames([context.locale], { type: "region" }).of(code) ?? code;
  } catch {
    return code;
  }
}

function formattedAddress(
  address: Address,
  { withCompany, withName }: { withCompany: boolean; withName: boolean },
  context: StorefrontContext,
): string[] {
  const name = `${address.firstName} ${address.lastName}`.trim();
  const area = [address.city, address.province, address.zip].filter(Boolean).join(" ");
  return [
    withName ? name : "",
    withCompany ? address.company : "",
    address.address1,
    address.address2,
    area,
    countryName(address.country, context),
  ].filter((line) => line !== "");
}

/** Shopify's financial status of an order; cash on delivery is pending until the courier has the money. */
const FINANCIAL_STATUS: Record<OrderStatus, "PENDING" | "PAID" | "REFUNDED" | "VOIDED"> = {
  pending_payment: "PENDING",
  payment_due_on_delivery: "PENDING",
  paid: "PAID",
  fulfilled: "PAID",
  delivered: "PAID",
  cancelled: "VOIDED",
  refunded: "REFUNDED",
};

/**
 * The Customer Account API's `ReturnReason` for each of ours. Its list has no "wrong size" that does not say
 * too large or too small, and nothing for a wrong product, a close expiry date or adverse effects, so those are
 * OTHER; the legal withdrawal asks no reason: UNKNOWN.
 */
const SHOPIFY_RETURN_REASON: Record<ReturnReason, "DEFECTIVE" | "NOT_AS_DESCRIBED" | "OTHER" | "UNKNOWN" | "UNWANTED"> = {
  defective: "DEFECTIVE",
  damaged_in_shipping: "DEFECTIVE",
  not_as_described: "NOT_AS_DESCRIBED",
  changed_mind: "UNWANTED",
  wrong_size: "OTHER",
  wrong_product: "OTHER",
  expiry_too_close: "OTHER",
  side_effects: "OTHER",
  other: "OTHER",
  withdrawal: "UNKNOWN",
};

/** An order as `Customer.orders` answers it: with whose it is, for its returns. */
type CustomerOrder = OrderView & { owner: CustomerRef };
type ReturnNode = { id: number; item: CustomerReturn; order: CustomerOrder };
type ReturnLineNode = { id: number; returnId: number; line: CustomerReturnLine; order: CustomerOrder };
type LineItemNode = { line: OrderLineView; currencyCode: string };

/**
 * The customer's returns for one request: the first order asking reads them all (one call, three queries), the
 * others wait for the same answer, so a page of orders costs the same whatever its size.
 */
export function customerReturnsReader(
  service: Pick<CustomerReturns, "list">,
): (customer: CustomerRef) => Promise<readonly CustomerReturn[]> {
  const read = new Map<number, Promise<readonly CustomerReturn[]>>();
  return (customer) => {
    let returns = read.get(customer.id);
    if (!returns) {
      returns = service.list({ id: customer.id, email: customer.email });
      read.set(customer.id, returns);
    }
    return returns;
  };
}

/** When the return took `status`, from its timeline; null if it never did. */
const reachedAt = (item: CustomerReturn, status: CustomerReturn["status"]) =>
  item.timeline.find((event) => event.status === status)?.at ?? null;

const byCreation = (a: ReturnNode, b: ReturnNode) => a.item.requestedAt.localeCompare(b.item.requestedAt) || a.id - b.id;

export const customerResolvers = {
  QueryRoot: {
    customer: async (
      _root: unknown,
      { customerAccessToken }: { customerAccessToken: string },
      context: StorefrontContext,
    ): Promise<Customer | null> => (await context.customers.sessions.authenticate(customerAccessToken))?.customer ?? null,
  },

  Mutation: {
    async customerAccessTokenCreate(_root: unknown, { input }: { input: { email: string; password: string } }, context: StorefrontContext) {
      if (!(await context.customers.limits.login.take(context.client, input.email)).allowed) throw throttled();
      const tooLong = input.email.length > MAX_INPUT_LENGTH || input.password.length > MAX_INPUT_LENGTH;
      const signedIn = tooLong
        ? null
        : await context.customers.sessions.login({ email: input.email, password: input.password, remember: false });
      // A blocked account is not told apart here: the Storefront API answers as Shopify's does to a failed login.
      if (!signedIn || signedIn === "blocked") {
        const error = { code: "UNIDENTIFIED_CUSTOMER", field: null, message: UNIDENTIFIED_CUSTOMER };
        return { customerAccessToken: null, customerUserErrors: [error], userErrors: [{ field: null, message: UNIDENTIFIED_CUSTOMER }] };
      }
      return { customerAccessToken: accessToken(signedIn.session), customerUserErrors: [], userErrors: [] };
    },

    async customerAccessTokenRenew(_root: unknown, { customerAccessToken }: { customerAccessToken: string }, context: StorefrontContext) {
      if (!(await context.customers.limits.tokenUse.take(context.client)).allowed) throw throttled();
      // A token taken from the page cannot be kept alive from elsewhere (decision 0025).
      if (!context.fromStorePage)
        return { customerAccessToken: null, userErrors: [{ field: ["customerAccessToken"], message: RENEW_FROM_STORE_ONLY }] };
      const renewed = await context.customers.sessions.renew(customerAccessToken);
      return renewed
        ? { customerAccessToken: accessToken(renewed), userErrors: [] }
        : { customerAccessToken: null, userErrors: [tokenError()] };
    },

    async customerAccessTokenDelete(_root: unknown, { customerAccessToken }: { customerAccessToken: string }, context: StorefrontContext) {
      const sessionId = await context.customers.sessions.logout(customerAccessToken);
      if (sessionId === null) return { deletedAccessToken: null, deletedCustomerAccessTokenId: null, userErrors: [tokenError()] };
      return {
        deletedAccessToken: customerAccessToken,
        deletedCustomerAccessTokenId: toGlobalId("CustomerAccessToken", sessionId),
        userErrors: [],
      };
    },
  },

  Customer: {
    id: (customer: Customer) => toGlobalId("Customer", customer.id),
    displayName: (customer: Customer) => `${customer.firstName} ${customer.lastName}`.trim() || customer.email,
    async addresses(customer: Customer, args: ConnectionArgs, context: StorefrontContext) {
      return arrayConnection((await context.customers.addresses.list(customer.id)).addresses, args);
    },
    async defaultAddress(customer: Customer, _args: unknown, context: StorefrontContext) {
      const { addresses, defaultAddressId } = await context.customers.addresses.list(customer.id);
      return addresses.find((address) => address.id === defaultAddressId) ?? null;
    },
    // Oldest first by id, as Shopify's default ID sort; `reverse` for the newest first.
    async orders(customer: Customer, args: ConnectionArgs, context: StorefrontContext) {
      const orders = await context.orders.listForCustomer(customer);
      const owner = { id: customer.id, email: customer.email };
      return arrayConnection(
        orders.map((order): CustomerOrder => ({ ...order, owner })).sort((a, b) => a.id - b.id),
        args,
      );
    },
  },

  Order: {
    id: (order: OrderView) => toGlobalId("Order", order.id),
    name: (order: OrderView) => `#${order.orderNumber}`,
    processedAt: (order: OrderView) => order.createdAt,
    canceledAt: (order: OrderView) => (order.status === "cancelled" ? order.createdAt : null),
    financialStatus: (order: OrderView) =>
      order.status === "fulfilled" && order.payment?.method === "cod" ? "PENDING" : FINANCIAL_STATUS[order.status],
    fulfillmentStatus: (order: OrderView) => (["shipped", "delivered"].includes(order.fulfilment.status) ? "FULFILLED" : "UNFULFILLED"),
    subtotalPrice: (order: OrderView) => ({
      amountMinor: order.subtotalMinor - (order.discount?.amountMinor ?? 0),
      currencyCode: order.currencyCode,
    }),
    totalPrice: (order: OrderView) => ({ amountMinor: order.totalMinor, currencyCode: order.currencyCode }),
    totalShippingPrice: (order: OrderView) => ({ amountMinor: order.shippingMinor, currencyCode: order.currencyCode }),
    totalTax: (order: OrderView) => ({ amountMinor: order.taxMinor, currencyCode: order.currencyCode }),
    // Oldest first (ID and CREATED_AT give the same order but for a clock set back; RELEVANCE has no search here).
    async returns(order: CustomerOrder, args: ConnectionArgs & { sortKey: "ID" | "CREATED_AT" | "RELEVANCE" }, context: StorefrontContext) {
      const all = await context.customerReturns(order.owner);
      const nodes = all
        .filter((item) => item.orderNumber === order.orderNumber)
        .map((item): ReturnNode => ({ id: item.id, item, order }))
        .sort(args.sortKey === "CREATED_AT" ? byCreation : (a, b) => a.id - b.id);
      return arrayConnection(nodes, args);
    },
  },

  Return: {
    id: ({ id }: ReturnNode) => toGlobalId("Return", id),
    // The store's own number for it, as its pages and emails say "Return #12".
    name: ({ id }: ReturnNode) => `#${id}`,
    status: ({ item }: ReturnNode) => SHOPIFY_RETURN_STATUS[item.status],
    createdAt: ({ item }: ReturnNode) => item.requestedAt,
    updatedAt: ({ item }: ReturnNode) => item.timeline.at(-1)?.at ?? item.requestedAt,
    closedAt: ({ item }: ReturnNode) => reachedAt(item, "completed"),
    returnLineItems: ({ id, item, order }: ReturnNode, args: ConnectionArgs) =>
      arrayConnection(
        item.lines.map((line): ReturnLineNode => ({ id: line.lineId, returnId: id, line, order })),
        args,
      ),
  },

  ReturnLineItem: {
    // An order line is returned at most once per return: the line's id, with its return as Shopify names a cart's line.
    id: ({ id, returnId }: ReturnLineNode) => `${toGlobalId("ReturnLineItem", id)}?return=${returnId}`,
    quantity: ({ line }: ReturnLineNode) => line.quantity,
    returnReason: ({ line }: ReturnLineNode) => SHOPIFY_RETURN_REASON[line.reason],
    lineItem: ({ id, order }: ReturnLineNode): LineItemNode => {
      const line = order.lines.find((candidate) => candidate.id === id);
      if (!line) throw new Error(`Order line ${id} of return is not in order ${order.id}`);
      return { line, currencyCode: order.currencyCode };
    },
  },

  LineItem: {
    id: ({ line }: LineItemNode) => toGlobalId("LineItem", line.id),
    name: ({ line }: LineItemNode) => line.title,
    title: ({ line }: LineItemNode) => line.title,
    variantTitle: ({ line }: LineItemNode) => blankToNull(line.variantTitle),
    variantId: ({ line }: LineItemNode) => (line.variantId === null ? null : toGlobalId("ProductVariant", line.variantId)),
    quantity: ({ line }: LineItemNode) => line.quantity,
    price: ({ line, currencyCode }: LineItemNode) => ({ amountMinor: line.unitPriceMinor, currencyCode }),
    totalPriceBeforeDiscounts: ({ line, currencyCode }: LineItemNode) => ({ amountMinor: line.totalMinor, currencyCode }),
  },

  MailingAddress: {
    id: (address: Address) => toGlobalId("MailingAddress", address.id),
    company: (address: Address) => blankToNull(address.company),
    address2: (address: Address) => blankToNull(address.address2),
    province: (address: Address) => blankToNull(address.province),
    phone: (address: Address) => blankToNull(address.phone),
    countryCodeV2: (address: Address) => address.country,
    country: (address: Address, _args: unknown, context: StorefrontContext) => countryName(address.country, context),
    name: (address: Address) => `${address.firstName} ${address.lastName}`.trim(),
    formatted: (address: Address, args: { withCompany: boolean; withName: boolean }, context: StorefrontContext) =>
      formattedAddress(address, args, context),
  },
};
