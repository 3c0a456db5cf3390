import { useTranslation } from "#app/lib/i18n/react.tsx";
import { dateTimeFormat } from "../orders/order-format.ts";

/** A moment of the customer's record as a `<time>`, or the word for "never" (or the one given) when there is none. */
export function useCustomerTime() {
  const { t, i18n } = useTranslation("admin");
  const when = dateTimeFormat(i18n.language);
  return (iso: string | null, empty = t("customer.never")) =>
    iso === null ? empty : <time dateTime={iso}>{when.format(new Date(iso))}</time>;
}
