import { useTranslation } from "#app/lib/i18n/react.tsx";
import { Disclosure } from "./Disclosure.tsx";
import type { ProductContent } from "./product-content.ts";
import { TextLines } from "./TextLines.tsx";

/** Benefits, formula, directions and quality standards as accordions (spec §2 "Product page"). */
export function ProductDetails({ details }: { details: ProductContent["details"] }) {
  const { t } = useTranslation("product");
  if (details.length === 0) return null;
  return (
    <div className="mt-8 border-t border-line">
      {details.map((detail) => (
        <Disclosure key={detail.id} summary={t(`details.${detail.id}`)}>
          <TextLines text={detail.text} className="small-text" />
        </Disclosure>
      ))}
    </div>
  );
}
