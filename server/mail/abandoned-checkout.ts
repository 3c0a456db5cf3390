/**
 * The abandoned-checkout emails (issue 46 item 1, decision 0115): up to three, after a checkout that had an email and
 * no order. Each lists the cart's products and quantities (and a subscription's interval) and has one button that
 * fills the cart again — variants, quantities, subscriptions and the delivery chosen. Only the last may name the
 * owner's discount code. Each step's subject and paragraphs are the owner's to edit (decision 0116); the product lines,
 * the code's sentence, the button and the footer stay in code (flow-email.ts), so no text can offer the code early.
 */
import type { Purchase } from "#domain/cart-restore";
import { SHOP_CURRENCY } from "#domain/currency";
import { formatPrice } from "#domain/format-price";
import { toDecimalString } from "#domain/money";
import type { FlowText } from "#domain/flow-texts";
import type { Language } from "#domain/locale";
import { defineFlowEmail, sampleStoreUrl, type FlowEmailExits } from "./flow-email.ts";
import { button, html, linkFallback, paragraph, smallPrint } from "./layout.ts";
import type { MailBranding, MailMessage } from "./mail-types.ts";

export interface AbandonedCheckoutProduct {
  title: string;
  variantTitle: string;
  quantity: number;
  purchase: Purchase;
  /** The variant's price when the checkout was left, in the shop's currency; absent in emails planned before prices were kept. */
  unitPriceMinor?: number;
}

export interface AbandonedCheckoutContent {
  products: readonly AbandonedCheckoutProduct[];
  /** Fills the cart again (a click link). */
  finishUrl: string;
  /** The last step's code when the owner offers one; null otherwise (and always on steps 1 and 2). */
  incentiveCode: string | null;
}

export interface AbandonedCheckoutInput extends AbandonedCheckoutContent, FlowEmailExits {
  to: string;
  language: Language;
  /** 1, 2 or 3. */
  step: number;
  /** The owner's text; the default without it. */
  text?: FlowText | undefined;
}

const FIXED = {
  ro: {
    purchase: { once: "o singură dată", monthly: "abonament, livrare lunară", quarterly: "abonament, livrare la 3 luni" },
    total: "Total",
    finish: "Finalizează comanda",
    finishHint: "Coșul se completează cu aceleași produse, cantități și livrare; verifici totul înainte să plătești.",
    incentive: (code: string) => `Cu codul ${code} primești o reducere la comanda aceasta: îl scrii în casă, la „Cod de reducere”.`,
  },
  en: {
    purchase: { once: "one-time", monthly: "subscription, delivered monthly", quarterly: "subscription, delivered every 3 months" },
    total: "Total",
    finish: "Finish your order",
    finishHint: "Your cart fills with the same products, quantities and delivery; you check everything before you pay.",
    incentive: (code: string) => `With the code ${code} you get a discount on this order: type it at checkout, under "Discount code".`,
  },
} as const satisfies Record<Language, unknown>;

const money = (minor: number) => formatPrice(toDecimalString(minor, SHOP_CURRENCY), SHOP_CURRENCY);

const productLine = (language: Language, product: AbandonedCheckoutProduct) => ({
  name: product.variantTitle ? `${product.title} – ${product.variantTitle}` : product.title,
  detail: [
    `× ${product.quantity}`,
    FIXED[language].purchase[product.purchase],
    ...(product.unitPriceMinor === undefined ? [] : [money(product.unitPriceMinor * product.quantity)]),
  ].join(" · "),
});

/** The cart's total before delivery and discounts, when every line kept its price. */
function cartTotal(language: Language, products: readonly AbandonedCheckoutProduct[]): string | null {
  if (products.some((product) => product.unitPriceMinor === undefined)) return null;
  return `${FIXED[language].total}: ${money(products.reduce((sum, product) => sum + product.unitPriceMinor! * product.quantity, 0))}`;
}

