/**
 * The refill reminder (issue 46 item 4, decision 0114): about a week before a one-time order's bottles run out, as
 * the label's daily portion counts them, one email names the products and offers to order the same again (the
 * cart filled with the same variants and quantities) or to have each delivered by subscription. It claims nothing
 * of what the products do and names no saving it cannot know. Its subject and lead are the owner's to edit
 * (decision 0116); the product lines, the button and the footer stay in code (flow-email.ts).
 */
import type { FlowText } from "#domain/flow-texts";
import type { Language } from "#domain/locale";
import { defineFlowEmail, SAMPLE_PRODUCT_TITLES, sampleStoreUrl, type FlowEmailExits } from "./flow-email.ts";
import { button, html, linkFallback, smallPrint } from "./layout.ts";
import type { MailBranding, MailMessage } from "./mail-types.ts";

export interface RefillReminderProduct {
  title: string;
  /** The product's page with its subscription chosen (a click link). */
  subscribeUrl: string;
}

export interface RefillReminderContent {
  orderNumber: number;
  /** Days between the email and the earliest product running out (the flow's lead). */
  daysLeft: number;
  products: readonly RefillReminderProduct[];
  /** Fills the shopper's cart with the order's variants and quantities (a click link). */
  orderAgainUrl: string;
}

export interface RefillReminderInput extends RefillReminderContent, FlowEmailExits {
  to: string;
  language: Language;
  /** The owner's text; the default without it. */
  text?: FlowText | undefined;
}

const FIXED = {
  ro: {
    days: (days: number) => `${days} ${days === 1 ? "zi" : "zile"}`,
    orderAgain: "Comandă din nou",
    orderAgainHint: "Coșul se completează cu aceleași produse și cantități; verifici totul înainte să plătești.",
    subscribe: "Primește-l prin abonament",
  },
  en: {
    days: (days: number) => `${days} ${days === 1 ? "day" : "days"}`,
    orderAgain: "Order again",
    orderAgainHint: "Your cart fills with the same products and quantities; you check everything before you pay.",
    subscribe: "Get it by subscription",
  },
} as const satisfies Record<Language, unknown>;

export const REFILL_REMINDER_EMAIL = defineFlowEmail<RefillReminderContent>({
  flow: "refill_reminder",
  kind: "refill_reminder",
  steps: [1],
  defaults: {
    1: {
      ro: {
        subject: "Ți se termină în curând produsele comandate – {{storeName}}",
        body: "Dacă iei zilnic doza de pe etichetă, ce ai primit în comanda #{{orderNumber}} se termină în aproximativ {{daysLeft}}:",
      },
      en: {
        subject: "Your order is running low – {{storeName}}",
        body: "If you take the daily amount on the label, what came in your order #{{orderNumber}} runs out in about {{daysLeft}}:",
      },
    },
  },
  placeholders: ["storeName", "orderNumber", "daysLeft", "productNames"],
  forbidsIncentive: false,
  values: (content, language, branding) => ({
    storeName: branding.brandName,
    orderNumber: String(content.orderNumber),
    // With its word, so the owner's sentence need not know the plural ("1 zi", "7 zile").
    daysLeft: FIXED[language].days(content.daysLeft),
    productNames: content.products.map((product) => product.title).join(", "),
  }),
  blocks: (content, language) => {
    const fixed = FIXED[language];
    return {
      html: [
        ...content.products.map(
          (product) =>
            html`<p style="margin:0 0 16px;font-size:16px;line-height:24px;color:#1f2933">
              <strong>${product.title}</strong><br />
              <a href="${product.subscribeUrl}" style="color:#7b3f61">${fixed.subscribe}</a>
            </p>`,
        ),
        button(fixed.orderAgain, content.orderAgainUrl),
        linkFallback(language, content.orderAgainUrl),
        smallPrint(fixed.orderAgainHint),
      ],
      text: [
        ...content.products.map((product) => `${product.title}\n${fixed.subscribe}: ${product.subscribeUrl}`),
        `${fixed.orderAgain}: ${content.orderAgainUrl}`,
        fixed.orderAgainHint,
      ],
    };
  },
  footer: {
    ro: {
      why: (brand) => `Primești acest e-mail pentru că ai cumpărat de la ${brand}.`,
      stopFlow: "Nu mai vreau mementouri de reaprovizionare",
    },
    en: { why: (brand) => `You are receiving this email because you bought from ${brand}.`, stopFlow: "No more refill reminders" },
  },
  sample: (language, branding) => {
    const shop = sampleStoreUrl(branding, "/shop", language);
    return {
      orderNumber: 1042,
      daysLeft: 7,
      products: SAMPLE_PRODUCT_TITLES[language].map((title) => ({ title, subscribeUrl: shop })),
      orderAgainUrl: shop,
    };
  },
});

export function renderRefillReminder(branding: MailBranding, input: RefillReminderInput): MailMessage {
  const { orderNumber, daysLeft, products, orderAgainUrl, ...rest } = input;
  return REFILL_REMINDER_EMAIL.render(branding, { ...rest, content: { orderNumber, daysLeft, products, orderAgainUrl } });
}
