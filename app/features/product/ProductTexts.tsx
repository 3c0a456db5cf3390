import { BenefitsList } from "./BenefitsList.tsx";
import { FaqSection } from "./FaqSection.tsx";
import { MandatoryInformation } from "./MandatoryInformation.tsx";
import { MarqueeBanner } from "./MarqueeBanner.tsx";
import type { MandatoryView } from "#domain/mandatory-information";
import type { ProductContent } from "./product-content.ts";
import { ProductDetails } from "./ProductDetails.tsx";
import { ProductSafety } from "./ProductSafety.tsx";
import { TextLines } from "./TextLines.tsx";

/**
 * The product page's sections without script of their own (decision 0100). A document's HTML already holds them and
 * the browser keeps it; the browser renders them only after a navigation brings their texts, so their code is a chunk
 * of its own (ProductView.tsx), off the page's first load.
 */
export function ProductIntro({
  shortDescription,
  mandatory,
  productTitle,
}: {
  shortDescription: string | undefined;
  mandatory: MandatoryView | null;
  productTitle: string;
}) {
  return (
    <>
      {shortDescription ? <TextLines text={shortDescription} className="mt-4 text-lg text-muted" /> : null}
      {mandatory ? <MandatoryInformation information={mandatory} productTitle={productTitle} /> : null}
    </>
  );
}

export function ProductDescription({ description, details }: { description: string | undefined; details: ProductContent["details"] }) {
  return (
    <>
      {description ? <TextLines text={description} className="mt-8 leading-relaxed" /> : null}
      <ProductDetails details={details} />
    </>
  );
}

export { BenefitsList, FaqSection, MarqueeBanner, ProductSafety };
