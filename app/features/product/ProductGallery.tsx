import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { ResponsiveImage } from "../../lib/storefront-fragments.ts";
import { ProductImage } from "../../ui/ProductImage.tsx";

export function ProductGallery({ images, title }: { images: ResponsiveImage[]; title: string }) {
  const { t } = useTranslation();
  const [selected, setSelected] = useState(0);
  const current = images[selected];

  if (!current) {
    return (
      <div
        className="flex aspect-square items-center justify-center rounded-2xl bg-brand-soft text-muted"
        role="img"
        aria-label={t("product.imageUnavailable")}
      >
        {t("product.imageUnavailable")}
      </div>
    );
  }

  return (
    <section aria-label={t("product.gallery")} className="flex flex-col gap-3">
      <div className="aspect-square overflow-hidden rounded-2xl bg-brand-soft">
        <ProductImage
          image={current}
          fallbackAlt={title}
          sizes="(min-width: 768px) 50vw, 100vw"
          priority
          className="h-full w-full object-cover"
        />
      </div>
      {images.length > 1 ? (
        <ul className="grid grid-cols-5 gap-2">
          {images.map((image, index) => (
            <li key={image.id}>
              <button
                type="button"
                onClick={() => setSelected(index)}
                aria-label={t("product.showImage", { index: index + 1, count: images.length })}
                aria-pressed={index === selected}
                className={`block aspect-square w-full overflow-hidden rounded-lg border-2 ${index === selected ? "border-brand" : "border-transparent"}`}
              >
                <img src={image.small} alt="" width={80} height={80} loading="lazy" className="h-full w-full object-cover" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
