import { accountMeta } from "#app/features/account/account-meta.ts";
import type { AccountSectionHandle } from "#app/features/account/account-sections.ts";
import { PaymentMethodsSection } from "#app/features/account/sections/PaymentMethodsSection.tsx";
import type { Route } from "./+types/my-account.payment-methods";

export const handle: AccountSectionHandle = { accountSection: "paymentMethods" };

export function meta({ matches }: Route.MetaArgs) {
  return accountMeta(matches, "nav.paymentMethods");
}

export default function AccountPaymentmethods() {
  return <PaymentMethodsSection />;
}