const SAMPLE_PRODUCTS: Record<Language, AbandonedCheckoutProduct[]> = {
  ro: [{ title: "Papillex", variantTitle: "O sticlă", quantity: 2, purchase: "once", unitPriceMinor: 12_900 }],
  en: [{ title: "Papillex", variantTitle: "One bottle", quantity: 2, purchase: "once", unitPriceMinor: 12_900 }],
};

export const ABANDONED_CHECKOUT_EMAIL = defineFlowEmail<AbandonedCheckoutContent>({
  flow: "abandoned_checkout",
  kind: "abandoned_checkout",
  steps: [1, 2, 3],
  defaults: {
    1: {
      ro: {
        subject: "Ți-a rămas comanda neterminată – {{storeName}}",
        body: "Ai început o comandă și nu ai ajuns la final. Ți-am păstrat coșul:",
      },
      en: {
        subject: "You left your order unfinished – {{storeName}}",
        body: "You started an order and did not get to the end. We kept your cart:",
      },
    },
    2: {
      ro: { subject: "Coșul tău te așteaptă – {{storeName}}", body: "Produsele pe care le-ai ales sunt încă în coș, gata de comandat:" },
      en: { subject: "Your cart is waiting – {{storeName}}", body: "The products you chose are still in your cart, ready to order:" },
    },
    3: {
      ro: {
        subject: "Ultimul memento pentru coșul tău – {{storeName}}",
        body: "Îți scriem ultima dată despre comanda începută. Dacă o vrei, o termini dintr-un clic:",
      },
      en: {
        subject: "A last reminder about your cart – {{storeName}}",
        body: "This is the last time we write about the order you started. If you want it, one click finishes it:",
      },
    },
  },
  placeholders: ["storeName", "productNames"],
  forbidsIncentive: false,
  values: (content, _language, branding) => ({
    storeName: branding.brandName,
    productNames: content.products.map((product) => product.title).join(", "),
  }),
  blocks: (content, language) => {
    const fixed = FIXED[language];
    const products = content.products.map((product) => productLine(language, product));
    const incentive = content.incentiveCode ? fixed.incentive(content.incentiveCode) : null;
    const total = cartTotal(language, content.products);
    return {
      html: [
        ...products.map(
          (product) =>
            html`<p style="margin:0 0 16px;font-size:16px;line-height:24px;color:#1f2933">
              <strong>${product.name}</strong><br />
              ${product.detail}
            </p>`,
        ),
        ...(total ? [html`<p style="margin:0 0 16px;font-size:16px;line-height:24px;color:#1f2933"><strong>${total}</strong></p>`] : []),
        ...(incentive ? [paragraph(incentive)] : []),
        button(fixed.finish, content.finishUrl),
        linkFallback(language, content.finishUrl),
        smallPrint(fixed.finishHint),
      ],
      text: [
        ...products.map((product) => `${product.name}\n${product.detail}`),
        ...(total ? [total] : []),
        ...(incentive ? [incentive] : []),
        `${fixed.finish}: ${content.finishUrl}`,
        fixed.finishHint,
      ],
    };
  },
  footer: {
    ro: {
      why: (brand) => `Primești acest e-mail pentru că ți-ai dat acordul să primești vești de la ${brand} sau ai mai cumpărat de la noi.`,
      stopFlow: "Nu mai vreau mementouri pentru coș",
    },
    en: {
      why: (brand) => `You are receiving this email because you agreed to hear from ${brand} or have bought from us before.`,
      stopFlow: "No more cart reminders",
    },
  },
  sample: (language, branding, step) => ({
    products: SAMPLE_PRODUCTS[language],
    finishUrl: sampleStoreUrl(branding, "/cart", language),
    incentiveCode: step === 3 ? "EXEMPLU10" : null,
  }),
});

export function renderAbandonedCheckout(branding: MailBranding, input: AbandonedCheckoutInput): MailMessage {
  const { products, finishUrl, incentiveCode, ...rest } = input;
  return ABANDONED_CHECKOUT_EMAIL.render(branding, { ...rest, content: { products, finishUrl, incentiveCode } });
}
