import { Link } from "react-router";
import { useTranslation } from "#app/lib/i18n/react.tsx";
import { usePublicConfig } from "#app/lib/use-public-config.ts";

/** Header and footer step aside on the checkout (spec §2): the page carries its own way home and back. */
export function CheckoutHeader({ back }: { back?: { to: string; label: string } }) {
  const { t } = useTranslation("checkout");
  const { t: common } = useTranslation();
  const brandName = usePublicConfig()?.brandName ?? "Elara";
  return (
    <div className="border-b border-line bg-white">
      <div className="mx-auto flex max-w-6xl items-center justify-between gap-4 px-4 py-3">
        <Link to="/" aria-label={common("brandHome", { brand: brandName })} className="font-serif text-3xl tracking-wide text-brand">
          {brandName}
        </Link>
        <p className="hidden items-center gap-2 text-sm text-muted sm:flex">
          <svg viewBox="0 0 24 24" aria-hidden="true" className="size-4">
            <path d="M7 10V7a5 5 0 0 1 10 0v3M5 10h14v11H5z" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />
          </svg>
          {t("header.secure")}
        </p>
        <Link to={back?.to ?? "/cart"} className="rounded-full px-3 py-2 font-semibold text-brand-dark hover:bg-brand-soft">
          <span aria-hidden="true">← </span>
          {back?.label ?? t("header.backToCart")}
        </Link>
      </div>
    </div>
  );
}
