/**
 * The review request (issue 46 item 3): some days after the parcel arrived, one email per order asks how each of
 * its products is doing, with one link per star (1–5) that opens the product's review form with that rating chosen.
 * It asks for an honest opinion and offers nothing for one (UCPD: no incentive tied to a review; a test reads
 * both languages for one, and the owner's text is refused if it carries one). Its subject and paragraphs are the
 * owner's to edit (decision 0116); the star rows and the footer stay in code (flow-email.ts).
 */
import type { Language } from "#domain/locale";
import { STAR_VALUES, type StarValue } from "#domain/review-rating";
import { defineFlowEmail, SAMPLE_PRODUCT_TITLES, sampleStoreUrl, type FlowEmailExits } from "./flow-email.ts";
import { html, safe, type SafeHtml } from "./layout.ts";
import type { MailBranding, MailMessage } from "./mail-types.ts";
import type { FlowText } from "#domain/flow-texts";

export interface ReviewRequestProduct {
  title: string;
  /** The click link of each star, 1 to 5. */
  starUrls: Record<StarValue, string>;
}

export interface ReviewRequestContent {
  orderNumber: number;
  products: readonly ReviewRequestProduct[];
}

export interface ReviewRequestInput extends ReviewRequestContent, FlowEmailExits {
  to: string;
  language: Language;
  /** The owner's text; the default without it. */
  text?: FlowText | undefined;
}

/** One star to five, left to right. */
const ASCENDING = [...STAR_VALUES].reverse();

const STARS: Record<Language, (count: number) => string> = {
  ro: (count) => (count === 1 ? "1 stea" : `${count} stele`),
  en: (count) => (count === 1 ? "1 star" : `${count} stars`),
};

function starRow(language: Language, product: ReviewRequestProduct): SafeHtml {
  const stars = STARS[language];
  const links = ASCENDING.map(
    (count) =>
      html`<a
        href="${product.starUrls[count]}"
        aria-label="${stars(count)}"
        title="${stars(count)}"
        style="display:inline-block;margin:0 4px 0 0;font-size:28px;line-height:32px;color:#d69e2e;text-decoration:none"
        >★</a
      >`,
  );
  return html`<p style="margin:0 0 4px;font-size:16px;line-height:24px;font-weight:bold;color:#1f2933">${product.title}</p>
    <p style="margin:0 0 20px">${safe(links.map((link) => link.html).join(""))}</p>`;
}

export const REVIEW_REQUEST_EMAIL = defineFlowEmail<ReviewRequestContent>({
  flow: "review_request",
  kind: "review_request",
  steps: [1],
  defaults: {
    1: {
      ro: {
        subject: "Cum ți se par produsele comandate? – {{storeName}}",
        body: "Comanda ta #{{orderNumber}} a ajuns acum câteva zile. Ne-ar ajuta să aflăm părerea ta sinceră, bună sau rea: alte persoane citesc recenziile înainte să aleagă.\n\nAlege numărul de stele pentru fiecare produs. Se deschide pagina produsului, unde poți adăuga câteva cuvinte dacă vrei.",
      },
      en: {
        subject: "How are you finding your order? – {{storeName}}",
        body: "Your order #{{orderNumber}} arrived a few days ago. Your honest opinion, good or bad, would help: other people read the reviews before they choose.\n\nChoose a number of stars for each product. The product's page opens, where you can add a few words if you like.",
      },
    },
  },
  placeholders: ["storeName", "orderNumber", "productNames"],
  forbidsIncentive: true,
  values: (content, _language, branding) => ({
    storeName: branding.brandName,
    orderNumber: String(content.orderNumber),
    productNames: content.products.map((product) => product.title).join(", "),
  }),
  blocks: (content, language) => ({
    html: content.products.map((product) => starRow(language, product)),
    text: content.products.map((product) =>
      [product.title, ...ASCENDING.map((count) => `${STARS[language](count)}: ${product.starUrls[count]}`)].join("\n"),
    ),
  }),
  footer: {
    ro: { why: (brand) => `Primești acest e-mail pentru că ai cumpărat de la ${brand}.`, stopFlow: "Nu mai vreau cereri de recenzie" },
    en: { why: (brand) => `You are receiving this email because you bought from ${brand}.`, stopFlow: "No more review requests" },
  },
  sample: (language, branding) => {
    const shop = sampleStoreUrl(branding, "/shop", language);
    return {
      orderNumber: 1042,
      products: SAMPLE_PRODUCT_TITLES[language].map((title) => ({
        title,
        starUrls: Object.fromEntries(STAR_VALUES.map((count) => [count, shop])) as Record<StarValue, string>,
      })),
    };
  },
});

export function renderReviewRequest(branding: MailBranding, input: ReviewRequestInput): MailMessage {
  const { orderNumber, products, ...rest } = input;
  return REVIEW_REQUEST_EMAIL.render(branding, { ...rest, content: { orderNumber, products } });
}
