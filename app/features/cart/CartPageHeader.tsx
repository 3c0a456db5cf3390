import { Link } from "react-router";
import { useTranslation } from "#app/lib/i18n/react.tsx";
import { usePublicConfig } from "#app/lib/use-public-config.ts";

/** The cart's own brand link and way back to the shop: its frame has no site header (the restore page shares it). */
export function CartPageHeader() {
  const { t } = useTranslation("cart-page");
  const { t: common } = useTranslation();
  const brandName = usePublicConfig()?.brandName ?? "Elara";
  return (
    <div className="border-b border-line bg-white">
      <div className="mx-auto flex max-w-6xl items-center justify-between gap-4 px-4 py-3">
        <Link to="/" aria-label={common("brandHome", { brand: brandName })} className="font-serif text-3xl tracking-wide text-brand">
          {brandName}
        </Link>
        <Link to="/shop" className="rounded-full px-3 py-2 font-semibold text-brand-dark hover:bg-brand-soft">
          <span aria-hidden="true">← </span>
          {t("backToShop")}
        </Link>
      </div>
    </div>
  );
}
