/**
 * The sandbox gateway's hosted payment page, `GET /pay/{paymentId}` and its form's `POST`, mounted only in
 * test mode. It is plain server-rendered HTML (no script), in the order's language: a banner saying no
 * money moves, the shop, the order, the amount, the chosen method and three buttons — pay, be declined,
 * cancel. The post is refused from another
 * site (Origin / Sec-Fetch-Site), the page may not be framed, and the attempt id in the URL is an
 * unguessable capability, so only the shopper who was sent here can settle it.
 */
import { Hono, type Context } from "hono";
import type { Language } from "#domain/locale";
import { formatPrice } from "#domain/format-price";
import { toDecimalString } from "#domain/money";
import { paymentMethodName } from "#server/commerce/orders/module";
import { orderPaymentMethod } from "#server/commerce/shared/order-rows";
import type { PaymentPageView, PaymentService, SandboxAction } from "#server/commerce/payments/module";
import { escapeHtml } from "#domain/escape-html";
import type { PaymentMethod, PaymentResult } from "#domain/order-contract";
import { CARD_SETUP_PAGE_PATH, PAYMENT_PAGE_PATH } from "#server/commerce/payments/module";
import type { CardSetupPage, SubscriptionCardSetups } from "#server/commerce/subscriptions/module";
import { plainPage } from "#server/http/plain-page";
import type { RequestVariables } from "#server/http/request-logging";

interface PageCopy {
  title: string;
  /** The banner on every page of the sandbox: it plays a gateway, nothing is charged. */
  testMode: { title: string; text: string };
  choose: string;
  order: (orderNumber: number) => string;
  orderLabel: string;
  amount: string;
  method: string;
  instrument: Record<Exclude<PaymentMethod, "cod">, string>;
  pay: (amount: string) => string;
  decline: string;
  declineHint: string;
  cancel: string;
  settled: Record<PaymentResult, string>;
  continue: string;
  superseded: string;
  backToShop: string;
  notFound: string;
  forbidden: string;
  setup: { title: string; text: (email: string) => string; save: string; cancel: string; done: string };
}

const COPY: Record<Language, PageCopy> = {
  ro: {
    title: "Plată securizată",
    testMode: {
      title: "Mod de test: nu se mută niciun ban",
      text: "Pagina aceasta doar simulează o plată. Nu ți se ia niciun ban și nu ai nevoie de un card adevărat.",
    },
    choose: "Alege cum se încheie plata.",
    order: (orderNumber) => `Comanda #${orderNumber}`,
    orderLabel: "Comanda",
    amount: "Suma de plată",
    method: "Metoda de plată",
    instrument: {
      card: "Card de test ••••\u00a04242",
      paypal: "Cont PayPal de test",
      apple_pay: "Portofel Apple Pay de test",
      google_pay: "Portofel Google Pay de test",
    },
    pay: (amount) => `Plătește ${amount}`,
    decline: "Simulează o plată refuzată",
    declineHint: "Banca refuză plata; comanda rămâne în așteptare și poți încerca din nou.",
    cancel: "Anulează și revino în magazin",
    settled: {
      paid: "Plata a fost efectuată.",
      declined: "Plata a fost refuzată.",
      cancelled: "Plata a fost anulată.",
    },
    continue: "Continuă",
    superseded: "Acest link de plată nu mai este valabil: a fost deschisă o încercare nouă pentru această comandă.",
    backToShop: "Înapoi la magazin",
    notFound: "Plata nu a fost găsită.",
    forbidden: "Cererea nu a venit de pe pagina de plată.",
    setup: {
      title: "Adaugă un card",
      text: (email) => `Cardul de test ••••\u00a04242 va plăti livrările abonamentului lui ${email}. Acum nu se plătește nimic.`,
      save: "Salvează cardul",
      cancel: "Anulează și revino în magazin",
      done: "Cererea aceasta a fost deja folosită.",
    },
  },
  en: {
    title: "Secure payment",
    testMode: {
      title: "Test mode: no money moves",
      text: "This page only plays a payment. Nothing is charged to you and you need no real card.",
    },
    choose: "Choose how the payment ends.",
    order: (orderNumber) => `Order #${orderNumber}`,
    orderLabel: "Order",
    amount: "Amount to pay",
    method: "Payment method",
    instrument: {
      card: "Test card ••••\u00a04242",
      paypal: "Test PayPal account",
      apple_pay: "Test Apple Pay wallet",
      google_pay: "Test Google Pay wallet",
    },
    pay: (amount) => `Pay ${amount}`,
    decline: "Simulate a declined payment",
    declineHint: "The bank declines the payment; the order keeps waiting and you can try again.",
    cancel: "Cancel and return to the shop",
    settled: {
      paid: "The payment was made.",
      declined: "The payment was declined.",
      cancelled: "The payment was cancelled.",
    },
    continue: "Continue",
    superseded: "This payment link is no longer valid: a newer attempt was opened for this order.",
    backToShop: "Back to the shop",
    notFound: "Payment not found.",
    forbidden: "The request did not come from the payment page.",
    setup: {
      title: "Add a card",
      text: (email) => `The test card ••••\u00a04242 will pay the subscription deliveries of ${email}. Nothing is charged now.`,
      save: "Save the card",
      cancel: "Cancel and return to the shop",
      done: "This request has already been used.",
    },
  },
};

