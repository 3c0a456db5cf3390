import { accountMeta } from "#app/features/account/account-meta.ts";
import type { AccountSectionHandle } from "#app/features/account/account-sections.ts";
import { AccountDetailsSection } from "#app/features/account/sections/AccountDetailsSection.tsx";
import type { Route } from "./+types/my-account.details";

export const handle: AccountSectionHandle = { accountSection: "details" };

export function meta({ matches }: Route.MetaArgs) {
  return accountMeta(matches, "nav.details");
}

export default function AccountDetails() {
  return <AccountDetailsSection />;
}
