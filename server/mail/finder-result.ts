/**
 * The supplement finder's result, mailed because the shopper asked for it on the finder's page (issue 68 item 5,
 * decision 0159): the recommended products with the owner's sentence on each and a link to its page. A service email,
 * not marketing; it carries nothing of the shopper's answers, which the store never received.
 */
import type { Language } from "#domain/locale";
import { productPagePath } from "#domain/product-links";
import { FINDER_PATH } from "#domain/finder-quiz";
import { html, letterMail, smallPrint } from "./layout.ts";
import type { MailBranding, MailMessage } from "./mail-types.ts";

export interface FinderResultMail {
  to: string;
  language: Language;
  products: ReadonlyArray<{ handle: string; title: string; why: string | null }>;
}

const COPY = {
  ro: {
    subject: (brand: string) => `Suplimentele potrivite pentru tine – ${brand}`,
    greeting: "Bună,",
    lead: "Iată ce ți-a recomandat ghidul nostru de suplimente:",
    see: "Vezi produsul",
    note: "Suplimentele alimentare nu înlocuiesc o dietă variată și echilibrată și un stil de viață sănătos. Dacă ești însărcinată, alăptezi sau iei medicamente, întreabă-ți medicul înainte.",
    again: "Poți relua oricând ghidul:",
    why: "Primești acest e-mail o singură dată, pentru că l-ai cerut pe pagina ghidului. Nu am păstrat răspunsurile tale.",
  },
  en: {
    subject: (brand: string) => `The supplements that suit you – ${brand}`,
    greeting: "Hello,",
    lead: "Here is what our supplement finder recommended for you:",
    see: "See the product",
    note: "Food supplements are no substitute for a varied, balanced diet and a healthy lifestyle. If you are pregnant, breastfeeding or taking medication, ask your doctor first.",
    again: "You can take the finder again at any time:",
    why: "You get this email once, because you asked for it on the finder's page. We did not keep your answers.",
  },
} satisfies Record<Language, unknown>;

export function renderFinderResult(branding: MailBranding, mail: FinderResultMail): MailMessage {
  const copy = COPY[mail.language];
  const url = (path: string) => new URL(path, `${branding.baseUrl}/`).toString();
  const finderUrl = url(`${FINDER_PATH}${mail.language === "en" ? "?lng=en" : ""}`);
  const products = mail.products.map((product) => ({ ...product, url: url(productPagePath(product.handle, mail.language)) }));
  return letterMail(branding, mail, {
    kind: "finder_result",
    subject: copy.subject(branding.brandName),
    greeting: copy.greeting,
    sentences: [copy.lead],
    htmlAfter: [
      ...products.map(
        (product) =>
          html`<p style="margin:0 0 16px;font-size:15px;line-height:22px">
            <a href="${product.url}" style="color:#7b3f61;font-weight:bold">${product.title}</a><br />
            ${product.why ?? ""}
          </p>`,
      ),
      smallPrint(copy.note),
      html`<p style="margin:0 0 16px;font-size:13px;line-height:20px;color:#52606d">
        ${copy.again} <a href="${finderUrl}" style="color:#7b3f61">${finderUrl}</a>
      </p>`,
      smallPrint(copy.why),
    ],
    textAfter: [
      ...products.map((product) => [product.title, product.why, `${copy.see}: ${product.url}`].filter(Boolean).join("\n")),
      copy.note,
      `${copy.again} ${finderUrl}`,
      copy.why,
    ],
  });
}
