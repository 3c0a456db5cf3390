import type { StoreCreditQuote } from "#domain/order-contract";
import { formatMoneyJson } from "#app/features/orders/OrderTotals.tsx";
import { useTranslation } from "#app/lib/i18n/react.tsx";
import { CheckboxField } from "./fields.tsx";

/**
 * A signed-in customer's store credit at checkout (issue 19 item 5): the balance, the choice to pay with it first,
 * and, once chosen, what it pays and what is left for the card or the courier. Shown only when there is a balance.
 */
export function StoreCreditChoice({
  credit,
  using,
  onChange,
  error,
}: {
  credit: StoreCreditQuote;
  using: boolean;
  onChange: (using: boolean) => void;
  error?: string | undefined;
}) {
  const { t } = useTranslation("checkout");
  const paysAll = using && Number(credit.due.amount) === 0;
  return (
    <div className="flex flex-col gap-3">
      <h2 className="font-serif text-2xl">{t("storeCredit.title")}</h2>
      <CheckboxField
        name="useStoreCredit"
        label={t("storeCredit.use", { amount: formatMoneyJson(credit.available) })}
        hint={t("storeCredit.hint")}
        checked={using}
        onCheckedChange={onChange}
        error={error}
      />
      {/* Polite: the amounts follow the choice and every new price. */}
      <p role="status" aria-live="polite" className="text-sm text-muted">
        {using
          ? paysAll
            ? t("storeCredit.paysAll", { amount: formatMoneyJson(credit.applied) })
            : t("storeCredit.paysPart", { amount: formatMoneyJson(credit.applied), due: formatMoneyJson(credit.due) })
          : null}
      </p>
    </div>
  );
}
