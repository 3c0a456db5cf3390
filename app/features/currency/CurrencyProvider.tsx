import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState } from "react";
import { useTranslation } from "#app/lib/i18n/react.tsx";
import { useRevalidator, useRouteLoaderData } from "react-router";
import { SHOP_CURRENCY, type CurrencyCode } from "#domain/currency";
import { brandStorageKeys } from "#app/lib/storage-keys.ts";
import type { loader as rootLoader } from "#app/root.tsx";
import { resolveInitialCurrency } from "./initial-currency.ts";
import { mirrorCurrencyCookie, readStoredCurrency, storeCurrency } from "./currency-preference.ts";
import { fetchShopCurrency } from "./shop-currency.ts";

export interface CurrencyState {
  currency: CurrencyCode;
  /** The shopper's choice: stored, mirrored into the cookie, and the server-priced pages reloaded in it. */
  setCurrency: (currency: CurrencyCode) => void;
}

const CurrencyContext = createContext<CurrencyState | null>(null);

export function useCurrency(): CurrencyState {
  const state = useContext(CurrencyContext);
  if (state === null) throw new Error("useCurrency must be used inside <CurrencyProvider>");
  return state;
}

function currencyName(code: CurrencyCode, language: string): string {
  try {
    return new Intl.DisplayNames([language], { type: "currency" }).of(code) ?? code;
  } catch {
    return code;
  }
}

/**
 * Prices are converted by the server, so the display currency lives in two places: this state for
 * the browser, and the cookie the server renders from. The first render uses the server's currency
 * (no hydration mismatch); the spec's start-up order then runs, and any difference reloads the loaders.
 */
export function CurrencyProvider({ children }: { children: React.ReactNode }) {
  const root = useRouteLoaderData<typeof rootLoader>("root");
  const { t, i18n } = useTranslation("currency");
  const serverCurrency = root?.currency ?? SHOP_CURRENCY;
  const storageKey = brandStorageKeys(root?.brandName ?? "Elara").currency;
  const storefrontToken = root?.publicConfig.storefrontToken;
  const { revalidate } = useRevalidator();
  const [currency, setCurrencyState] = useState<CurrencyCode>(serverCurrency);
  const [chosen, setChosen] = useState<CurrencyCode | null>(null);
  const shopperChose = useRef(false);

  // Read by the callbacks without making them change on every revalidation.
  const serverCurrencyRef = useRef(serverCurrency);
  useEffect(() => {
    serverCurrencyRef.current = serverCurrency;
  }, [serverCurrency]);

  const adopt = useCallback(
    (next: CurrencyCode, { store }: { store: boolean }) => {
      setCurrencyState(next);
      if (store) storeCurrency(storageKey, next);
      mirrorCurrencyCookie(next);
      // Once per change, never in a loop: a browser refusing the cookie would otherwise revalidate forever.
      if (next !== serverCurrencyRef.current) void revalidate();
    },
    [storageKey, revalidate],
  );

  useEffect(() => {
    const controller = new AbortController();
    void resolveInitialCurrency({
      stored: readStoredCurrency(storageKey),
      fetchShopCurrency: () =>
        storefrontToken === undefined
          ? Promise.reject(new Error("No storefront token"))
          : fetchShopCurrency(storefrontToken, controller.signal),
      languages: navigator.languages ?? [navigator.language],
    }).then(({ currency: initial, source }) => {
      if (controller.signal.aborted || shopperChose.current) return;
      adopt(initial, { store: source === "shop" });
    });
    return () => controller.abort();
    // Start-up runs once per page load; later changes come from the shopper.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const setCurrency = useCallback(
    (next: CurrencyCode) => {
      shopperChose.current = true;
      setChosen(next);
      adopt(next, { store: true });
    },
    [adopt],
  );

  // Announced once the page's prices are in the chosen currency, not when the choice is made.
  const announcement =
    chosen !== null && chosen === serverCurrency ? t("announcement", { name: currencyName(chosen, i18n.language), code: chosen }) : "";

  const value = useMemo(() => ({ currency, setCurrency }), [currency, setCurrency]);

  return (
    <CurrencyContext.Provider value={value}>
      {children}
      <p role="status" className="sr-only">
        {announcement}
      </p>
    </CurrencyContext.Provider>
  );
}
