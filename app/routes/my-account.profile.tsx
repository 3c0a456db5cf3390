import { accountMeta } from "#app/features/account/account-meta.ts";
import type { AccountSectionHandle } from "#app/features/account/account-sections.ts";
import { ProfileSection } from "#app/features/account/sections/ProfileSection.tsx";
import type { Route } from "./+types/my-account.profile";

export const handle: AccountSectionHandle = { accountSection: "profile" };

export function meta({ matches }: Route.MetaArgs) {
  return accountMeta(matches, "nav.profile");
}

export default function AccountProfile() {
  return <ProfileSection />;
}