const STYLE = `
.test-mode{margin:0 0 1rem;padding:.875rem 1rem;border:2px dashed #8a6100;border-radius:.75rem;background:#fff6d6;color:#4a3600}
.test-mode strong{display:block;font-size:1rem;text-transform:uppercase;letter-spacing:.04em}
.test-mode p{margin:.25rem 0 0;font-size:.875rem}
.note{margin:0 0 1.25rem;font-size:.9375rem;color:#52606d}
dl{margin:0 0 1.5rem;display:grid;grid-template-columns:auto 1fr;gap:.5rem 1rem}
dt{color:#52606d}dd{margin:0;font-weight:600;text-align:right}
form{display:grid;gap:.75rem}
button,.link{display:block;width:100%;min-height:3rem;padding:.75rem 1rem;border-radius:.5rem;font:inherit;font-weight:600;text-align:center;text-decoration:none;cursor:pointer}
.pay{background:#1f2933;color:#fff;border:2px solid #1f2933}
.secondary{background:#fff;color:#1f2933;border:2px solid #9aa5b1}
.hint{margin:-.25rem 0 .25rem;font-size:.8125rem;color:#52606d}
button:focus-visible,.link:focus-visible{outline:3px solid #b4532a;outline-offset:2px}
p.status{margin:0 0 1.5rem;font-size:1.125rem}
`;

// The page may not be framed (no clickjacking of the pay button), loads nothing, and posts only to itself.
const PAGE_SECURITY = {
  "Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'",
  "X-Frame-Options": "DENY",
  "Cache-Control": "no-store",
  "X-Robots-Tag": "noindex",
  // Not `no-referrer`: with it browsers send `Origin: null` on the page's own form, which the same-origin check refuses.
  "Referrer-Policy": "same-origin",
};

function document(language: Language, brandName: string, title: string, body: string): string {
  const { testMode } = COPY[language];
  const lead = `<div class="test-mode" role="note" aria-labelledby="test-mode-title">
<strong id="test-mode-title">${escapeHtml(testMode.title)}</strong>
<p>${escapeHtml(testMode.text)}</p>
</div>
`;
  return plainPage({ language, brandName, title, style: STYLE, body, lead });
}

