/**
 * The staff's returns (issue 19 item 4), JSON under /api/admin (docs/api.md "Store admin: returns"):
 *
 * - GET  /returns?status=&overdue=1&page= → {returns, total, page, pageSize}, the oldest waiting first
 * - GET  /returns/{id} → {return}
 * - GET  /returns/{id}/photos/{position} → the customer's photo (WebP), to staff who may read returns
 * - POST /returns/{id}/approve {instructions?}        (`returns.decide`: owner, support)
 * - POST /returns/{id}/reject {message, internalReason?} (`returns.decide`)
 * - POST /returns/{id}/receive {lines: [{lineId, received, damaged}]} (`returns.receive`: owner, fulfilment)
 * - POST /returns/{id}/refund {reference?}             (`orders.refund`: owner; a bank transfer needs its reference)
 *
 * Each answers {return} as it is now, or {error, field} in the member's language; nothing changes on a refusal.
 */
import { Hono, type Context } from "hono";
import { bodyLimit } from "hono/body-limit";
import { z } from "zod";
import type { Language } from "#domain/locale";
import type { ReturnBackOffice, ReturnStepOutcome, ReturnStepProblem } from "#server/commerce/returns/return-back-office";
import { ADMIN_RETURNS_PAGE_SIZE, readReturnFilter } from "#domain/admin-returns";
import type { StaffSessions } from "#server/commerce/staff/staff-sessions";
import { shopperLanguage } from "#server/http/shopper-language";
import type { UploadStore } from "#server/uploads/upload-store";
import { ADMIN_API } from "./admin-auth.ts";
import {
  ADMIN_BODY_LIMIT,
  adminFailure,
  adminMessages,
  readAdminBody,
  requireStaff,
  staffActor,
  type AdminVariables,
} from "./admin-http.ts";
import { photoPosition, photoResponse } from "./return-photo-http.ts";

const MESSAGES: Record<Language, Record<ReturnStepProblem | "photo_not_found", string>> = {
  ro: {
    not_found: "Returul nu există.",
    photo_not_found: "Fotografia nu există.",
    not_in_this_status: "Returul nu mai este în pasul acesta. Reîncarcă pagina ca să-i vezi starea.",
    message_required: "Scrie clientului de ce nu accepți returul.",
    line_not_in_return: "Produsul nu face parte din acest retur.",
    received_out_of_range:
      "Numărul de bucăți primite trebuie să fie între 0 și cât s-a cerut, iar cele deteriorate cel mult cât s-a primit.",
    transfer_reference_required: "Scrie referința transferului bancar pe care l-ai făcut.",
    refund_failed: "Procesatorul de plăți nu a răspuns. Încearcă din nou: banii nu pleacă de două ori.",
    refund_refused: "Plata comenzii nu mai permite această rambursare. Verifică rambursările comenzii.",
    cash_not_collected: "Rambursul comenzii nu e încă marcat ca încasat de la curier. Marchează-l întâi pe pagina comenzii.",
  },
  en: {
    not_found: "No such return.",
    photo_not_found: "No such photo.",
    not_in_this_status: "The return is no longer at this step. Reload the page to see where it stands.",
    message_required: "Tell the customer why you do not accept the return.",
    line_not_in_return: "That product is not part of this return.",
    received_out_of_range: "Units received must be between 0 and those asked for, and damaged ones at most those received.",
    transfer_reference_required: "Enter the reference of the bank transfer you made.",
    refund_failed: "The payment provider did not answer. Try again: the money is not sent twice.",
    refund_refused: "The order's payment no longer allows this refund. Check the order's refunds.",
    cash_not_collected:
      "The order's cash is not yet recorded as collected from the courier. Mark the cash collected on the order's page first.",
  },
};

const STATUS: Record<Exclude<ReturnStepProblem, "refund_failed">, 400 | 404 | 409> = {
  not_found: 404,
  not_in_this_status: 409,
  message_required: 400,
  line_not_in_return: 400,
  received_out_of_range: 400,
  transfer_reference_required: 400,
  refund_refused: 409,
  cash_not_collected: 409,
};

const count = z.number().int().min(0).max(99);
const approveSchema = z.object({ instructions: z.string().max(2_000).default("") });
const rejectSchema = z.object({ message: z.string().max(2_000), internalReason: z.string().max(500).default("") });
const receiveSchema = z.object({
  lines: z
    .array(z.object({ lineId: z.number().int().positive().max(2_147_483_647), received: count, damaged: count }))
    .min(1)
    .max(50),
});
const refundSchema = z.object({ reference: z.string().max(120).optional() });

