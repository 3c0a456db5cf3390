import { useEffect, useState } from "react";
import { useAuth } from "./AuthProvider.tsx";
import { usePublicConfig } from "../layout/use-public-config.ts";

const STOREFRONT_API_PATH = "/api/2024-01/graphql.json";

const CUSTOMER_ORDERS_QUERY = `#graphql
  query CustomerOrders($customerAccessToken: String!, $first: Int!) {
    customer(customerAccessToken: $customerAccessToken) {
      orders(first: $first, sortKey: PROCESSED_AT, reverse: true) {
        nodes {
          id
          name
          processedAt
        }
      }
    }
  }
`;

/** What the Storefront API serves of an order so far; totals join when checkout creates orders. */
export interface CustomerOrder {
  id: string;
  name: string;
  processedAt: string;
}

export type OrdersState = { status: "loading" } | { status: "failed" } | { status: "ready"; orders: CustomerOrder[] };

/** The customer's latest orders from the Storefront API (`customer.orders`), newest first. */
export function useCustomerOrders(first: number): OrdersState {
  const { user } = useAuth();
  const storefrontToken = usePublicConfig()?.storefrontToken ?? "";
  const accessToken = user?.accessToken;
  const [state, setState] = useState<OrdersState>({ status: "loading" });

  useEffect(() => {
    if (!accessToken) return;
    const controller = new AbortController();
    fetch(STOREFRONT_API_PATH, {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/json", "X-Shopify-Storefront-Access-Token": storefrontToken },
      body: JSON.stringify({ query: CUSTOMER_ORDERS_QUERY, variables: { customerAccessToken: accessToken, first } }),
      signal: controller.signal,
    })
      .then(async (response) => {
        const body = (await response.json()) as {
          data?: { customer?: { orders?: { nodes?: CustomerOrder[] } } | null };
          errors?: unknown[];
        };
        const orders = body.data?.customer?.orders?.nodes;
        setState(response.ok && !body.errors?.length && Array.isArray(orders) ? { status: "ready", orders } : { status: "failed" });
      })
      .catch(() => {
        if (!controller.signal.aborted) setState({ status: "failed" });
      });
    return () => controller.abort();
    // A renewed token is the same customer: no reload for it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [user?.id, first, storefrontToken]);

  return state;
}
