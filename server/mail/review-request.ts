/**
 * The review request (issue 46 item 3): some days after the parcel arrived, one email per order asks how each of
 * its products is doing, with one link per star (1–5) that opens the product's review form with that rating chosen.
 * It asks for an honest opinion and offers nothing for one (UCPD: no incentive tied to a review; a test reads
 * both languages for one). A flow email is marketing, so it says why it came and carries the one-click way out
 * of this flow and of every flow, in the body and in the headers (RFC 2369 List-Unsubscribe, RFC 8058).
 */
import type { Language } from "#domain/locale";
import { STAR_VALUES, type StarValue } from "#domain/review-rating";
import { HELLO } from "./wording.ts";
import { html, htmlDocument, paragraph, safe, smallPrint, textDocument, type SafeHtml } from "./layout.ts";
import type { MailBranding, MailMessage } from "./mail-types.ts";

export interface ReviewRequestProduct {
  title: string;
  /** The click link of each star, 1 to 5. */
  starUrls: Record<StarValue, string>;
}

export interface ReviewRequestInput {
  to: string;
  language: Language;
  orderNumber: number;
  products: readonly ReviewRequestProduct[];
  /** The page that stops this flow's emails, and the one that stops every flow's. */
  unsubscribeFlowUrl: string;
  unsubscribeAllUrl: string;
  /** Where a mail client POSTs `List-Unsubscribe=One-Click` (this flow). */
  oneClickUrl: string;
}

/** One star to five, left to right. */
const ASCENDING = [...STAR_VALUES].reverse();

const COPY = {
  ro: {
    subject: (brand: string) => `Cum ți se par produsele comandate? – ${brand}`,
    lead: (orderNumber: number) =>
      `Comanda ta #${orderNumber} a ajuns acum câteva zile. Ne-ar ajuta să aflăm părerea ta sinceră, bună sau rea: alte persoane citesc recenziile înainte să aleagă.`,
    howTo: "Alege numărul de stele pentru fiecare produs. Se deschide pagina produsului, unde poți adăuga câteva cuvinte dacă vrei.",
    stars: (count: number) => (count === 1 ? "1 stea" : `${count} stele`),
    why: (brand: string) => `Primești acest e-mail pentru că ai cumpărat de la ${brand}.`,
    stopFlow: "Nu mai vreau cereri de recenzie",
    stopAll: "Nu mai vreau niciun e-mail de acest fel",
  },
  en: {
    subject: (brand: string) => `How are you finding your order? – ${brand}`,
    lead: (orderNumber: number) =>
      `Your order #${orderNumber} arrived a few days ago. Your honest opinion, good or bad, would help: other people read the reviews before they choose.`,
    howTo: "Choose a number of stars for each product. The product's page opens, where you can add a few words if you like.",
    stars: (count: number) => (count === 1 ? "1 star" : `${count} stars`),
    why: (brand: string) => `You are receiving this email because you bought from ${brand}.`,
    stopFlow: "No more review requests",
    stopAll: "No more emails like this",
  },
} as const satisfies Record<Language, unknown>;

function starRow(language: Language, product: ReviewRequestProduct): SafeHtml {
  const copy = COPY[language];
  const links = ASCENDING.map(
    (stars) =>
      html`<a
        href="${product.starUrls[stars]}"
        aria-label="${copy.stars(stars)}"
        title="${copy.stars(stars)}"
        style="display:inline-block;margin:0 4px 0 0;font-size:28px;line-height:32px;color:#d69e2e;text-decoration:none"
        >★</a
      >`,
  );
  return html`<p style="margin:0 0 4px;font-size:16px;line-height:24px;font-weight:bold;color:#1f2933">${product.title}</p>
    <p style="margin:0 0 20px">${safe(links.map((link) => link.html).join(""))}</p>`;
}

export function renderReviewRequest(branding: MailBranding, input: ReviewRequestInput): MailMessage {
  const { language, products } = input;
  const copy = COPY[language];
  const hello = HELLO[language]("");
  const subject = copy.subject(branding.brandName);
  const body = [
    paragraph(hello),
    paragraph(copy.lead(input.orderNumber)),
    paragraph(copy.howTo),
    ...products.map((product) => starRow(language, product)),
    smallPrint(copy.why(branding.brandName)),
    html`<p style="margin:0 0 12px;font-size:13px;line-height:20px;color:#52606d">
      <a href="${input.unsubscribeFlowUrl}" style="color:#7b3f61">${copy.stopFlow}</a> ·
      <a href="${input.unsubscribeAllUrl}" style="color:#7b3f61">${copy.stopAll}</a>
    </p>`,
  ];
  const text = textDocument(language, branding, [
    hello,
    copy.lead(input.orderNumber),
    copy.howTo,
    ...products.map((product) =>
      [product.title, ...ASCENDING.map((stars) => `${copy.stars(stars)}: ${product.starUrls[stars]}`)].join("\n"),
    ),
    copy.why(branding.brandName),
    `${copy.stopFlow}: ${input.unsubscribeFlowUrl}`,
    `${copy.stopAll}: ${input.unsubscribeAllUrl}`,
  ]);
  return {
    kind: "review_request",
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
