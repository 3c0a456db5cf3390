/**
 * The links of the marketing flows' emails (decision 0110), plain server-rendered pages with no script:
 * - GET /email/click/{token}: counts the message's first click and redirects (302) to the store path the token signs.
 * - GET /email/unsubscribe/{token}: says what the link stops (this flow, or every flow) and asks to confirm with one
 *   press, since mail scanners open links; nothing changes.
 * - POST /email/unsubscribe/{token}: the page's button, or a mail client's RFC 8058 one-click POST
 *   (`List-Unsubscribe=One-Click`, whose body is not read): unsubscribes and confirms, in the email's language.
 * A forged, altered or expired token answers 404 in the shopper's language, and nothing changes.
 */
import { Hono, type Context } from "hono";
import type { Language } from "#domain/locale";
import { escapeHtml } from "#domain/escape-html";
import type { FlowMessages } from "#server/commerce/retention/module";
import { FLOW_CLICK_PATH, FLOW_UNSUBSCRIBE_PATH } from "#server/commerce/retention/module";
import type { RequestVariables } from "#server/http/request-logging";
import { plainPage } from "#server/http/plain-page";
import { shopperLanguage } from "#server/http/shopper-language";
import { perClientLimit, privateLink, type ClientLimiting } from "./orders-http.ts";
import { FLOW_EMAIL_COPY } from "#server/messages/flow-emails";

// Tokens cannot be guessed; the limit only keeps a script from spending the database on trying.
export const FLOW_LINKS_PER_MINUTE = 60;

export interface FlowEmailRoutesOptions extends ClientLimiting {
  messages: Pick<FlowMessages, "click" | "describeUnsubscribe" | "unsubscribe">;
  brandName: string;
}

type Env = { Variables: RequestVariables };

// Loads nothing, may not be framed, posts only to itself; a link in an email is not for search engines.
const PAGE_HEADERS = {
  "Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'",
  "X-Frame-Options": "DENY",
  "Cache-Control": "no-store",
  "X-Robots-Tag": "noindex",
  "Referrer-Policy": "no-referrer",
};

const STYLE = `
p{margin:0 0 1.25rem}
button,.link{display:block;width:100%;min-height:3rem;padding:.75rem 1rem;border-radius:.5rem;font:inherit;font-weight:600;text-align:center;text-decoration:none;cursor:pointer}
button{background:#7b3f61;color:#fff;border:2px solid #7b3f61}
.link{background:#fff;color:#1f2933;border:2px solid #9aa5b1}
form{margin:0 0 .75rem}
button:focus-visible,.link:focus-visible{outline:3px solid #b4532a;outline-offset:2px}
`;

const shopLink = (language: Language) =>
  `<a class="link" href="/${language === "en" ? "?lng=en" : ""}">${escapeHtml(FLOW_EMAIL_COPY[language].backToShop)}</a>`;

export function flowEmailRoutes({ messages, brandName, ...limiting }: FlowEmailRoutesOptions): Hono<Env> {
  const app = new Hono<Env>();
  const limit = perClientLimit(limiting, "flow.links", FLOW_LINKS_PER_MINUTE);

  /** Every page reads the same: its title as the heading, what it has to say, then the way back to the shop. */
  const answerPage = (c: Context, status: 200 | 404, language: Language, title: string, content: string) =>
    c.html(
      plainPage({ language, brandName, title, style: STYLE, body: `<h1>${escapeHtml(title)}</h1>\n${content}\n${shopLink(language)}` }),
      status,
      PAGE_HEADERS,
    );

  const notFound = (c: Context) => {
    const language = shopperLanguage(c);
    const copy = FLOW_EMAIL_COPY[language];
    return answerPage(c, 404, language, copy.invalidTitle, `<p role="alert">${escapeHtml(copy.invalid)}</p>`);
  };

  app.get(`${FLOW_CLICK_PATH}/:token`, limit, privateLink, async (c) => {
    const landed = await messages.click(c.req.param("token"));
    if (!landed) return notFound(c);
    return c.redirect(landed.target, 302);
  });

  app.get(`${FLOW_UNSUBSCRIBE_PATH}/:token`, limit, async (c) => {
    const found = await messages.describeUnsubscribe(c.req.param("token"));
    if (found.kind === "unknown") return notFound(c);
    const copy = FLOW_EMAIL_COPY[found.language];
    const question = found.scope === "all" ? copy.askAll : copy.askFlow(found.flow);
    return answerPage(
      c,
      200,
      found.language,
      copy.unsubscribeTitle,
      `<p>${escapeHtml(question)}</p>
<form method="post" action="${escapeHtml(c.req.path)}">
<button type="submit">${escapeHtml(copy.confirm)}</button>
</form>`,
    );
  });

  app.post(`${FLOW_UNSUBSCRIBE_PATH}/:token`, limit, async (c) => {
    const done = await messages.unsubscribe(c.req.param("token"));
    if (done.kind === "unknown") return notFound(c);
    const copy = FLOW_EMAIL_COPY[done.language];
    const confirmation = done.scope === "all" ? copy.doneAll : copy.doneFlow(done.flow);
    return answerPage(c, 200, done.language, copy.doneTitle, `<p role="status">${escapeHtml(confirmation)}</p>`);
  });

  return app;
}
