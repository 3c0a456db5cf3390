import { accountMeta } from "#app/features/account/account-meta.ts";
import type { AccountSectionHandle } from "#app/features/account/account-sections.ts";
import { AddressesSection } from "#app/features/account/sections/AddressesSection.tsx";
import type { Route } from "./+types/my-account.addresses";

export const handle: AccountSectionHandle = { accountSection: "addresses" };

export function meta({ matches }: Route.MetaArgs) {
  return accountMeta(matches, "nav.addresses");
}

export default function AccountAddresses() {
  return <AddressesSection />;
}
