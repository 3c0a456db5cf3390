import { useEffect, useState } from "react";
import { useAuth } from "./AuthProvider.tsx";
import { queryStorefront } from "#app/lib/storefront-client.ts";
import { usePublicConfig } from "#app/lib/use-public-config.ts";

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

/** What the dashboard's recent orders show of each: its number and date; the orders page has the rest. */
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
    queryStorefront<{ customer?: { orders?: { nodes?: CustomerOrder[] } } | null }>({
      query: CUSTOMER_ORDERS_QUERY,
      variables: { customerAccessToken: accessToken, first },
      token: storefrontToken,
      signal: controller.signal,
    })
      .then((data) => {
        const orders = data.customer?.orders?.nodes;
        setState(Array.isArray(orders) ? { status: "ready", orders } : { status: "failed" });
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
