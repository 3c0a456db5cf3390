import { accountMeta } from "../features/account/account-meta.ts";
import type { AccountSectionHandle } from "../features/account/account-sections.ts";
import { AddressesSection } from "../features/account/sections/AddressesSection.tsx";
import type { Route } from "./+types/my-account.addresses";

export const handle: AccountSectionHandle = { accountSection: "addresses" };

export function meta({ matches }: Route.MetaArgs) {
  return accountMeta(matches, "nav.addresses");
}

export default function AccountAddresses() {
  return <AddressesSection />;
}
