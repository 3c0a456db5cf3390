/**
 * What the store offers on eMAG (issue 70 item 3, decision 0186), read from the catalogue in Romanian: each variant
 * sold once (a subscription is a delivery plan, not an offer), its price with VAT and any running reduction, its
 * stock, its VAT rate at home, and its texts: the product page's title and description followed by the label's
 * mandatory particulars, all passed through the claims checker (decision 0097). A variant whose texts the checker
 * refuses is offered as withdrawn, never with those words.
 */
import { checkClaims } from "#domain/claims-check";
import { MANDATORY_TEXT_KEYS, type MandatoryTextKey, type MandatoryView } from "#domain/mandatory-information";
import { isSubscriptionVariant } from "#domain/purchase-kinds";
import type { VatClass } from "#domain/vat";
import { xmlText } from "#domain/xml-text";
import { customMetafields, type CatalogServices } from "#server/commerce/catalog/module";

export interface MarketplaceOfferFact {
  variantId: number;
  sku: string;
  name: string;
  /** HTML, as eMAG's description takes it: the product's words, then its mandatory particulars. */
  description: string;
  /** With VAT; the prior price during a running reduction. */
  priceMinor: number;
  /** Today's price with VAT during a running reduction; else null. */
  salePriceMinor: number | null;
  /** Units to sell; null where the store does not count the variant's stock. */
  stock: number | null;
  vatRatePercent: number;
  /** Offered: published, for sale, and its texts pass the claims checker. */
  active: boolean;
}

export interface OfferFactPorts {
  catalog: Pick<CatalogServices["catalog"], "listProducts" | "variantsForSale">;
  mandatoryInformation: CatalogServices["mandatoryInformation"];
  /** The home country's VAT rate of a class (invoicing's rates). */
  homeVatRate: (vatClass: VatClass) => Promise<number>;
}

const PAGE_SIZE = 250;

/** The label's particulars as eMAG's Romanian page says them. */
const MANDATORY_LABELS: Record<MandatoryTextKey, string> = {
  legalName: "Denumirea produsului",
  categories: "Categorii de nutrienți",
  ingredients: "Ingrediente",
  characterising: "Substanțe caracteristice",
  dailyPortion: "Doza zilnică recomandată",
  howToTake: "Mod de administrare",
  warnings: "Avertismente",
  netQuantity: "Cantitate netă",
  storage: "Păstrare",
};

/** The mandatory particulars as HTML; empty when the product has none. */
export function mandatoryHtml(information: MandatoryView | null): string {
  if (!information) return "";
  const items = MANDATORY_TEXT_KEYS.filter((key) => information.texts[key].trim() !== "").map(
    (key) => `<li><strong>${xmlText(MANDATORY_LABELS[key])}:</strong> ${xmlText(information.texts[key].trim())}</li>`,
  );
  if (information.notificationNumber)
    items.push(`<li><strong>Număr de notificare:</strong> ${xmlText(information.notificationNumber)}</li>`);
  if (information.operatorName)
    items.push(`<li><strong>Operator:</strong> ${xmlText(`${information.operatorName}, ${information.operatorAddress}`)}</li>`);
  return items.length === 0 ? "" : `<h3>Informații obligatorii</h3><ul>${items.join("")}</ul>`;
}

export function createOfferFacts({ catalog, mandatoryInformation, homeVatRate }: OfferFactPorts): () => Promise<MarketplaceOfferFact[]> {
  return async () => {
    const facts: MarketplaceOfferFact[] = [];
    let after: string | undefined;
    for (;;) {
      const page = await catalog.listProducts({ locale: "ro", first: PAGE_SIZE, ...(after ? { after } : {}) });
      for (const product of page.products) {
        const sale = await catalog.variantsForSale(
          product.variants.map((variant) => variant.id),
          "ro",
        );
        const information = await mandatoryInformation(product.id, "ro");
        const particulars = mandatoryHtml(information);
        const description = `<p>${xmlText(product.description)}</p>${particulars}`;
        for (const variant of product.variants) {
          const found = sale.get(variant.id);
          if (!found || isSubscriptionVariant({ title: variant.title, metafields: customMetafields(found.metafields) })) continue;
          const name = product.variants.length > 1 ? `${product.title} — ${variant.title}` : product.title;
          const refused =
            checkClaims([
              { field: "name", text: name, language: "ro" },
              { field: "description", text: description, language: "ro", html: true },
            ]).length > 0;
          facts.push({
            variantId: variant.id,
            sku: variant.sku,
            name,
            description,
            priceMinor: variant.reduction ? variant.reduction.priorPriceMinor : variant.priceMinor,
            salePriceMinor: variant.reduction ? variant.priceMinor : null,
            stock: variant.quantityAvailable,
            vatRatePercent: await homeVatRate(found.vatClass),
            active: variant.availableForSale && !refused,
          });
        }
      }
      if (!page.hasNextPage) return facts;
      after = page.cursors.at(-1);
    }
  };
}
