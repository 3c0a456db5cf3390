import { useId } from "react";
import { useTranslation } from "#app/lib/i18n/react.tsx";
import { Disclosure } from "./Disclosure.tsx";
import type { ProductContent } from "./product-content.ts";
import { TextLines } from "./TextLines.tsx";
import { DecorativeImage } from "./DecorativeImage.tsx";

/** Up to ten questions from the product's faq_N metafields, as native accordions. */
export function FaqSection({ faq }: { faq: ProductContent["faq"] }) {
  const { t } = useTranslation("product");
  const headingId = useId();
  if (faq.items.length === 0) return null;
  return (
    <section aria-labelledby={headingId} className="mx-auto grid max-w-6xl items-start gap-10 px-4 py-14 md:grid-cols-[1fr_2fr]">
      <div>
        <h2 id={headingId} className="text-3xl">
          {faq.title ?? t("faq.heading")}
        </h2>
        <DecorativeImage src={faq.image} size={800} className="mt-6 hidden h-auto w-full rounded-2xl md:block" />
      </div>
      <ul className="border-t border-line">
        {faq.items.map((item) => (
          <li key={item.question}>
            <Disclosure summary={item.question}>
              <TextLines text={item.answer} className="small-text" />
            </Disclosure>
          </li>
        ))}
      </ul>
    </section>
  );
}
