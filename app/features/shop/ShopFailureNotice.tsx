import { useEffect } from "react";
import { useTranslation } from "#app/lib/i18n/react.tsx";
import { logWarn } from "#app/features/monitoring/report.ts";
import type { ShopProducts } from "./load-shop-products.ts";

/** The shop's error with its hint, above the demo products; the failure is reported once from the browser. */
export function ShopFailureNotice({ failure }: { failure: NonNullable<ShopProducts["failure"]> }) {
  const { t } = useTranslation();

  useEffect(() => {
    logWarn(failure.reason === "error" ? failure.message : "The product list came back empty", {
      component: "ShopPage",
      action: "loadProducts",
      tags: ["fallback"],
      metadata: { reason: failure.reason, fallback: "demo products" },
    });
  }, [failure]);

  return (
    <div role="status" className="mt-8 rounded-2xl border border-sale/40 bg-white p-5 shadow-sm">
      <h2 className="text-xl text-sale">{t("errors:shopTitle")}</h2>
      <p className="mt-1 text-muted">{t("errors:shopHint")}</p>
      <p className="mt-1 text-sm text-muted">{t("shop:demoNotice")}</p>
    </div>
  );
}
