/**
 * A return's AWB for staff (issue 43 item 8), under /api/admin (docs/api.md "Store admin: returns"):
 *
 * - POST /returns/{id}/awb {mode: "pickup" | "locker", lockerId?} → 201 {returnAwb} made, 200 the one already made
 *   (`returns.decide`: owner, support — who approve returns); refused unless the return is approved and not received
 * - POST /returns/{id}/awb/cancel → {returnAwb}, cancelled while the courier has not picked the parcel up
 * - GET  /returns/{id}/awb/label.pdf → the live AWB's label (A6), to staff who may read returns
 */
import { taggedContract } from "../route-kit.ts";
import { type Context } from "hono";
import { z } from "zod";
import { createReturnAwbSchema, returnAwbViewSchema } from "#domain/return-awbs";
import type { ReturnAwbOutcome, ReturnAwbs } from "#server/commerce/returns/module";
import { problem, type ProblemStatus } from "#server/http/kit/problem";
import { body, type FieldDescriber } from "#server/http/kit/read-body";
import { shopperLanguage } from "#server/http/shopper-language";
import { RETURN_AWB_MESSAGES, type ReturnAwbProblem } from "#server/messages/return-awbs";
import { ADMIN_API } from "./auth.ts";
import { adminBodyLimit, adminRouteModule } from "./door.ts";
import { adminMessages, staffActor } from "./http.ts";

const described = taggedContract(["Admin: returns"]);
const ANSWER = z.object({ returnAwb: returnAwbViewSchema });

// The courier's silence or refusal is a gateway's failure, not the member's: 502/503, as the orders' AWBs answer it.
const STATUS: Record<ReturnAwbProblem, ProblemStatus> = {
  not_found: 404,
  not_returnable: 409,
  mode_not_offered: 409,
  unknown_locker: 400,
  in_progress: 409,
  courier_refused: 502,
  courier_unavailable: 503,
  no_awb: 404,
  too_late: 409,
};
const FIELD: Partial<Record<ReturnAwbProblem, string>> = { unknown_locker: "lockerId", mode_not_offered: "mode", not_found: "id" };

export const adminReturnAwbRoutes = adminRouteModule<{ returnAwbs: ReturnAwbs }>((app, { returnAwbs, door, trustProxyHops }) => {
  const describeField: FieldDescriber = ({ field }, c) => adminMessages(c).field("invalid", field);
  const idOf = (c: Context) => {
    const value = c.req.param("id") ?? "";
    return /^[1-9]\d{0,9}$/.test(value) && Number(value) <= 2_147_483_647 ? Number(value) : 0;
  };
  const refuse = (c: Context, code: Exclude<ReturnAwbProblem, "courier_refused">) => {
    const field = FIELD[code];
    return problem(c, STATUS[code], code, RETURN_AWB_MESSAGES[shopperLanguage(c)][code], field ? { field } : {});
  };
  const answer = async (c: Context, id: number, status: 200 | 201 = 200) => {
    const returnAwb = await returnAwbs.view(id);
    return returnAwb ? c.json({ returnAwb }, status) : refuse(c, "no_awb");
  };
  const created = async (c: Context, id: number, outcome: ReturnAwbOutcome) => {
    if (outcome.kind === "created") return answer(c, id, outcome.repeated ? 200 : 201);
    if (outcome.kind === "courier_refused")
      return problem(c, 502, "courier_refused", RETURN_AWB_MESSAGES[shopperLanguage(c)].courier_refused(outcome.message));
    return refuse(c, outcome.kind);
  };

  app.post(
    `${ADMIN_API}/returns/:id/awb`,
    described({
      summary: "Make a return's AWB: the courier collects the parcel from the customer, or they drop it in a locker",
      responses: {
        200: { description: "The return's AWB already made (the request is answered once).", schema: ANSWER },
        201: { description: "The return's AWB, made.", schema: ANSWER },
      },
      problems: [400, 404, 409, 413, 502, 503],
      examples: [{ name: "an unknown return", params: { id: "999999" }, body: { mode: "pickup" }, status: 404 }],
    }),
    door.permit("returns.decide"),
    adminBodyLimit(),
    body(createReturnAwbSchema, describeField),
    async (c) => {
      const id = idOf(c);
      if (id === 0) return refuse(c, "not_found");
      const { mode, lockerId } = c.req.valid("json");
      return created(c, id, await returnAwbs.create(id, { mode, lockerId: lockerId ?? null }, staffActor(c, trustProxyHops)));
    },
  );

  app.post(
    `${ADMIN_API}/returns/:id/awb/cancel`,
    described({
      summary: "Cancel a return's AWB while the courier has not picked the parcel up",
      responses: { 200: { description: "The return's AWB, cancelled.", schema: ANSWER } },
      problems: [404, 409, 503],
      examples: [{ name: "an unknown return", params: { id: "999999" }, status: 404 }],
    }),
    door.permit("returns.decide"),
    async (c) => {
      const id = idOf(c);
      const outcome = id === 0 ? "not_found" : await returnAwbs.cancel(id, staffActor(c, trustProxyHops));
      if (outcome === "cancelled") return answer(c, id);
      return refuse(c, outcome === "not_found" ? "no_awb" : outcome);
    },
  );

  app.get(
    `${ADMIN_API}/returns/:id/awb/label.pdf`,
    described({
      summary: "The label of a return's AWB (A6), for the customer or the courier",
      responses: { 200: { description: "The label.", contentType: "application/pdf" } },
      problems: [404, 503],
      examples: [{ name: "an unknown return", params: { id: "999999" }, status: 404 }],
    }),
    door.permit("orders.read"),
    async (c) => {
      const id = idOf(c);
      let label: Uint8Array | null;
      try {
        label = id === 0 ? null : await returnAwbs.label(id);
      } catch {
        return refuse(c, "courier_unavailable");
      }
      if (!label) return refuse(c, "no_awb");
      return c.body(new Uint8Array(label), 200, {
        "Content-Type": "application/pdf",
        "Content-Disposition": `attachment; filename="awb-retur-${id}.pdf"`,
        "Cache-Control": "private, no-store",
      });
    },
  );
});
