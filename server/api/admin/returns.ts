/**
 * The staff's returns (issue 19 item 4), under /api/admin (docs/api.md "Store admin: returns"): a return's steps,
 * each answering {return} as it is now, or a problem in the member's language, nothing changed on a refusal —
 *
 * - POST /returns/{id}/approve {instructions?}           (`returns.decide`: owner, support)
 * - POST /returns/{id}/reject {message, internalReason?}  (`returns.decide`)
 * - POST /returns/{id}/receive {lines: [{lineId, received, damaged}]} (`returns.receive`: owner, fulfilment)
 * - POST /returns/{id}/refund {reference?}               (`orders.refund`: owner; a bank transfer needs its reference)
 *
 * and the customer's photos (GET /returns/{id}/photos/{position}, WebP) to staff who may read returns. The queue and
 * a return's page read through their loaders.
 */
import { taggedContract } from "../route-kit.ts";
import { type Context } from "hono";
import {
  adminReturnAnswerSchema,
  approveReturnSchema,
  receiveReturnSchema,
  refundReturnSchema,
  rejectReturnSchema,
} from "#domain/admin/returns";
import type { ReturnBackOffice, ReturnStepOutcome, ReturnStepProblem } from "#server/commerce/returns/module";
import { problem, type ProblemStatus } from "#server/http/kit/problem";
import { body, type FieldDescriber } from "#server/http/kit/read-body";
import { shopperLanguage } from "#server/http/shopper-language";
import { ADMIN_RETURN_MESSAGES } from "#server/messages/admin/returns";
import type { UploadStore } from "#server/uploads/upload-store";
import { ADMIN_API } from "./auth.ts";
import { adminBodyLimit, adminRouteModule } from "./door.ts";
import { adminMessages, staffActor } from "./http.ts";
import { photoPosition, photoResponse } from "../return-photo-http.ts";

// The provider's silence is a gateway's failure, not the member's: 502, as the orders' refunds answer it.
const STATUS: Record<ReturnStepProblem, ProblemStatus> = {
  not_found: 404,
  not_in_this_status: 409,
  message_required: 400,
  line_not_in_return: 400,
  received_out_of_range: 400,
  transfer_reference_required: 400,
  refund_refused: 409,
  cash_not_collected: 409,
  refund_failed: 502,
};

const described = taggedContract(["Admin: returns"]);

/** A step's contract: its answer is always the return as it is now. */
const stepContract = (summary: string, problems: readonly ProblemStatus[], body: unknown) =>
  described({
    summary,
    responses: { 200: { description: "The return as it is now.", schema: adminReturnAnswerSchema } },
    problems,
    examples: [{ name: "an unknown return", params: { id: "999999" }, body, status: 404 }],
  });

export const adminReturnRoutes = adminRouteModule<{ backOffice: ReturnBackOffice; uploads: UploadStore }>(
  (app, { backOffice, uploads, door, trustProxyHops }) => {
    const sizeLimit = adminBodyLimit();
    // The steps' bodies have no words of their own: a wrong field is named as the staff forms name it.
    const describeField: FieldDescriber = ({ field }, c) => adminMessages(c).field("invalid", field);
    const text = (c: Context) => ADMIN_RETURN_MESSAGES[shopperLanguage(c)];
    const idOf = (c: Context) => {
      const value = c.req.param("id") ?? "";
      return /^[1-9]\d{0,9}$/.test(value) && Number(value) <= 2_147_483_647 ? Number(value) : 0;
    };
    const answer = (c: Context, outcome: ReturnStepOutcome) => {
      if (outcome.ok) return c.json({ return: outcome.detail });
      return problem(c, STATUS[outcome.problem], outcome.problem, text(c)[outcome.problem], { field: outcome.field });
    };

    // Whoever may read the return sees its photos.
    app.get(
      `${ADMIN_API}/returns/:id/photos/:position`,
      described({
        summary: "A customer's photo of their return",
        responses: { 200: { description: "The photo, as stored.", contentType: "image/webp" } },
        problems: [404],
        examples: [{ name: "an unknown return's photo", params: { id: "999999", position: "0" }, status: 404 }],
      }),
      door.permit("orders.read"),
      async (c) => {
        const id = idOf(c);
        const position = photoPosition(c.req.param("position") ?? "");
        const file = id === 0 || position === null ? null : await backOffice.photoFile(id, position);
        const bytes = file ? await uploads.readPrivate("returns", file) : null;
        return bytes
          ? photoResponse(c, bytes, id, position!)
          : problem(c, 404, "photo_not_found", text(c).photo_not_found, { field: "position" });
      },
    );

    app.post(
      `${ADMIN_API}/returns/:id/approve`,
      stepContract("Approve a return, with instructions for the customer", [400, 404, 409, 413], {}),
      door.permit("returns.decide"),
      sizeLimit,
      body(approveReturnSchema, describeField),
      async (c) => answer(c, await backOffice.approve(idOf(c), c.req.valid("json").instructions, staffActor(c, trustProxyHops))),
    );

    app.post(
      `${ADMIN_API}/returns/:id/reject`,
      stepContract("Reject a return, telling the customer why", [400, 404, 409, 413], { message: "The seal was opened." }),
      door.permit("returns.decide"),
      sizeLimit,
      body(rejectReturnSchema, describeField),
      async (c) => {
        const { message, internalReason } = c.req.valid("json");
        return answer(c, await backOffice.reject(idOf(c), message, internalReason, staffActor(c, trustProxyHops)));
      },
    );

    app.post(
      `${ADMIN_API}/returns/:id/receive`,
      stepContract("Record what came back, and in what state", [400, 404, 409, 413], { lines: [{ lineId: 1, received: 1, damaged: 0 }] }),
      door.permit("returns.receive"),
      sizeLimit,
      body(receiveReturnSchema, describeField),
      async (c) => answer(c, await backOffice.receive(idOf(c), c.req.valid("json").lines, staffActor(c, trustProxyHops))),
    );

    app.post(
      `${ADMIN_API}/returns/:id/refund`,
      stepContract(
        "Refund a received return (a bank transfer's reference where the order was paid on delivery)",
        [400, 404, 409, 413, 502],
        {},
      ),
      door.permit("orders.refund"),
      sizeLimit,
      body(refundReturnSchema, describeField),
      async (c) => {
        const { reference } = c.req.valid("json");
        return answer(
          c,
          await backOffice.refund(idOf(c), staffActor(c, trustProxyHops), reference === undefined ? undefined : { reference }),
        );
      },
    );
  },
);
