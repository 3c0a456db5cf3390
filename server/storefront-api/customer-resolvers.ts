/**
 * Resolvers of the customer part: the signed-in customer read by access token, and the access token
 * mutations. Password logins here count against the same rate limits as the REST login; a refused
 * one answers Shopify's THROTTLED error.
 */
import { GraphQLError } from "graphql";
import type { Address } from "#server/commerce/customers/addresses";
import type { Customer } from "#server/commerce/customers/customers";
import type { OrderView } from "#server/commerce/orders/orders-summary";
import type { OrderStatus } from "#domain/order-contract";
import type { IssuedToken } from "#server/commerce/customers/tokens";
import { arrayConnection, type ConnectionArgs } from "./connection.ts";
import type { StorefrontContext } from "./context.ts";
import { toGlobalId } from "./global-id.ts";

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
      return arrayConnection(
        [...orders].sort((a, b) => a.id - b.id),
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
