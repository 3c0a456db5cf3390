import { data, useRouteLoaderData } from "react-router";
import { adminPageMeta } from "#app/features/admin/admin-route.tsx";
import { AdminForbidden } from "#app/features/admin/AdminForbidden.tsx";
import { SubscriptionPage } from "#app/features/admin/subscriptions/SubscriptionPage.tsx";
import { pageTexts } from "#app/lib/i18n/texts-files.server.ts";
import type { Route } from "./+types/admin.subscriptions.$subscriptionId";
import type { loader as adminLoader } from "./admin.tsx";

export const meta = adminPageMeta("subscription.title");

export async function loader({ context, params }: Route.LoaderArgs) {
  const id = /^[1-9]\d{0,9}$/.test(params.subscriptionId) ? Number(params.subscriptionId) : 0;
  const found = id > 2_147_483_647 || id === 0 ? { subscription: null, canManage: false } : await context.admin.subscription(id);
  if (found === null) return data({ forbidden: true as const, subscription: null, canManage: false }, { status: 403 });
  // The customer's page is shown inside the admin's: its texts come with it.
  const translations = pageTexts(context.language, ["account", "orders"]);
  if (found.subscription === null)
    return data({ forbidden: false as const, subscription: null, canManage: false, translations }, { status: 404 });
  return { forbidden: false as const, subscription: found.subscription, canManage: found.canManage, translations };
}

export default function AdminSubscription({ loaderData }: Route.ComponentProps) {
  const admin = useRouteLoaderData<typeof adminLoader>("routes/admin");
  if (!admin || loaderData.forbidden) return <AdminForbidden />;
  return (
    <SubscriptionPage
      key={loaderData.subscription?.subscription.id ?? 0}
      subscription={loaderData.subscription}
      canManage={loaderData.canManage}
      csrfToken={admin.csrfToken}
    />
  );
}
