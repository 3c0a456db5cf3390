/**
 * The staff's invoices (issue 21 item 7, docs/api.md "Store admin: invoices"), under /api/admin: their files
 * (GET /invoices/{id}/pdf, /xml — the e-Factura UBL — and /anaf-answer, ANAF's ZIP as kept, the legal record every
 * member may read) and e-Factura's two steps,
 * POST /invoices/{id}/efactura/send and /refresh → {invoice}: upload to ANAF, ask how it stands (`invoices.efactura`,
 * the owner's; audited); and the accountant's month, GET /invoices/export?month=YYYY-MM (a ZIP, the owner's: it holds
 * ANAF's answers); GET /invoices/reconciliation?month=YYYY-MM, the month's VAT beside what e-Factura accepted. The
 * pages read the lists through their loaders.
 */
import { taggedContract } from "../route-kit.ts";
import type { Context } from "hono";
import { z } from "zod";
import {
  invoiceEfacturaAnswerSchema,
  invoiceIssuerChangeSchema,
  invoiceIssuerInputSchema,
  invoiceIssuerSchema,
  reconcilableMonth,
  vatReconciliationSchema,
} from "#domain/admin/invoices";
import { shopCalendarDay } from "#domain/order-subscription-dates";
import type { InvoiceService, IssuerChoice, RuleBreach } from "#server/commerce/invoicing/module";
import { body } from "#server/http/kit/read-body";
import { rowIdParam } from "#server/http/kit/row-id";
import type { RouteExample } from "#server/http/kit/contract";
import { problem } from "#server/http/kit/problem";
import { shopperLanguage } from "#server/http/shopper-language";
import { ADMIN_INVOICE_MESSAGES } from "#server/messages/admin/invoices";
import { ciusRoText, MONTH_PATTERN } from "#server/commerce/invoicing/module";
import { ADMIN_API } from "./auth.ts";
import { adminBodyLimit, adminRouteGroups, type AdminRoutes, type AdminRouteOptions } from "./door.ts";
import { staffActor } from "./http.ts";
import { invoiceResponse } from "../invoice-http.ts";
import { SHOP_TIME_ZONE } from "#domain/admin/dashboard";

const described = taggedContract(["Admin: invoices"]);
const UNKNOWN_INVOICE = { name: "an unknown invoice", params: { id: "999999" }, status: 404 };

/** Each broken rule as ANAF words it: `BR-RO-111: Daca Codul tarii Cumparatorului (BT-55) este RO, …`. */
const ruleTexts = (breaches: readonly RuleBreach[], language: "ro" | "en") =>
  breaches.map((breach) => `${breach.rule}: ${ciusRoText(breach.message, language)}`).join(" ");

type InvoiceRouteOptions = AdminRouteOptions & { invoices: InvoiceService; issuerChoice: IssuerChoice; clock: () => Date };

const messages = (c: Context) => ADMIN_INVOICE_MESSAGES[shopperLanguage(c)];
const notFound = (c: Context) => problem(c, 404, "not_found", messages(c).notFound);
const thisMonth = new Intl.DateTimeFormat("en-CA", { timeZone: SHOP_TIME_ZONE, year: "numeric", month: "2-digit" });

/** The month routes' query: the month of Romanian time the accountant asks about, not one still to come. */
const MONTH_QUERY = z.object({ month: z.string().describe("The month, YYYY-MM, not in the future.") });
/** A month route's examples: a month it answers, and one written as it refuses. */
const monthExamples = (writtenOtherwise: string): RouteExample[] => [
  { name: "a month", query: { month: "2026-01" }, status: 200 },
  { name: "a month written otherwise", query: { month: writtenOtherwise }, status: 400 },
];
const badMonth = (c: Context) =>
  problem(c, 400, "invalid_field", messages(c).month, { field: "month", fields: { month: messages(c).month } });

export function adminInvoiceRoutes(options: InvoiceRouteOptions): AdminRoutes {
  return adminRouteGroups(options, [monthExportRoute, reconciliationRoute, invoiceDocumentRoutes, efacturaRoutes, issuerRoutes]);
}

/**
 * Who numbers the invoices (issue 70 item 2, decision 0177): Elara, or the Oblio or SmartBill account set in the
 * environment; the owner's (`settings.manage`), audited as a settings change. Choosing one not configured is refused
 * (422) naming the variables it needs. Documents already issued keep their issuer; credit notes follow their invoice's.
 */
