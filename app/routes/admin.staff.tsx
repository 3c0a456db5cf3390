import { adminPageMeta, StaffOnly, staffOnly } from "#app/features/admin/admin-route.tsx";
import { StaffPage } from "#app/features/admin/StaffPage.tsx";
import type { Route } from "./+types/admin.staff";

export const meta = adminPageMeta("staff.title");

export async function loader({ context }: Route.LoaderArgs) {
  const [members, sessions] = await Promise.all([context.staff.members(), context.staff.sessions()]);
  return staffOnly(members && sessions && { members, sessions });
}

export default function AdminStaff({ loaderData }: Route.ComponentProps) {
  return (
    <StaffOnly view={loaderData}>{(team, { staff, csrfToken }) => <StaffPage {...team} me={staff} csrfToken={csrfToken} />}</StaffOnly>
  );
}
