import { z } from "zod";
import { adminPageMeta, StaffOnly, staffOnly } from "#app/features/admin/admin-route.tsx";
import { WebhooksPage } from "#app/features/admin/webhooks/WebhooksPage.tsx";
import type { Route } from "./+types/admin.webhooks";

export const meta = adminPageMeta("webhooks.title");

// The endpoint whose delivery log is open; anything unreadable opens none.
const query = z.object({ endpoint: z.coerce.number().int().min(1).max(2_147_483_647).nullable().catch(null).default(null) });

export async function loader({ context, request }: Route.LoaderArgs) {
  const { endpoint } = query.parse(Object.fromEntries(new URL(request.url).searchParams));
  return staffOnly(await context.admin.webhooks(endpoint));
}

export default function AdminWebhooks({ loaderData }: Route.ComponentProps) {
  return <StaffOnly view={loaderData}>{(view, { csrfToken }) => <WebhooksPage {...view} csrfToken={csrfToken} />}</StaffOnly>;
}
