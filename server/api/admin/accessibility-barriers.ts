/**
 * Shoppers' reports of accessibility barriers in the admin (issue 66 item 3, decision 0145), JSON under /api/admin:
 *
 * - POST /accessibility-barriers/:id/handled {note?} → {changed, report}: the report marked handled with what was done,
 *   audited (`accessibility_barrier.handle`); for customer support and the owner (`customers.manage`). A second press
 *   answers the report as the first left it and changes nothing; 404 for a report that does not exist.
 *
 * The task list reads the reports through its loader.
 */
import { barrierHandledAnswerSchema, barrierHandledSchema } from "#domain/accessibility-barriers";
import type { BarrierReports } from "#server/commerce/customers/module";
import { problem } from "#server/http/kit/problem";
import { body, type FieldDescriber } from "#server/http/kit/read-body";
import { rowIdParam } from "#server/http/kit/row-id";
import { shopperLanguage } from "#server/http/shopper-language";
import { ADMIN_BARRIER_MESSAGES } from "#server/messages/admin/accessibility-barriers";
import { taggedContract } from "../route-kit.ts";
import { ADMIN_API } from "./auth.ts";
import { adminBodyLimit, adminRouteModule } from "./door.ts";
import { staffActor } from "./http.ts";

const described = taggedContract(["Admin: customers"]);

export const adminBarrierRoutes = adminRouteModule<{ barrierReports: Pick<BarrierReports, "markHandled"> }>(
  (app, { barrierReports, door, trustProxyHops }) => {
    // The note is the body's one field, with one rule.
    const describeField: FieldDescriber = (_issue, c) => ADMIN_BARRIER_MESSAGES[shopperLanguage(c)].note;

    app.post(
      `${ADMIN_API}/accessibility-barriers/:id/handled`,
      described({
        summary: "Mark a shopper's accessibility barrier report handled",
        responses: { 200: { description: "The report, handled now or by an earlier press.", schema: barrierHandledAnswerSchema } },
        problems: [400, 404, 413],
        examples: [{ name: "an unknown report", params: { id: "987654" }, body: { note: "" }, status: 404 }],
      }),
      door.permit("customers.manage"),
      adminBodyLimit(),
      body(barrierHandledSchema, describeField),
      async (c) => {
        const messages = ADMIN_BARRIER_MESSAGES[shopperLanguage(c)];
        const id = rowIdParam(c);
        const outcome = id === 0 ? null : await barrierReports.markHandled(id, c.req.valid("json").note, staffActor(c, trustProxyHops));
        if (!outcome) return problem(c, 404, "not_found", messages.unknown(c.req.param("id").slice(0, 20)), { field: "id" });
        return c.json(outcome);
      },
    );
  },
);