function issuerRoutes(app: AdminRoutes, { issuerChoice, door, trustProxyHops }: InvoiceRouteOptions) {
  const owner = door.permit("settings.manage");
  app.get(
    `${ADMIN_API}/invoices/issuer`,
    described({
      summary: "Who numbers the store's invoices, and which issuers may be chosen",
      responses: { 200: { description: "The issuer in force and the configured ones.", schema: invoiceIssuerSchema } },
    }),
    owner,
    async (c) => c.json(await issuerChoice.view()),
  );
  app.post(
    `${ADMIN_API}/invoices/issuer`,
    described({
      summary: "Choose who numbers the store's invoices: Elara, Oblio or SmartBill",
      description:
        "From the next invoice on. With Oblio or SmartBill the store asks that account to issue each invoice and credit " +
        "note, keeps its number and PDF, and leaves the e-Factura upload to it; Elara's own series does not move.",
      responses: { 200: { description: "The choice as saved, and whether anything changed.", schema: invoiceIssuerChangeSchema } },
      // 422: the issuer's variables are not set.
      problems: [400, 413, 422],
      examples: [
        { name: "no issuer", body: {}, status: 400 },
        { name: "an issuer the store does not know", body: { issuer: "fgo" }, status: 400 },
      ],
    }),
    owner,
    adminBodyLimit(),
    body(invoiceIssuerInputSchema, (_issue, c) => messages(c).issuer),
    async (c) => {
      const outcome = await issuerChoice.choose(c.req.valid("json").issuer, staffActor(c, trustProxyHops));
      if (outcome.ok) return c.json({ changed: outcome.changed, ...outcome.view });
      const name = outcome.issuer === "oblio" ? "Oblio" : "SmartBill";
      const sentence = messages(c).issuerNotConfigured(name, outcome.variables.join(", "));
      return problem(c, 422, "not_configured", sentence, { field: "issuer", fields: { issuer: sentence } });
    },
  );
}

/** A month's documents for the accountant, as one ZIP. */
function monthExportRoute(app: AdminRoutes, { invoices, door, clock }: InvoiceRouteOptions) {
  app.get(
    `${ADMIN_API}/invoices/export`,
    described({
      summary: "Download a month's invoices and credit notes for the accountant",
      description:
        "One ZIP: `registru-YYYY-MM.csv` (the ledger: each document with its VAT base and VAT per rate, credit notes " +
        "negative, a totals row; UTF-8, `;`, decimal comma), `pdf/`, `xml/` (e-Factura UBL) and `anaf/` (ANAF's answers " +
        "as kept). The month is Romanian time's.",
      query: MONTH_QUERY,
      responses: { 200: { description: "The month's ZIP.", contentType: "application/zip" } },
      problems: [400],
      examples: monthExamples("04/2026"),
    }),
    door.permit("invoices.efactura"),
    async (c) => {
      const month = c.req.query("month") ?? "";
      if (!MONTH_PATTERN.test(month) || month > thisMonth.format(clock())) return badMonth(c);
      return invoiceResponse(c, await invoices.monthArchive(month));
    },
  );
}

/** The month's VAT beside what e-Factura accepted, every difference with its cause (decision 0142). */
function reconciliationRoute(app: AdminRoutes, { invoices, door, clock }: InvoiceRouteOptions) {
  app.get(
    `${ADMIN_API}/invoices/reconciliation`,
    described({
      summary: "Reconcile a month's VAT with what ANAF's e-Factura accepted",
      description:
        "Per VAT rate, the store's VAT report (base and VAT of every invoice and credit note issued in the month, " +
        "credit notes negative) beside the same of the documents e-Factura accepted, read from ANAF's signed copy; then " +
        "each difference with its cause: a document not sent, rejected or still waiting, accepted amounts that differ, " +
        "or an order cancelled, refunded or returned after its invoice with no credit note. The month is Romanian time's.",
      query: MONTH_QUERY,
      responses: { 200: { description: "The month's reconciliation.", schema: vatReconciliationSchema } },
      problems: [400],
      examples: monthExamples("13/2026"),
    }),
    door.permit("invoices.read"),
    async (c) => {
      const month = c.req.query("month") ?? "";
      if (!reconcilableMonth(month, shopCalendarDay(clock()))) return badMonth(c);
      return c.json({ reconciliation: await invoices.reconciliation(month) });
    },
  );
}

