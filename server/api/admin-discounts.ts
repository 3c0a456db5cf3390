/**
 * The owner's discount codes (issue 17 item 3), JSON under /api/admin; reading for members allowed
 * `discounts.read`, changes for `discounts.manage` (the owner), each change audited (docs/api.md
 * "Store admin: discount codes"):
 *
 * - GET /discounts?q=&status= → {discounts}
 * - GET /discounts/:code → {discount}
 * - POST /discounts {form} → 201 {discount}; 409 when the code exists
 * - POST /discounts/:code {form} → {changed, discount} (the code itself is not renamed)
 * - POST /discounts/:code/disable | /enable → {changed, discount}
 */
import { Hono, type Context } from "hono";
import { bodyLimit } from "hono/body-limit";
import { discountFormSchema, readDiscountFilter } from "#domain/admin-discounts";
import { normaliseDiscountCode } from "#domain/discount-code";
import type { DiscountAdmin, DiscountSaveOutcome } from "#server/commerce/promotions/discount-admin";
import type { StaffSessions } from "#server/commerce/staff/staff-sessions";
import { shopperLanguage } from "#server/http/shopper-language";
import { ADMIN_API } from "./admin-auth.ts";
import { ADMIN_DISCOUNT_MESSAGES } from "./admin-discounts-messages.ts";
import {
  ADMIN_BODY_LIMIT,
  adminFailure,
  adminMessages,
  readAdminBody,
  requireStaff,
  type AdminVariables,
  staffActor,
} from "./admin-http.ts";

export function adminDiscountRoutes({
  discounts,
  sessions,
  baseUrl,
  trustProxyHops,
}: {
  discounts: DiscountAdmin;
  sessions: StaffSessions;
  baseUrl: string;
  trustProxyHops: number;
}): Hono<{ Variables: AdminVariables }> {
  const app = new Hono<{ Variables: AdminVariables }>();
  const reader = requireStaff({ sessions, baseUrl }, "discounts.read");
  const manager = requireStaff({ sessions, baseUrl }, "discounts.manage");
  const sizeLimit = bodyLimit({ maxSize: ADMIN_BODY_LIMIT, onError: (c) => adminFailure(c, 413, adminMessages(c).tooLarge) });
  const text = (c: Context) => ADMIN_DISCOUNT_MESSAGES[shopperLanguage(c)];
  const codeOf = (c: Context) => normaliseDiscountCode(decodeURIComponent(c.req.param("code") ?? ""));
  const readForm = (c: Context) => readAdminBody(c, discountFormSchema, text(c).field);

  const answer = (c: Context, outcome: DiscountSaveOutcome, created = false) => {
    switch (outcome.kind) {
      case "saved":
        return created ? c.json({ discount: outcome.discount }, 201) : c.json({ changed: outcome.changed, discount: outcome.discount });
      case "exists":
        return adminFailure(c, 409, text(c).exists(codeOf(c) || "—"), "code");
      case "not_found":
        return adminFailure(c, 404, text(c).notFound);
      case "invalid":
        return adminFailure(c, 400, text(c).rule(outcome.problem), outcome.problem.field);
    }
  };

  app.get(`${ADMIN_API}/discounts`, reader, async (c) => {
    const filter = readDiscountFilter(new URL(c.req.url).searchParams);
    return c.json({ discounts: await discounts.list(filter, shopperLanguage(c)) });
  });

  app.get(`${ADMIN_API}/discounts/:code`, reader, async (c) => {
    const discount = await discounts.get(codeOf(c), shopperLanguage(c));
    return discount ? c.json({ discount }) : adminFailure(c, 404, text(c).notFound);
  });

  app.post(`${ADMIN_API}/discounts`, manager, sizeLimit, async (c) => {
    const form = await readForm(c);
    if (!form.ok) return form.response;
    const outcome = await discounts.create(form.value, staffActor(c, trustProxyHops), shopperLanguage(c));
    if (outcome.kind === "exists") return adminFailure(c, 409, text(c).exists(form.value.code), "code");
    return answer(c, outcome, true);
  });

  app.post(`${ADMIN_API}/discounts/:code`, manager, sizeLimit, async (c) => {
    const form = await readForm(c);
    if (!form.ok) return form.response;
    return answer(c, await discounts.update(codeOf(c), form.value, staffActor(c, trustProxyHops), shopperLanguage(c)));
  });

  for (const [step, active] of [
    ["disable", false],
    ["enable", true],
  ] as const) {
    app.post(`${ADMIN_API}/discounts/:code/${step}`, manager, async (c) => {
      const outcome = await discounts.setActive(codeOf(c), active, staffActor(c, trustProxyHops), shopperLanguage(c));
      return outcome.kind === "not_found"
        ? adminFailure(c, 404, text(c).notFound)
        : c.json({ changed: outcome.changed, discount: outcome.discount });
    });
  }

  return app;
}
