import { data } from "react-router";
import { adminPageMeta, StaffOnly } from "#app/features/admin/admin-route.tsx";
import { FlowsPage } from "#app/features/admin/flows/FlowsPage.tsx";
import type { Route } from "./+types/admin.flows";

export const meta = adminPageMeta("flows.title");

export async function loader({ context, request }: Route.LoaderArgs) {
  const page = await context.admin.flows(new URL(request.url).searchParams);
  if (page === null) return data({ forbidden: true as const }, { status: 403 });
  return data({ forbidden: false as const, page }, { status: page.periodError ? 400 : 200 });
}

export default function AdminFlows({ loaderData }: Route.ComponentProps) {
  return <StaffOnly view={loaderData}>{({ page }, { csrfToken }) => <FlowsPage {...page} csrfToken={csrfToken} />}</StaffOnly>;
}