function openPage(copy: PageCopy, view: PaymentPageView, action: string): string {
  const { order, payment } = view;
  const amount = formatPrice(toDecimalString(payment.amountMinor, payment.currencyCode.trim()), payment.currencyCode.trim());
  const method = orderPaymentMethod(payment);
  const instrument = method === "cod" ? "" : copy.instrument[method];
  return `<h1>${escapeHtml(copy.title)}</h1>
<p class="note">${escapeHtml(copy.choose)}</p>
<dl>
<dt>${escapeHtml(copy.orderLabel)}</dt><dd>#${order.orderNumber}</dd>
<dt>${escapeHtml(copy.amount)}</dt><dd>${escapeHtml(amount)}</dd>
<dt>${escapeHtml(copy.method)}</dt><dd>${escapeHtml(paymentMethodName(order.language, method))}<br><span class="hint">${escapeHtml(instrument)}</span></dd>
</dl>
<form method="post" action="${escapeHtml(action)}">
<button class="pay" type="submit" name="outcome" value="pay">${escapeHtml(copy.pay(amount))}</button>
<button class="secondary" type="submit" name="outcome" value="decline" aria-describedby="decline-hint">${escapeHtml(copy.decline)}</button>
<p class="hint" id="decline-hint">${escapeHtml(copy.declineHint)}</p>
<button class="secondary" type="submit" name="outcome" value="cancel">${escapeHtml(copy.cancel)}</button>
</form>`;
}

function closedPage(copy: PageCopy, view: PaymentPageView): string {
  if (view.state === "settled" && view.finishUrl) {
    const result = view.payment.result as PaymentResult;
    return `<h1>${escapeHtml(copy.order(view.order.orderNumber))}</h1>
<p class="status" role="status">${escapeHtml(copy.settled[result])}</p>
<a class="link pay" href="${escapeHtml(view.finishUrl)}">${escapeHtml(copy.continue)}</a>`;
  }
  return `<h1>${escapeHtml(copy.order(view.order.orderNumber))}</h1>
<p class="status" role="status">${escapeHtml(copy.superseded)}</p>
<a class="link secondary" href="/${view.order.language === "en" ? "?lng=en" : ""}">${escapeHtml(copy.backToShop)}</a>`;
}

function messagePage(language: Language, brandName: string, message: string): string {
  return document(
    language,
    brandName,
    message,
    `<h1>${escapeHtml(message)}</h1>
<a class="link secondary" href="/${language === "en" ? "?lng=en" : ""}">${escapeHtml(COPY[language].backToShop)}</a>`,
  );
}

/** A post from another site (or a framed one) carries its own Origin, or says cross-site; a same-page form says neither. */
function isSameOriginPost(c: Context, baseUrl: string): boolean {
  const site = c.req.header("Sec-Fetch-Site");
  if (site !== undefined && site !== "same-origin" && site !== "none") return false;
  const origin = c.req.header("Origin");
  if (origin === undefined || origin === "null") return origin === undefined;
  const own = new Set([new URL(baseUrl).origin, new URL(c.req.url).origin]);
  return own.has(origin);
}

const ACTIONS: ReadonlySet<string> = new Set(["pay", "decline", "cancel"]);

export interface PaymentPageOptions {
  payments: PaymentService;
  cardSetups: Pick<SubscriptionCardSetups, "sandboxPage" | "sandboxRespond">;
  brandName: string;
  baseUrl: string;
  /** The language of pages about no order (an unknown id). */
  languageOf: (c: Context) => Language;
}

function setupPage(copy: PageCopy, page: CardSetupPage, action: string): string {
  if (page.status !== "pending")
    return `<h1>${escapeHtml(copy.setup.title)}</h1>
<p class="status" role="status">${escapeHtml(copy.setup.done)}</p>
<a class="link secondary" href="/${page.language === "en" ? "?lng=en" : ""}">${escapeHtml(copy.backToShop)}</a>`;
  return `<h1>${escapeHtml(copy.setup.title)}</h1>
<p class="note">${escapeHtml(copy.setup.text(page.email))}</p>
<form method="post" action="${escapeHtml(action)}">
<button class="pay" type="submit" name="outcome" value="save">${escapeHtml(copy.setup.save)}</button>
<button class="secondary" type="submit" name="outcome" value="cancel">${escapeHtml(copy.setup.cancel)}</button>
</form>`;
}

