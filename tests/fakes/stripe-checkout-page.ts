/**
 * The fake's stand-in for Stripe's hosted Checkout page: what is bought, the total, one Pay button (the e2e
 * journeys press it by that name) and the way back, in the session's language.
 */
import type { ServerResponse } from "node:http";
import type Stripe from "stripe";

/** What the page shows of a session. */
type HostedSession = Pick<Stripe.Checkout.Session, "id" | "status" | "locale" | "amount_total" | "currency" | "cancel_url" | "success_url">;

type PageLanguage = "en" | "ro";

const PAGE_TEXT: Record<PageLanguage, Record<"title" | "total" | "card" | "cancel" | "expired" | "complete" | "back", string>> = {
  en: {
    title: "Checkout",
    total: "Total due",
    card: "You pay with the test card Visa ending in 4242, expiring 12/2030.",
    cancel: "Cancel",
    expired: "This checkout has expired",
    complete: "This checkout is paid",
    back: "Return to the store",
  },
  ro: {
    title: "Plată",
    total: "De plată",
    card: "Plătiți cu cardul de test Visa care se termină în 4242, valabil până în 12/2030.",
    cancel: "Anulează",
    expired: "Această plată a expirat",
    complete: "Această plată a fost făcută",
    back: "Înapoi la magazin",
  },
};

const NUMBER_LOCALE: Record<PageLanguage, string> = { en: "en-GB", ro: "ro-RO" };

const PAGE_STYLE = [
  "body{margin:0;font:16px/1.5 system-ui,sans-serif;color:#1a1f36;background:#f6f9fc}",
  "main{max-width:28rem;margin:3rem auto;padding:2rem;background:#fff;border-radius:8px}",
  "button{font:inherit;color:#fff;background:#0a2540;border:0;border-radius:6px;padding:.75rem 2rem;cursor:pointer}",
  "a{color:#0a2540}",
].join("");

export function checkoutPage(session: HostedSession, items: readonly { name: string }[]): string {
  const language: PageLanguage = session.locale === "ro" ? "ro" : "en";
  const words = PAGE_TEXT[language];
  const what = items.map((item) => item.name).join(", ");
  if (session.status === "open") {
    const total = formatAmount(session.amount_total ?? 0, session.currency ?? "usd", language);
    const cancel = session.cancel_url ? `<p><a href="${escapeHtml(session.cancel_url)}">${words.cancel}</a></p>` : "";
    // "Pay" in every language: the e2e test presses the button by that name.
    const payLabel = language === "en" ? "Pay" : '<span lang="en">Pay</span>';
    const main = [
      `<h1>${escapeHtml(what)}</h1>`,
      `<p>${words.total}: <strong>${escapeHtml(total)}</strong></p>`,
      `<p>${words.card}</p>`,
      `<form method="post" action="/checkout/${encodeURIComponent(session.id)}/pay"><button type="submit">${payLabel}</button></form>`,
      cancel,
    ].join("");
    return htmlDocument(language, `${what} – ${words.title}`, main);
  }
  const paid = session.status === "complete";
  const back = paid ? session.success_url : session.cancel_url;
  const heading = paid ? words.complete : words.expired;
  const link = back ? `<p><a href="${escapeHtml(back)}">${words.back}</a></p>` : "";
  return htmlDocument(language, `${heading} – ${words.title}`, `<h1>${heading}</h1>${link}`);
}

export function notFoundPage(): string {
  return htmlDocument("en", "Not found – Checkout", "<h1>There is no such checkout</h1>");
}

function htmlDocument(language: PageLanguage, title: string, main: string): string {
  // The empty icon keeps the browser from asking for /favicon.ico, whose 404 would be a console error.
  return [
    "<!doctype html>",
    `<html lang="${language}">`,
    '<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><link rel="icon" href="data:,">',
    `<title>${escapeHtml(title)}</title><style>${PAGE_STYLE}</style></head>`,
    `<body><main>${main}</main></body>`,
    "</html>",
  ].join("\n");
}

/** Minor units as the currency writes them: 20899 RON is 208,99 RON; 500 JPY is ¥500. */
function formatAmount(minor: number, currency: string, language: PageLanguage): string {
  const format = new Intl.NumberFormat(NUMBER_LOCALE[language], { style: "currency", currency: currency.toUpperCase() });
  return format.format(minor / 10 ** (format.resolvedOptions().maximumFractionDigits ?? 2));
}

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

export function sendHtml(response: ServerResponse, status: number, html: string): void {
  response.writeHead(status, { "Content-Type": "text/html; charset=utf-8" }).end(html);
}
