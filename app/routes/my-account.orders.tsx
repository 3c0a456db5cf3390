import { accountMeta } from "#app/features/account/account-meta.ts";
import type { AccountSectionHandle } from "#app/features/account/account-sections.ts";
import { OrdersSection } from "#app/features/account/sections/OrdersSection.tsx";
import { pageTextsLoader } from "#app/lib/i18n/texts-files.server.ts";
import type { Route } from "./+types/my-account.orders";

export const handle: AccountSectionHandle = { accountSection: "orders" };

export function meta({ matches }: Route.MetaArgs) {
  return accountMeta(matches, "nav.orders");
}

/** The orders' texts (statuses, totals) come with this section; the orders themselves from the browser's session. */
export const loader = pageTextsLoader(["orders"]);

export default function AccountOrders() {
  return <OrdersSection />;
}
