import { useState } from "react";
import { useTranslation } from "react-i18next";
import { savingsPercent, toMinorUnits } from "../../../domain/money.ts";
import { metafieldMap } from "../../lib/storefront-fragments.ts";
import { Price } from "../../ui/Price.tsx";
import type { ProductDetail } from "./product-query.ts";
import { ProductGallery } from "./ProductGallery.tsx";
import { VariantPicker } from "./VariantPicker.tsx";

export function ProductView({ product }: { product: ProductDetail }) {
  const { t } = useTranslation();
  const fields = metafieldMap(product.metafields);
  const variants = product.variants.nodes;
  const [selectedId, setSelectedId] = useState(variants[0]?.id ?? "");
  const selected = variants.find((variant) => variant.id === selectedId) ?? variants[0];
  const reviewCount = Number(fields.reviewCount ?? 0);
  const save = selected?.compareAtPrice
    ? savingsPercent(
        toMinorUnits(selected.price.amount, selected.price.currencyCode),
        toMinorUnits(selected.compareAtPrice.amount, selected.compareAtPrice.currencyCode),
      )
    : 0;

  return (
    <div className="mx-auto grid max-w-6xl gap-10 px-4 py-10 md:grid-cols-2">
      <ProductGallery images={product.images.nodes} title={product.title} />
      <div>
        {fields.category ? (
          <p className="inline-block rounded-full bg-brand-soft px-3 py-1 text-xs font-semibold uppercase tracking-wider text-brand-dark">
            {fields.category}
          </p>
        ) : null}
        <h1 className="mt-3 text-4xl leading-tight">{product.title}</h1>
        {reviewCount > 0 ? <p className="mt-2 text-sm text-muted">{t("shop.reviews", { count: reviewCount })}</p> : null}
        <p className="mt-4 text-lg text-muted">{fields.shortDescription ?? product.description}</p>
        {selected ? (
          <p className="mt-6 flex flex-wrap items-baseline gap-3 text-2xl" aria-live="polite">
            <span className="sr-only">{t("product.price")}: </span>
            <Price price={selected.price} compareAt={selected.compareAtPrice} compareAtLabel={t("product.compareAt")} />
            {save > 0 ? (
              <span className="rounded-full bg-sale px-3 py-1 text-sm font-semibold text-white">
                {t("product.save", { percent: save })}
              </span>
            ) : null}
          </p>
        ) : null}
        {variants.length > 1 ? <VariantPicker variants={variants} selectedId={selected?.id ?? ""} onSelect={setSelectedId} /> : null}
        <p className="mt-8 leading-relaxed">{product.description}</p>
      </div>
    </div>
  );
}
