import { accountMeta } from "../features/account/account-meta.ts";
import type { AccountSectionHandle } from "../features/account/account-sections.ts";
import { PaymentMethodsSection } from "../features/account/sections/PaymentMethodsSection.tsx";
import type { Route } from "./+types/my-account.payment-methods";

export const handle: AccountSectionHandle = { accountSection: "paymentMethods" };

export function meta({ matches }: Route.MetaArgs) {
  return accountMeta(matches, "nav.paymentMethods");
}

export default function AccountPaymentmethods() {
  return <PaymentMethodsSection />;
}
