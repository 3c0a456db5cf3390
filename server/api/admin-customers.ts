/**
 * The staff's customers (issue 17 item 5), JSON under /api/admin, every change audited (docs/api.md
 * "Store admin: customers"):
 *
 * - GET /customers?q=&activated=&blocked=&orders=&marketing=&sort=&dir=&page= → {customers, total, page, pageSize}
 * - GET /customers/:id → {customer}: profile, status, addresses, orders, subscriptions, newsletter consent
 * - POST /customers/:id/block | /unblock | /resend-activation → {changed, customer}
 */
import { Hono, type Context } from "hono";
import { z } from "zod";
import { ADMIN_CUSTOMERS_PAGE_SIZE, readCustomerFilter } from "#domain/admin-customers";
import type { Language } from "#domain/locale";
import type { CustomerActionOutcome, CustomerBackOffice } from "#server/commerce/customers/customer-back-office";
import type { StaffSessions } from "#server/commerce/staff/staff-sessions";
import { shopperLanguage } from "#server/http/shopper-language";
import { ADMIN_API } from "./admin-auth.ts";
import { adminFailure, requireStaff, type AdminVariables, staffActor } from "./admin-http.ts";

const MESSAGES: Record<Language, { notFound: string; alreadyActivated: string; blocked: string }> = {
  ro: {
    notFound: "Clientul nu există.",
    alreadyActivated: "Contul este deja activat: clientul se poate autentifica sau își poate reseta parola.",
    blocked: "Contul este blocat. Deblochează-l înainte să trimiți din nou e-mailul de activare.",
  },
  en: {
    notFound: "No such customer.",
    alreadyActivated: "The account is activated already: the customer can sign in or reset their password.",
    blocked: "The account is blocked. Unblock it before sending the activation email again.",
  },
};

const customerId = z.coerce.number().int().positive().max(2_147_483_647);

export function adminCustomerRoutes({
  backOffice,
  sessions,
  baseUrl,
  trustProxyHops,
}: {
  backOffice: CustomerBackOffice;
  sessions: StaffSessions;
  baseUrl: string;
  trustProxyHops: number;
}): Hono<{ Variables: AdminVariables }> {
  const app = new Hono<{ Variables: AdminVariables }>();
  const read = requireStaff({ sessions, baseUrl }, "customers.read");
  const manage = requireStaff({ sessions, baseUrl }, "customers.manage");
  const text = (c: Context) => MESSAGES[shopperLanguage(c)];
  const idOf = (c: Context) => {
    const parsed = customerId.safeParse(c.req.param("id"));
    return parsed.success ? parsed.data : 0;
  };
  const answer = (c: Context, outcome: CustomerActionOutcome) => {
    switch (outcome.kind) {
      case "not_found":
        return adminFailure(c, 404, text(c).notFound);
      case "already_activated":
        return adminFailure(c, 409, text(c).alreadyActivated);
      case "blocked":
        return adminFailure(c, 409, text(c).blocked);
      default:
        return c.json({ changed: outcome.changed, customer: outcome.customer });
    }
  };

  app.get(`${ADMIN_API}/customers`, read, async (c) => {
    const filter = readCustomerFilter(new URL(c.req.url).searchParams);
    const page = await backOffice.list(filter);
    return c.json({ ...page, page: filter.page, pageSize: ADMIN_CUSTOMERS_PAGE_SIZE });
  });

  app.get(`${ADMIN_API}/customers/:id`, read, async (c) => {
    const customer = await backOffice.detail(idOf(c));
    return customer ? c.json({ customer }) : adminFailure(c, 404, text(c).notFound);
  });

  app.post(`${ADMIN_API}/customers/:id/block`, manage, async (c) =>
    answer(c, await backOffice.block(idOf(c), staffActor(c, trustProxyHops))),
  );
  app.post(`${ADMIN_API}/customers/:id/unblock`, manage, async (c) =>
    answer(c, await backOffice.unblock(idOf(c), staffActor(c, trustProxyHops))),
  );
  app.post(`${ADMIN_API}/customers/:id/resend-activation`, manage, async (c) =>
    answer(c, await backOffice.resendActivation(idOf(c), staffActor(c, trustProxyHops))),
  );

  return app;
}
