/**
 * The email a newsletter sign-up promises (the discount popup and the footer form): the issued code,
 * in the language the shopper signed up in, with the way out in the body and in the headers mail
 * clients show as "Unsubscribe" (RFC 2369 List-Unsubscribe, RFC 8058 one-click).
 */
import type { Language } from "#domain/locale";
import { oneClickUnsubscribeUrl, unsubscribePageUrl } from "#domain/newsletter";
import { button, html, htmlDocument, paragraph, textDocument } from "./layout.ts";
import type { MailBranding, MailMessage } from "./mail-types.ts";

interface CodeCopy {
  subject: string;
  greeting: string;
  lead: string;
  howTo: string;
  shop: string;
  why: string;
  unsubscribe: string;
}

const COPY: Record<Language, (brand: string, percent: number, host: string) => CodeCopy> = {
  ro: (brand, percent, host) => ({
    subject: `Codul tău de ${percent}% reducere – ${brand}`,
    greeting: "Bună,",
    lead: `Mulțumim că te-ai abonat la newsletterul ${brand}. Iată codul tău de ${percent}% reducere la prima comandă:`,
    howTo: "Introdu codul în coș sau la finalizarea comenzii. Reducerea se aplică o singură dată pentru fiecare adresă de e-mail.",
    shop: "Mergi la magazin",
    why: `Primești acest e-mail pentru că ți-ai lăsat adresa pe ${host}. Nu mai vrei e-mailuri de la noi?`,
    unsubscribe: "Dezabonează-te",
  }),
  en: (brand, percent, host) => ({
    subject: `Your ${percent}% discount code – ${brand}`,
    greeting: "Hello,",
    lead: `Thank you for subscribing to the ${brand} newsletter. Here is your ${percent}% discount code for your first order:`,
    howTo: "Enter the code in your cart or at checkout. The discount applies once per email address.",
    shop: "Go to the shop",
    why: `You are receiving this email because you left your address on ${host}. Don't want our emails any more?`,
    unsubscribe: "Unsubscribe",
  }),
};

export interface NewsletterCodeInput {
  to: string;
  language: Language;
  code: string;
  percent: number;
  unsubscribeToken: string;
}

export function renderNewsletterCode(
  branding: MailBranding,
  { to, language, code, percent, unsubscribeToken }: NewsletterCodeInput,
): MailMessage {
  const copy = COPY[language](branding.brandName, percent, new URL(branding.baseUrl).host);
  const shopUrl = new URL("/shop", `${branding.baseUrl}/`);
  if (language === "en") shopUrl.searchParams.set("lng", "en");
  const unsubscribeUrl = unsubscribePageUrl(branding.baseUrl, unsubscribeToken, language);

  const body = [
    paragraph(copy.greeting),
    paragraph(copy.lead),
    html`<p
      style="margin:0 0 16px;padding:16px;border:2px dashed #7b3f61;border-radius:8px;text-align:center;font-family:'Courier New',monospace;font-size:28px;font-weight:bold;letter-spacing:4px;color:#7b3f61"
    >
      ${code}
    </p>`,
    paragraph(copy.howTo),
    button(copy.shop, shopUrl.toString()),
    html`<p style="margin:0 0 12px;font-size:13px;line-height:20px;color:#52606d">
      ${copy.why} <a href="${unsubscribeUrl}" style="color:#7b3f61">${copy.unsubscribe}</a>
    </p>`,
  ];
  const text = textDocument(language, branding, [
    copy.greeting,
    copy.lead,
    code,
    copy.howTo,
    `${copy.shop}: ${shopUrl.toString()}`,
    `${copy.why} ${copy.unsubscribe}: ${unsubscribeUrl}`,
  ]);
  return {
    kind: "newsletter_code",
    to,
    language,
    subject: copy.subject,
    html: htmlDocument(language, branding, copy.subject, body),
    text,
    headers: {
      "List-Unsubscribe": `<${oneClickUnsubscribeUrl(branding.baseUrl, unsubscribeToken)}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    },
  };
}