export function paymentPageRoutes({
  payments,
  cardSetups,
  brandName,
  baseUrl,
  languageOf,
}: PaymentPageOptions): Hono<{ Variables: RequestVariables }> {
  const app = new Hono<{ Variables: RequestVariables }>();
  const setupPath = `${CARD_SETUP_PAGE_PATH}/:setupId`;

  // A subscription's new card (decision 0045): the sandbox plays the provider's setup page.
  app.get(setupPath, async (c) => {
    const page = await cardSetups.sandboxPage(c.req.param("setupId"));
    if (!page) return c.html(messagePage(languageOf(c), brandName, COPY[languageOf(c)].notFound), 404, PAGE_SECURITY);
    const copy = COPY[page.language];
    return c.html(document(page.language, brandName, copy.setup.title, setupPage(copy, page, c.req.path)), 200, PAGE_SECURITY);
  });
  app.post(setupPath, async (c) => {
    if (!isSameOriginPost(c, baseUrl))
      return c.html(messagePage(languageOf(c), brandName, COPY[languageOf(c)].forbidden), 403, PAGE_SECURITY);
    const form = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
    const outcome = form.outcome === "save" || form.outcome === "cancel" ? form.outcome : null;
    const page = await cardSetups.sandboxPage(c.req.param("setupId"));
    if (!page) return c.html(messagePage(languageOf(c), brandName, COPY[languageOf(c)].notFound), 404, PAGE_SECURITY);
    const next = outcome ? await cardSetups.sandboxRespond(page.setupId, outcome) : null;
    if (!next)
      return c.html(
        document(page.language, brandName, COPY[page.language].setup.title, setupPage(COPY[page.language], page, c.req.path)),
        400,
        PAGE_SECURITY,
      );
    return c.redirect(next, 303);
  });
  app.all(setupPath, (c) => c.text("Method Not Allowed", 405, { Allow: "GET, POST" }));

  const path = `${PAYMENT_PAGE_PATH}/:paymentId`;

  const render = (c: Context, view: PaymentPageView) => {
    const copy = COPY[view.order.language];
    const action = `${PAYMENT_PAGE_PATH}/${encodeURIComponent(view.payment.publicId)}`;
    const body = view.state === "open" ? openPage(copy, view, action) : closedPage(copy, view);
    return c.html(document(view.order.language, brandName, copy.title, body), view.state === "superseded" ? 409 : 200, PAGE_SECURITY);
  };
  const notFound = (c: Context) => c.html(messagePage(languageOf(c), brandName, COPY[languageOf(c)].notFound), 404, PAGE_SECURITY);

  app.get(path, async (c) => {
    const view = await payments.page(c.req.param("paymentId"));
    return view ? render(c, view) : notFound(c);
  });

  app.post(path, async (c) => {
    if (!isSameOriginPost(c, baseUrl))
      return c.html(messagePage(languageOf(c), brandName, COPY[languageOf(c)].forbidden), 403, PAGE_SECURITY);
    const form = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
    const outcome = form.outcome;
    if (typeof outcome !== "string" || !ACTIONS.has(outcome)) {
      const view = await payments.page(c.req.param("paymentId"));
      return view ? render(c, view) : notFound(c);
    }
    const view = await payments.respond(c.req.param("paymentId"), outcome as SandboxAction);
    if (!view) return notFound(c);
    if (view.state === "settled" && view.finishUrl) {
      c.var.log.info({ orderNumber: view.order.orderNumber, result: view.payment.result }, "sandbox payment settled");
      return c.redirect(view.finishUrl, 303);
    }
    return render(c, view);
  });

  app.all(path, (c) => c.text("Method Not Allowed", 405, { Allow: "GET, POST" }));
  return app;
}
