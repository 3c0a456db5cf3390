import { useId } from "react";
import { useTranslation } from "#app/lib/i18n/react.tsx";
import { Disclosure } from "./Disclosure.tsx";
import type { BenefitIcon, ProductContent } from "./product-content.ts";
import { DecorativeImage } from "./DecorativeImage.tsx";

const ICON_PATHS: Record<BenefitIcon, string> = {
  check: "M5 10.5l3.5 3.5L15 7",
  plus: "M10 5v10M5 10h10",
  minus: "M5 10h10",
};

/** Up to four benefits beside the benefits picture; each opens to its description. */
export function BenefitsList({ benefits }: { benefits: ProductContent["benefits"] }) {
  const { t } = useTranslation("product");
  const headingId = useId();
  if (benefits.items.length === 0) return null;
  return (
    <section aria-labelledby={headingId} className="mx-auto grid max-w-6xl items-center gap-10 px-4 py-14 md:grid-cols-2">
      <DecorativeImage src={benefits.image} size={800} className="mx-auto h-auto w-full max-w-xs rounded-2xl md:max-w-none" />
      <div className={benefits.image ? "" : "md:col-span-2"}>
        <h2 id={headingId} className="text-3xl">
          {benefits.title ?? t("benefits.heading")}
        </h2>
        <ul className="mt-6 border-t border-line">
          {benefits.items.map((benefit) => (
            <li key={benefit.title}>
              <Disclosure
                summary={
                  <span className="flex items-center gap-3">
                    <svg viewBox="0 0 20 20" aria-hidden="true" className="size-7 shrink-0 rounded-full bg-brand-soft p-1 text-brand-dark">
                      <path d={ICON_PATHS[benefit.icon]} className="round-stroke" />
                    </svg>
                    {benefit.title}
                  </span>
                }
              >
                <p className="text-sm leading-relaxed">{benefit.description}</p>
              </Disclosure>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
