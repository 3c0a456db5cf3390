import { accountMeta } from "#app/features/account/account-meta.ts";
import type { AccountSectionHandle } from "#app/features/account/account-sections.ts";
import { ReturnsSection } from "#app/features/account/sections/ReturnsSection.tsx";
import type { Route } from "./+types/my-account.returns";

export const handle: AccountSectionHandle = { accountSection: "returns", visitorsWelcome: true };

export function meta({ matches }: Route.MetaArgs) {
  return accountMeta(matches, "nav.returns");
}

export default function AccountReturns() {
  return <ReturnsSection />;
}
