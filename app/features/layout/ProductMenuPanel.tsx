import { useTranslation } from "#app/lib/i18n/react.tsx";
import { Link } from "react-router";
import { ProductImage } from "#app/ui/ProductImage.tsx";
import { Spinner } from "#app/ui/Spinner.tsx";
import { Stars } from "#app/ui/Stars.tsx";
import { ratingText } from "#app/lib/product-rating.ts";
import { ArrowRightIcon } from "./Icons.tsx";
import type { MenuProduct } from "./menu-products-query.ts";
import { SHOP_PATH } from "./nav-links.ts";
import { NavLinkItems } from "./NavLinkItems.tsx";
import { useMenuProducts, type MenuProductsState } from "./use-menu-products.ts";
import { useCategoryLinks } from "./use-category-links.ts";
import { usePublicConfig } from "#app/lib/use-public-config.ts";
import type { Language } from "#domain/locale";
import { HeadedSection } from "#app/ui/HeadedSection.tsx";

const MENU_TITLE = "text-sm font-semibold uppercase tracking-widest text-brand";

/**
 * The "order" dropdown's content: concerns on the left, the three lead products and a shop-all tile.
 * Loaded with its products the first time the dropdown opens, so pages that never open it carry none of it.
 */
export default function ProductMenuPanel({ language }: { language: Language }) {
  const { t } = useTranslation("layout");
  const publicConfig = usePublicConfig();
  const state = useMenuProducts({ language, token: publicConfig?.storefrontToken ?? "" });
  const categories = useCategoryLinks();
  return (
    <div className="mx-auto grid max-w-6xl gap-8 px-4 py-8 md:grid-cols-[11rem_1fr] lg:grid-cols-[14rem_1fr]">
      <HeadedSection titleId="product-menu-categories" title={t("categories.title")} titleClassName={MENU_TITLE}>
        <ul className="mt-4 space-y-1">
          <NavLinkItems
            links={categories}
            linkClassName="block rounded-md px-2 py-1.5 text-ink hover:bg-brand-soft hover:text-brand-dark"
          />
        </ul>
      </HeadedSection>
      <HeadedSection titleId="product-menu-products" title={t("productMenu.productsTitle")} titleClassName={MENU_TITLE}>
        <ul className="mt-4 grid grid-cols-4 gap-3 lg:gap-4">
          <MenuProducts state={state} />
          <li>
            <Link
              to={SHOP_PATH}
              className="flex h-full flex-col justify-between gap-3 rounded-2xl bg-brand p-4 text-white lg:p-5 shadow-sm transition-colors hover:bg-brand-dark"
            >
              <span className="font-serif text-xl leading-tight lg:text-2xl">{t("productMenu.shopAll")}</span>
              <span className="text-sm text-white/85">{t("productMenu.shopAllText")}</span>
              <ArrowRightIcon className="size-6" />
            </Link>
          </li>
        </ul>
      </HeadedSection>
    </div>
  );
}

function MenuProducts({ state }: { state: MenuProductsState }) {
  const { t } = useTranslation("layout");
  if (state.status === "loaded" && state.products.length > 0) {
    return state.products.map((product) => (
      <li key={product.id}>
        <MenuProductCard product={product} />
      </li>
    ));
  }
  // Spec §2: a spinner while loading, the error text on failure, a loading text when the list is empty.
  return (
    <li className="col-span-3 flex min-h-48 items-center justify-center rounded-2xl border border-dashed border-line p-6 text-center text-muted">
      {state.status === "failed" ? (
        <p role="alert">{t("productMenu.failed")}</p>
      ) : state.status === "loaded" ? (
        <p>{t("productMenu.loading")}</p>
      ) : (
        <Spinner label={t("productMenu.loading")} />
      )}
    </li>
  );
}

function MenuProductCard({ product }: { product: MenuProduct }) {
  const { t, i18n } = useTranslation("layout");
  return (
    <article className="flex h-full flex-col rounded-2xl border border-line bg-white p-3">
      <div className="aspect-square overflow-hidden rounded-xl bg-brand-soft">
        {product.image ? (
          <ProductImage image={product.image} fallbackAlt={product.title} sizes="200px" className="h-full w-full object-cover" />
        ) : null}
      </div>
      <h3 className="mt-3 text-sm leading-snug lg:text-base">
        <Link to={`/products/${product.handle}`} className="hover:text-brand">
          {product.title}
        </Link>
      </h3>
      {product.rating ? (
        <p className="mt-1 flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-muted">
          <Stars
            rating={product.rating.rating}
            label={t("productMenu.rating", { rating: ratingText(product.rating.rating, i18n.language), max: 5 })}
          />
          <span>{t("common:shop.reviews", { count: product.rating.count })}</span>
        </p>
      ) : null}
      {product.description ? <p className="mt-2 line-clamp-2 text-sm text-muted">{product.description}</p> : null}
      <div className="mt-auto pt-3">
        <Link
          to={`/products/${product.handle}`}
          aria-label={t("productMenu.addToCartFor", { title: product.title })}
          className="block rounded-full bg-brand px-2 py-2 text-center text-xs font-semibold text-white hover:bg-brand-dark lg:px-3 lg:text-sm"
        >
          {t("productMenu.addToCart")}
        </Link>
      </div>
    </article>
  );
}
