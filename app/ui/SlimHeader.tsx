import type { ReactNode } from "react";
import { Link } from "react-router";
import { useTranslation } from "#app/lib/i18n/react.tsx";
import { usePublicConfig } from "#app/lib/use-public-config.ts";

/** The brand's name as the way home, where the site header steps aside. */
export function BrandHomeLink() {
  const { t } = useTranslation();
  const brandName = usePublicConfig()?.brandName ?? "Elara";
  return (
    <Link to="/" aria-label={t("brandHome", { brand: brandName })} className="font-serif text-3xl tracking-wide text-brand">
      {brandName}
    </Link>
  );
}

/** The bar in place of the site header (cart, checkout): the way home, what the page says there, and the way back. */
export function SlimHeader({ back, children }: { back: { to: string; label: string }; children?: ReactNode }) {
  return (
    <div className="border-b border-line bg-white">
      <div className="mx-auto flex max-w-6xl items-center justify-between gap-4 px-4 py-3">
        <BrandHomeLink />
        {children}
        <Link to={back.to} className="rounded-full px-3 py-2 font-semibold text-brand-dark hover:bg-brand-soft">
          <span aria-hidden="true">← </span>
          {back.label}
        </Link>
      </div>
    </div>
  );
}
