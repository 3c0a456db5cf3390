import { readSubscriptionFilter } from "#domain/admin/subscriptions";
import { adminPageMeta, StaffOnly, staffOnly } from "#app/features/admin/admin-route.tsx";
import { SubscriptionsPage } from "#app/features/admin/subscriptions/SubscriptionsPage.tsx";
import type { Route } from "./+types/admin.subscriptions";

export const meta = adminPageMeta("subscriptions.title");

export async function loader({ context, request }: Route.LoaderArgs) {
  const filter = readSubscriptionFilter(new URL(request.url).searchParams);
  const page = await context.admin.subscriptions(filter);
  return staffOnly(page && { filter, page });
}

export default function AdminSubscriptions({ loaderData }: Route.ComponentProps) {
  return <StaffOnly view={loaderData}>{(list) => <SubscriptionsPage {...list} />}</StaffOnly>;
}
