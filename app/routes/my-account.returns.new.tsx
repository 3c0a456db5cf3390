import { useSearchParams } from "react-router";
import { accountMeta } from "#app/features/account/account-meta.ts";
import type { AccountSectionHandle } from "#app/features/account/account-sections.ts";
import { ReturnRequestSection } from "#app/features/account/sections/ReturnRequestSection.tsx";
import type { Route } from "./+types/my-account.returns.new";

export const handle: AccountSectionHandle = { accountSection: "returns" };

export function meta({ matches }: Route.MetaArgs) {
  return accountMeta(matches, "returns.form.title");
}

/** `?order=` names the order to return; the form reads what may still come back of it from the browser's session. */
export default function AccountReturnRequest() {
  const [searchParams] = useSearchParams();
  const order = searchParams.get("order") ?? "";
  const orderNumber = /^[1-9]\d{0,9}$/.test(order) ? Number(order) : null;
  return <ReturnRequestSection key={orderNumber ?? "none"} orderNumber={orderNumber} />;
}