export function adminReturnRoutes({
  backOffice,
  uploads,
  sessions,
  baseUrl,
  trustProxyHops,
}: {
  backOffice: ReturnBackOffice;
  uploads: UploadStore;
  sessions: StaffSessions;
  baseUrl: string;
  trustProxyHops: number;
}): Hono<{ Variables: AdminVariables }> {
  const app = new Hono<{ Variables: AdminVariables }>();
  const guard = (permission: Parameters<typeof requireStaff>[1]) => requireStaff({ sessions, baseUrl }, permission);
  const sizeLimit = bodyLimit({ maxSize: ADMIN_BODY_LIMIT, onError: (c) => adminFailure(c, 413, adminMessages(c).tooLarge) });
  const idOf = (c: Context) => {
    const value = c.req.param("id") ?? "";
    return /^[1-9]\d{0,9}$/.test(value) && Number(value) <= 2_147_483_647 ? Number(value) : 0;
  };
  const answer = (c: Context, outcome: ReturnStepOutcome) => {
    if (outcome.ok) return c.json({ return: outcome.detail });
    const error = MESSAGES[shopperLanguage(c)][outcome.problem];
    // The provider's silence is a gateway's failure, not the member's: 502, as the orders' refunds answer it.
    if (outcome.problem === "refund_failed") return c.json({ error, field: outcome.field }, 502);
    return adminFailure(c, STATUS[outcome.problem], error, outcome.field);
  };

  app.get(`${ADMIN_API}/returns`, guard("orders.read"), async (c) => {
    const filter = readReturnFilter(new URL(c.req.url).searchParams);
    const page = await backOffice.list({ status: filter.status, overdue: filter.overdue === "1", page: filter.page });
    return c.json({ ...page, page: filter.page, pageSize: ADMIN_RETURNS_PAGE_SIZE });
  });

  app.get(`${ADMIN_API}/returns/:id`, guard("orders.read"), async (c) => {
    const found = await backOffice.detail(idOf(c));
    return found ? c.json({ return: found }) : adminFailure(c, 404, MESSAGES[shopperLanguage(c)].not_found, "id");
  });

  // Whoever may read the return sees its photos.
  app.get(`${ADMIN_API}/returns/:id/photos/:position`, guard("orders.read"), async (c) => {
    const id = idOf(c);
    const position = photoPosition(c.req.param("position") ?? "");
    const file = id === 0 || position === null ? null : await backOffice.photoFile(id, position);
    const bytes = file ? await uploads.readPrivate("returns", file) : null;
    return bytes ? photoResponse(c, bytes, id, position!) : adminFailure(c, 404, MESSAGES[shopperLanguage(c)].photo_not_found, "position");
  });

  app.post(`${ADMIN_API}/returns/:id/approve`, guard("returns.decide"), sizeLimit, async (c) => {
    const body = await readAdminBody(c, approveSchema);
    if (!body.ok) return body.response;
    return answer(c, await backOffice.approve(idOf(c), body.value.instructions, staffActor(c, trustProxyHops)));
  });

  app.post(`${ADMIN_API}/returns/:id/reject`, guard("returns.decide"), sizeLimit, async (c) => {
    const body = await readAdminBody(c, rejectSchema);
    if (!body.ok) return body.response;
    return answer(c, await backOffice.reject(idOf(c), body.value.message, body.value.internalReason, staffActor(c, trustProxyHops)));
  });

  app.post(`${ADMIN_API}/returns/:id/receive`, guard("returns.receive"), sizeLimit, async (c) => {
    const body = await readAdminBody(c, receiveSchema);
    if (!body.ok) return body.response;
    return answer(c, await backOffice.receive(idOf(c), body.value.lines, staffActor(c, trustProxyHops)));
  });

  app.post(`${ADMIN_API}/returns/:id/refund`, guard("orders.refund"), sizeLimit, async (c) => {
    const body = await readAdminBody(c, refundSchema);
    if (!body.ok) return body.response;
    const reference = body.value.reference;
    return answer(c, await backOffice.refund(idOf(c), staffActor(c, trustProxyHops), reference === undefined ? undefined : { reference }));
  });

  return app;
}
