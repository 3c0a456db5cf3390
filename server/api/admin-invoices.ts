/**
 * The staff's invoices (issue 21 item 7, docs/api.md "Store admin: invoices"), under /api/admin:
 *
 * - GET /invoices?efactura=not_sent|sent|accepted|rejected&page= → {invoices, total, page, pageSize, notSent}
 * - GET /invoices/:id/pdf, GET /invoices/:id/xml (the e-Factura UBL), GET /invoices/:id/anaf-answer (ANAF's ZIP)
 * - GET /orders/:number/invoices → {invoices}: an order's documents, for its page
 * - POST /invoices/:id/efactura/send, POST /invoices/:id/efactura/refresh → {invoice}: upload to ANAF, ask how it
 *   stands (`invoices.efactura`, the owner's; audited)
 */
import { Hono, type Context } from "hono";
import { z } from "zod";
import { ADMIN_INVOICES_PAGE_SIZE, readInvoiceFilter } from "#domain/admin-invoices";
import type { InvoiceService } from "#server/commerce/invoicing/invoices";
import type { StaffSessions } from "#server/commerce/staff/staff-sessions";
import { shopperLanguage } from "#server/http/shopper-language";
import { ADMIN_API } from "./admin-auth.ts";
import { adminFailure, requireStaff, staffActor, type AdminVariables } from "./admin-http.ts";
import { invoiceResponse } from "./invoice-http.ts";
import { ADMIN_INVOICE_MESSAGES } from "#server/messages/admin-invoices";

const idParam = z.coerce.number().int().positive().max(2_147_483_647);

export function adminInvoiceRoutes({
  invoices,
  sessions,
  baseUrl,
  trustProxyHops,
}: {
  invoices: InvoiceService;
  sessions: StaffSessions;
  baseUrl: string;
  trustProxyHops: number;
}): Hono<{ Variables: AdminVariables }> {
  const app = new Hono<{ Variables: AdminVariables }>();
  const guard = (permission: Parameters<typeof requireStaff>[1]) => requireStaff({ sessions, baseUrl }, permission);
  const messages = (c: Context) => ADMIN_INVOICE_MESSAGES[shopperLanguage(c)];
  const found = async (c: Context) => {
    const id = idParam.safeParse(c.req.param("id"));
    return id.success ? invoices.find(id.data) : null;
  };

  app.get(`${ADMIN_API}/invoices`, guard("invoices.read"), async (c) => {
    const filter = readInvoiceFilter(new URL(c.req.url).searchParams);
    const { rows, total, notSent } = await invoices.list(filter);
    return c.json({ invoices: rows, total, notSent, page: filter.page, pageSize: ADMIN_INVOICES_PAGE_SIZE });
  });

  app.get(`${ADMIN_API}/invoices/:id/pdf`, guard("invoices.read"), async (c) => {
    const invoice = await found(c);
    return invoice ? invoiceResponse(c, await invoices.pdf(invoice)) : adminFailure(c, 404, messages(c).notFound);
  });

  app.get(`${ADMIN_API}/invoices/:id/xml`, guard("invoices.read"), async (c) => {
    const invoice = await found(c);
    if (!invoice) return adminFailure(c, 404, messages(c).notFound);
    const { xml } = invoices.xmlOf(invoice);
    return invoiceResponse(c, {
      filename: `efactura-${invoice.document.label}.xml`,
      contentType: "application/xml; charset=utf-8",
      content: Buffer.from(xml, "utf8"),
    });
  });

  app.get(`${ADMIN_API}/invoices/:id/anaf-answer`, guard("invoices.efactura"), async (c) => {
    const id = idParam.safeParse(c.req.param("id"));
    const file = id.success ? await invoices.answer(id.data) : null;
    return file ? invoiceResponse(c, file) : adminFailure(c, 404, messages(c).noAnswer);
  });

  app.get(`${ADMIN_API}/orders/:number/invoices`, guard("invoices.read"), async (c) => {
    const number = idParam.safeParse(c.req.param("number"));
    const rows = number.success ? await invoices.forOrderNumber(number.data) : null;
    return rows ? c.json({ invoices: rows }) : adminFailure(c, 404, messages(c).orderNotFound);
  });

  for (const action of ["send", "refresh"] as const) {
    app.post(`${ADMIN_API}/invoices/:id/efactura/${action}`, guard("invoices.efactura"), async (c) => {
      const id = idParam.safeParse(c.req.param("id"));
      if (!id.success) return adminFailure(c, 404, messages(c).notFound);
      const actor = staffActor(c, trustProxyHops);
      const outcome = action === "send" ? await invoices.send(id.data, actor) : await invoices.refresh(id.data, actor);
      if (outcome.ok) return c.json({ invoice: outcome.invoice });
      const text = messages(c);
      switch (outcome.problem) {
        case "not_found":
          return adminFailure(c, 404, text.notFound);
        case "not_configured":
          return adminFailure(c, 409, text.notConfigured);
        case "not_sendable":
          return adminFailure(c, 409, text.notSendable);
        case "not_sent":
          return adminFailure(c, 409, text.notSent);
        case "breaks_rules":
          return c.json({ error: text.breaksRules, breaches: outcome.breaches }, 422);
        case "anaf_failed":
          return c.json({ error: text.anafFailed(outcome.detail ?? "") }, 502);
      }
    });
  }

  return app;
}
