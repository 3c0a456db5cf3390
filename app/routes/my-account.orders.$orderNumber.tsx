import { accountMeta } from "#app/features/account/account-meta.ts";
import type { AccountSectionHandle } from "#app/features/account/account-sections.ts";
import { pageTexts } from "#app/lib/i18n/texts-files.server.ts";
import { AccountOrderDetail } from "#app/features/account/sections/AccountOrders.tsx";
import type { Route } from "./+types/my-account.orders.$orderNumber";

export const handle: AccountSectionHandle = { accountSection: "orders" };

export function meta({ matches }: Route.MetaArgs) {
  return accountMeta(matches, "nav.orders");
}

export function loader({ context, params }: Route.LoaderArgs) {
  if (!/^\d{1,12}$/.test(params.orderNumber)) throw new Response("Not Found", { status: 404 });
  return { orderNumber: Number(params.orderNumber), translations: pageTexts(context.language, ["orders"]) };
}

export default function AccountOrder({ loaderData }: Route.ComponentProps) {
  return <AccountOrderDetail orderNumber={loaderData.orderNumber} />;
}
