import type { ReactNode } from "react";
import { Link } from "react-router";
import { useTranslation } from "#app/lib/i18n/react.tsx";
import { usePublicConfig } from "#app/lib/use-public-config.ts";

/**
 * The bar of a page whose frame has no site header (the cart, the checkout): the brand's link home, the page's own
 * pieces, and its one way back, so a shopper who leaves the flow always finds both.
 */
export function StandaloneHeader({ back, children }: { back: { to: string; label: string }; children?: ReactNode }) {
  const { t } = useTranslation();
  const brandName = usePublicConfig()?.brandName ?? "Elara";
  return (
    <div className="border-b border-line bg-white">
      <div className="mx-auto flex max-w-6xl items-center justify-between gap-4 px-4 py-3">
        <Link to="/" aria-label={t("brandHome", { brand: brandName })} className="font-serif text-3xl tracking-wide text-brand">
          {brandName}
        </Link>
        {children}
        <Link to={back.to} className="rounded-full px-3 py-2 font-semibold text-brand-dark hover:bg-brand-soft">
          <span aria-hidden="true">← </span>
          {back.label}
        </Link>
      </div>
    </div>
  );
}
