import { accountMeta } from "#app/features/account/account-meta.ts";
import type { AccountSectionHandle } from "#app/features/account/account-sections.ts";
import { WishlistSection } from "#app/features/account/sections/WishlistSection.tsx";
import type { Route } from "./+types/my-account.wishlist";

export const handle: AccountSectionHandle = { accountSection: "wishlist", visitorsWelcome: true };

export function meta({ matches }: Route.MetaArgs) {
  return accountMeta(matches, "nav.wishlist");
}

export default function AccountWishlist() {
  return <WishlistSection />;
}
