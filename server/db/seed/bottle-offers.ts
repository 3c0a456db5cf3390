/**
 * How every seed product is sold: one bottle of 60 capsules, a 3-pack, a monthly subscription and, for some, a
 * quarterly one, the last three priced below as many single bottles. What they save is computed when read, from
 * today's prices (decision 0140), and shown beside the price: the texts name no saving and no "lowest price", which a
 * reduced single bottle would make untrue. A product's file gives its SKUs, prices and texts.
 */
import type { Localized, SeedImage, SeedMetafieldValue, SeedProduct, SeedVariant } from "./catalog-types.ts";
import { flag, localized, singleLine } from "./metafield-values.ts";

interface Offer {
  sku: string;
  priceMinor: number;
  /** The line under the variant's label. */
  description: SeedMetafieldValue;
}

export interface BottleOffers {
  /** Its price is what the other offers are compared with. */
  single: Offer;
  /** 200 in stock unless `stockQuantity` says otherwise. */
  pack: Offer & { stockQuantity?: number };
  monthly: Offer;
  quarterly?: Offer & { subscriptionText: SeedMetafieldValue };
  /** What a subscriber may change, told on every subscription. */
  subscriptionInfo: SeedMetafieldValue;
}

/** The words of the pack, the monthly delivery and a subscriber's choices for the products with nothing to add to them. */
export const STANDARD_TEXTS: {
  pack: SeedMetafieldValue;
  monthly: SeedMetafieldValue;
  subscriptionInfo: SeedMetafieldValue;
  lastFaqs: Record<string, SeedMetafieldValue>;
} = {
  pack: singleLine(
    "Trei sticle pentru o cură completă de trei luni, într-o singură livrare.",
    "Three bottles for a full three-month course, in one delivery.",
  ),
  monthly: singleLine(
    "O sticlă livrată în fiecare lună, plătită la fiecare livrare.",
    "One bottle delivered every month, paid for with each delivery.",
  ),
  subscriptionInfo: singleLine(
    "Poți sări peste o livrare, amâna, întrerupe sau anula abonamentul oricând din contul tău, fără costuri suplimentare.",
    "You can skip, reschedule, pause or cancel your subscription at any time from your account, at no extra cost.",
  ),
  /** The FAQ's last two questions, shipping and the subscription, as the products that ask them answer them. */
  lastFaqs: {
    faq_9_question: singleLine("Cum funcționează livrarea și returul?", "How do shipping and returns work?"),
    faq_9_answer: singleLine(
      "Comenzile sunt pregătite în 1–2 zile lucrătoare, iar termenul de livrare al fiecărui curier îl vezi la finalizarea comenzii. Transportul este gratuit pentru comenzile de peste 200 lei și beneficiezi de garanția „banii înapoi” timp de 30 de zile.",
      "Orders are prepared within 1–2 business days, and each courier shows its delivery time at checkout. Shipping is free on orders over 200 lei, and you are covered by our 30-day money-back guarantee.",
    ),
    faq_10_question: singleLine("Cum îmi gestionez abonamentul?", "How do I manage my subscription?"),
    faq_10_answer: singleLine(
      "Din contul tău poți sări peste o livrare, o poți reprograma, poți întrerupe sau anula abonamentul oricând, fără costuri suplimentare.",
      "From your account you can skip or reschedule a delivery, or pause or cancel your subscription at any time, at no extra cost.",
    ),
  },
};

const PURCHASE_OPTION = localized("Opțiune de cumpărare", "Purchase option");

/** The product's purchase option and its variants, in the order the option lists them. */
export function bottleOffers({
  single,
  pack,
  monthly,
  quarterly,
  subscriptionInfo,
}: BottleOffers): Pick<SeedProduct, "options" | "variants"> {
  const variants: SeedVariant[] = [
    {
      ...variantOf(single, localized("O sticlă", "Single Bottle"), { stockQuantity: 500, imageIndex: 0 }),
      metafields: {
        label: singleLine("O sticlă (rezervă pentru o lună)", "Single bottle (one month supply)"),
        description: single.description,
      },
    },
    {
      ...variantOf(pack, localized("Pachet 3 sticle", "3-Pack"), { stockQuantity: pack.stockQuantity ?? 200, imageIndex: 1 }),
      metafields: {
        label: singleLine("Pachet 3 (rezervă pentru trei luni)", "3 pack (three month supply)"),
        description: pack.description,
      },
    },
    {
      ...variantOf(monthly, localized("Abonament lunar", "Monthly Subscription"), SUBSCRIPTION),
      metafields: {
        label: singleLine("Abonament lunar (cel mai vândut)", "Monthly subscription (best seller)"),
        description: monthly.description,
        subscription: flag(true),
        subscriptionText: singleLine("Livrat în fiecare lună, anulezi oricând", "Delivered every month, cancel anytime"),
        subscription_info: subscriptionInfo,
      },
    },
  ];
  if (quarterly) {
    variants.push({
      ...variantOf(quarterly, localized("Abonament trimestrial", "Quarterly Subscription"), SUBSCRIPTION),
      metafields: {
        label: singleLine("Abonament trimestrial (cel mai avantajos)", "Quarterly subscription (best value)"),
        description: quarterly.description,
        subscription: flag(true),
        subscriptionText: quarterly.subscriptionText,
        subscription_info: subscriptionInfo,
      },
    });
  }
  return { options: [{ name: PURCHASE_OPTION, values: variants.map((variant) => variant.optionValues[0]!) }], variants };
}

/** The product's pictures in order, `<handle>-1.svg` onwards: the bottle, the pack, the capsules, then a scene of its own. */
export function bottleImages(handle: string, alts: Localized[]): SeedImage[] {
  return alts.map((alt, index) => ({ file: `${handle}-${index + 1}.svg`, alt }));
}

function variantOf(
  { sku, priceMinor }: Offer,
  optionValue: Localized,
  rest: Pick<SeedVariant, "stockQuantity" | "imageIndex">,
): Omit<SeedVariant, "metafields"> {
  return {
    sku,
    optionValues: [optionValue],
    priceMinor,
    availableForSale: true,
    stockQuantity: rest.stockQuantity,
    imageIndex: rest.imageIndex,
  };
}

/** Subscriptions count no stock: each delivery is packed when it is due. */
const SUBSCRIPTION = { stockQuantity: null, imageIndex: 0 };
