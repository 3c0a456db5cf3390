import { useId } from "react";
import type { PricedOrder } from "#domain/order-contract";
import { useTranslation } from "#app/lib/i18n/react.tsx";
import { formatMoneyJson } from "#app/features/orders/OrderTotals.tsx";
import { countryName } from "#app/lib/address-countries.ts";
import { RadioCard, RadioCardList } from "./RadioCard.tsx";

/**
 * The delivery service (decision 0056): the carrier services that ship to the country chosen, as the server
 * priced them for this order (free from the zone's threshold), each with its delivery time. The list follows
 * the country; a choice that the new country does not offer gives way to the first service, and the live
 * region says where the parcel goes. A country no zone ships to is said here, at once.
 */
export function ShippingChoice({
  quote,
  value,
  onChange,
  country,
  refused,
  error,
}: {
  /** The latest price answer; null until the first arrives. */
  quote: PricedOrder | null;
  /** The service chosen; null: the first offered. */
  value: string | null;
  onChange: (serviceId: string) => void;
  country: string;
  /** The server's refusal of the country (no zone ships there), shown instead of the services. */
  refused: string | undefined;
  error?: string | undefined;
}) {
  const { t, i18n } = useTranslation("checkout");
  const id = useId();
  const options = refused ? [] : (quote?.shippingOptions ?? []);
  const chosen = options.some((option) => option.id === value) ? value : (quote?.shippingService.id ?? null);
  const describedBy = [error ? `${id}-error` : null, `${id}-where`].filter(Boolean).join(" ");
  return (
    <fieldset aria-describedby={describedBy}>
      <legend className="mb-1 font-serif text-2xl">{t("delivery.title")}</legend>
      <div role="status" aria-live="polite" aria-atomic="true">
        {refused ? (
          <p id={`${id}-where`} className="mb-3 rounded-xl border border-sale/40 bg-sale/5 px-4 py-3 text-sm font-medium text-sale">
            {refused}
          </p>
        ) : (
          <p id={`${id}-where`} className="mb-3 text-sm text-muted">
            {t("delivery.to", { country: countryName(country, i18n.language) })}
          </p>
        )}
      </div>
      <RadioCardList id={id} error={error}>
        {options.map((option) => {
          const optionId = `${id}-${option.id}`;
          const free = Number(option.price.amount) === 0;
          return (
            <RadioCard
              key={option.id}
              id={optionId}
              name="shippingServiceId"
              value={option.id}
              checked={chosen === option.id}
              onChange={() => onChange(option.id)}
              describedBy={`${optionId}-hint`}
              className="bg-white"
            >
              <div className="flex min-w-0 flex-1 flex-wrap justify-between gap-x-4">
                <label htmlFor={optionId} className="font-semibold text-ink">
                  {option.name}
                </label>
                <span className="font-semibold tabular-nums">{free ? t("delivery.free") : formatMoneyJson(option.price)}</span>
                <p id={`${optionId}-hint`} className="w-full text-sm text-muted">
                  {option.deliveryTime}
                </p>
              </div>
            </RadioCard>
          );
        })}
      </RadioCardList>
    </fieldset>
  );
}
