import { accountMeta } from "../features/account/account-meta.ts";
import type { AccountSectionHandle } from "../features/account/account-sections.ts";
import { OrdersSection } from "../features/account/sections/OrdersSection.tsx";
import type { Route } from "./+types/my-account.orders";

export const handle: AccountSectionHandle = { accountSection: "orders" };

export function meta({ matches }: Route.MetaArgs) {
  return accountMeta(matches, "nav.orders");
}

export default function AccountOrders() {
  return <OrdersSection />;
}
