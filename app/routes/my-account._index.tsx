import { accountMeta } from "#app/features/account/account-meta.ts";
import type { AccountSectionHandle } from "#app/features/account/account-sections.ts";
import { DashboardSection } from "#app/features/account/sections/DashboardSection.tsx";
import type { Route } from "./+types/my-account._index";

export const handle: AccountSectionHandle = { accountSection: "dashboard" };

export function meta({ matches }: Route.MetaArgs) {
  return accountMeta(matches, "nav.dashboard");
}

export default function AccountDashboard() {
  return <DashboardSection />;
}