/** One invoice's documents: its PDF, its UBL XML, ANAF's answer. */
function invoiceDocumentRoutes(app: AdminRoutes, { invoices, door }: InvoiceRouteOptions) {
  const found = async (c: Context) => {
    const id = rowIdParam(c);
    return id ? invoices.find(id) : null;
  };
  // Each is a file to download, kept from anyone the role does not let read invoices.
  const download = (summary: string, answer: { description: string; contentType: string }, example: RouteExample = UNKNOWN_INVOICE) =>
    described({ summary, responses: { 200: answer }, problems: [404], examples: [example] });
  const reader = door.permit("invoices.read");

  app.get(
    `${ADMIN_API}/invoices/:id/pdf`,
    download("Download an invoice or credit note as PDF", { description: "The document.", contentType: "application/pdf" }),
    reader,
    async (c) => {
      // One its outside issuer has not numbered yet has no PDF (decision 0177).
      const id = rowIdParam(c);
      const invoice = id ? await invoices.numbered(id) : null;
      return invoice ? invoiceResponse(c, await invoices.pdf(invoice)) : notFound(c);
    },
  );

  app.get(
    `${ADMIN_API}/invoices/:id/xml`,
    download("Download an invoice's e-Factura XML (UBL)", {
      description: "The UBL document ANAF is sent.",
      contentType: "application/xml",
    }),
    reader,
    async (c) => {
      const invoice = await found(c);
      if (!invoice) return notFound(c);
      const { xml } = invoices.xmlOf(invoice);
      return invoiceResponse(c, {
        filename: `efactura-${invoice.document.label}.xml`,
        contentType: "application/xml; charset=utf-8",
        content: Buffer.from(xml, "utf8"),
      });
    },
  );

  app.get(
    `${ADMIN_API}/invoices/:id/anaf-answer`,
    download(
      "Download ANAF's answer to an invoice sent to e-Factura",
      { description: "ANAF's ZIP, as ANAF sent it.", contentType: "application/zip" },
      { ...UNKNOWN_INVOICE, name: "an invoice ANAF has not answered" },
    ),
    reader,
    async (c) => {
      const id = rowIdParam(c);
      const file = id ? await invoices.answer(id) : null;
      return file ? invoiceResponse(c, file) : problem(c, 404, "no_answer", messages(c).noAnswer);
    },
  );
}

/** An invoice sent to ANAF's e-Factura, and asked after there. */
function efacturaRoutes(app: AdminRoutes, { invoices, door, trustProxyHops }: InvoiceRouteOptions) {
  for (const action of ["send", "refresh"] as const) {
    app.post(
      `${ADMIN_API}/invoices/:id/efactura/${action}`,
      described({
        summary: action === "send" ? "Send an invoice to ANAF's e-Factura" : "Ask ANAF how an invoice sent to e-Factura stands",
        responses: { 200: { description: "The invoice as it stands now.", schema: invoiceEfacturaAnswerSchema } },
        // 422: the store's own check of e-Factura's rules refused it (`breaches` lists them); 502: ANAF failed.
        problems: action === "send" ? [404, 409, 422, 502] : [404, 409, 502],
        examples: [UNKNOWN_INVOICE],
      }),
      door.permit("invoices.efactura"),
      async (c) => {
        const id = rowIdParam(c);
        if (!id) return notFound(c);
        const actor = staffActor(c, trustProxyHops);
        const outcome = action === "send" ? await invoices.send(id, actor) : await invoices.refresh(id, actor);
        if (outcome.ok) return c.json({ invoice: outcome.invoice });
        const text = messages(c);
        switch (outcome.problem) {
          case "not_found":
            return notFound(c);
          case "not_configured":
            return problem(c, 409, "not_configured", text.notConfigured);
          case "not_sendable":
            return problem(c, 409, "not_sendable", text.notSendable);
          case "not_sent":
            return problem(c, 409, "not_sent", text.notSent);
          case "breaks_rules":
            // ANAF's rule id and text, in the member's language, as ANAF's validator would answer.
            return problem(c, 422, "breaks_rules", text.breaksRules(ruleTexts(outcome.breaches ?? [], shopperLanguage(c))), {
              breaches: outcome.breaches,
            });
          case "anaf_failed":
            return problem(c, 502, "anaf_failed", text.anafFailed(outcome.detail ?? ""));
        }
      },
    );
  }
}
