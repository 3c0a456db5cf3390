/**
 * The abandoned-checkout emails (issue 46 item 1, decision 0115): up to three, after a checkout that had an email and
 * no order. Each lists the cart's products and quantities (and a subscription's interval) and has one button that
 * fills the cart again — variants, quantities, subscriptions and the delivery chosen — and opens the checkout. Only the
 * last may name the owner's discount code. A flow email is marketing, so it says why it came and carries the one-click
 * way out of this flow and of every flow, in the body and in the headers (RFC 8058). Each step's words are in COPY
 * (subject and paragraphs), so a common flow layout can take them as they are.
 */
import type { Purchase } from "#domain/cart-restore";
import type { Language } from "#domain/locale";
import { HELLO } from "./wording.ts";
import { button, html, htmlDocument, linkFallback, paragraph, smallPrint, textDocument } from "./layout.ts";
import type { MailBranding, MailMessage } from "./mail-types.ts";

export interface AbandonedCheckoutProduct {
  title: string;
  variantTitle: string;
  quantity: number;
  purchase: Purchase;
}

export interface AbandonedCheckoutInput {
  to: string;
  language: Language;
  /** 1, 2 or 3. */
  step: number;
  products: readonly AbandonedCheckoutProduct[];
  /** Fills the cart and opens the checkout (a click link). */
  finishUrl: string;
  /** The last step's code when the owner offers one; null otherwise (and always on steps 1 and 2). */
  incentiveCode: string | null;
  unsubscribeFlowUrl: string;
  unsubscribeAllUrl: string;
  oneClickUrl: string;
}

interface StepCopy {
  subject: (brand: string) => string;
  paragraphs: readonly string[];
}

interface LanguageCopy {
  steps: readonly [StepCopy, StepCopy, StepCopy];
  purchase: Record<Purchase, string>;
  quantity: (quantity: number) => string;
  finish: string;
  finishHint: string;
  incentive: (code: string) => string;
  why: (brand: string) => string;
  stopFlow: string;
  stopAll: string;
}

export const COPY = {
  ro: {
    steps: [
      {
        subject: (brand) => `Ți-a rămas comanda neterminată – ${brand}`,
        paragraphs: ["Ai început o comandă și nu ai ajuns la final. Ți-am păstrat coșul:"],
      },
      {
        subject: (brand) => `Coșul tău te așteaptă – ${brand}`,
        paragraphs: ["Produsele pe care le-ai ales sunt încă în coș, gata de comandat:"],
      },
      {
        subject: (brand) => `Ultimul memento pentru coșul tău – ${brand}`,
        paragraphs: ["Îți scriem ultima dată despre comanda începută. Dacă o vrei, o termini dintr-un clic:"],
      },
    ],
    purchase: { once: "o singură dată", monthly: "abonament, livrare lunară", quarterly: "abonament, livrare la 3 luni" },
    quantity: (quantity) => `× ${quantity}`,
    finish: "Finalizează comanda",
    finishHint: "Coșul se completează cu aceleași produse, cantități și livrare; verifici totul înainte să plătești.",
    incentive: (code) => `Cu codul ${code} primești o reducere la comanda aceasta: îl scrii în casă, la „Cod de reducere”.`,
    why: (brand) => `Primești acest e-mail pentru că ți-ai dat acordul să primești vești de la ${brand} sau ai mai cumpărat de la noi.`,
    stopFlow: "Nu mai vreau mementouri pentru coș",
    stopAll: "Nu mai vreau niciun e-mail de acest fel",
  },
  en: {
    steps: [
      {
        subject: (brand) => `You left your order unfinished – ${brand}`,
        paragraphs: ["You started an order and did not get to the end. We kept your cart:"],
      },
      {
        subject: (brand) => `Your cart is waiting – ${brand}`,
        paragraphs: ["The products you chose are still in your cart, ready to order:"],
      },
      {
        subject: (brand) => `A last reminder about your cart – ${brand}`,
        paragraphs: ["This is the last time we write about the order you started. If you want it, one click finishes it:"],
      },
    ],
    purchase: { once: "one-time", monthly: "subscription, delivered monthly", quarterly: "subscription, delivered every 3 months" },
    quantity: (quantity) => `× ${quantity}`,
    finish: "Finish your order",
    finishHint: "Your cart fills with the same products, quantities and delivery; you check everything before you pay.",
    incentive: (code) => `With the code ${code} you get a discount on this order: type it at checkout, under "Discount code".`,
    why: (brand) => `You are receiving this email because you agreed to hear from ${brand} or have bought from us before.`,
    stopFlow: "No more cart reminders",
    stopAll: "No more emails like this",
  },
} as const satisfies Record<Language, LanguageCopy>;

const productLine = (copy: LanguageCopy, product: AbandonedCheckoutProduct) => {
  const name = product.variantTitle ? `${product.title} – ${product.variantTitle}` : product.title;
  return { name, detail: `${copy.quantity(product.quantity)} · ${copy.purchase[product.purchase]}` };
};

export function renderAbandonedCheckout(branding: MailBranding, input: AbandonedCheckoutInput): MailMessage {
  const { language } = input;
  const copy: LanguageCopy = COPY[language];
  const step = copy.steps[Math.min(Math.max(input.step, 1), copy.steps.length) - 1]!;
  const hello = HELLO[language]("");
  const subject = step.subject(branding.brandName);
  const products = input.products.map((product) => productLine(copy, product));
  const incentive = input.incentiveCode ? copy.incentive(input.incentiveCode) : null;
  const body = [
    paragraph(hello),
    ...step.paragraphs.map((text) => paragraph(text)),
    ...products.map(
      (product) =>
        html`<p style="margin:0 0 16px;font-size:16px;line-height:24px;color:#1f2933">
          <strong>${product.name}</strong><br />
          ${product.detail}
        </p>`,
    ),
    ...(incentive ? [paragraph(incentive)] : []),
    button(copy.finish, input.finishUrl),
    linkFallback(language, input.finishUrl),
    smallPrint(copy.finishHint),
    smallPrint(copy.why(branding.brandName)),
    html`<p style="margin:0 0 12px;font-size:13px;line-height:20px;color:#52606d">
      <a href="${input.unsubscribeFlowUrl}" style="color:#7b3f61">${copy.stopFlow}</a> ·
      <a href="${input.unsubscribeAllUrl}" style="color:#7b3f61">${copy.stopAll}</a>
    </p>`,
  ];
  const text = textDocument(language, branding, [
    hello,
    ...step.paragraphs,
    ...products.map((product) => `${product.name}\n${product.detail}`),
    ...(incentive ? [incentive] : []),
    `${copy.finish}: ${input.finishUrl}`,
    copy.finishHint,
    copy.why(branding.brandName),
    `${copy.stopFlow}: ${input.unsubscribeFlowUrl}`,
    `${copy.stopAll}: ${input.unsubscribeAllUrl}`,
  ]);
  return {
    kind: "abandoned_checkout",
    to: input.to,
    language,
    subject,
    html: htmlDocument(language, branding, subject, body),
    text,
    headers: {
      "List-Unsubscribe": `<${input.oneClickUrl}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    },
  };
}
