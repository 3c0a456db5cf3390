/**
 * Loyalty points' routes (issue 71 items 1 and 3, decision 0189):
 *
 * - GET  /api/account/loyalty → {enabled: false} while the program is off, else {enabled, balancePoints,
 *   worthRonMinor, expiresAt, entries}: the signed-in customer's points and ledger, the newest first
 * - GET  /api/admin/loyalty/settings → the owner's rules; PUT the same to save them (`settings.manage`: owner), audited
 * - GET  /api/admin/customers/{id}/loyalty → a customer's points as the account shows them (`customers.read`)
 * - POST /api/admin/customers/{id}/loyalty {points, reason} → {balancePoints} (`loyalty.adjust`: owner), signed, with
 *   its reason, audited; a debit below zero is refused and changes nothing
 * - GET  /api/admin/loyalty/export.csv → the whole ledger as a spreadsheet, the oldest first (`loyalty.adjust`)
 */
import { Hono, type Context } from "hono";
import {
  customerPointsSchema,
  loyaltyAdjustedSchema,
  loyaltyAdjustmentSchema,
  loyaltySettingsSchema,
  type CustomerPointsView,
  type LoyaltySettings,
} from "#domain/loyalty";
import type { Language } from "#domain/locale";
import type { CustomerSessions } from "#server/commerce/customers/module";
import type { CustomerPoints, LoyaltyServices, PointsLedgerRow } from "#server/commerce/loyalty/module";
import type { Clock } from "#server/commerce/shared/clock";
import type { StaffActor } from "#server/commerce/shared/staff-audit";
import { problem } from "#server/http/kit/problem";
import { body, type FieldDescriber } from "#server/http/kit/read-body";
import { rowIdParam } from "#server/http/kit/row-id";
import { shopperLanguage } from "#server/http/shopper-language";
import { LOYALTY_MESSAGES } from "#server/messages/loyalty";
import { customerContract, requireSession, type AccountEnv } from "./account-session.ts";
import { ADMIN_API } from "./admin/auth.ts";
import { asText, csvDownloadHeaders, csvLines, csvStart, shopTimeFormat, streamedCsv } from "./admin/csv.ts";
import { adminBodyLimit, adminRouteModule } from "./admin/door.ts";
import { staffActor } from "./admin/http.ts";
import { taggedContract } from "./route-kit.ts";

/** What the account and the admin's customer page read: nothing of points while the program is off. */
function pointsView(points: CustomerPoints | null): CustomerPointsView {
  if (!points) return { enabled: false };
  return {
    enabled: true,
    balancePoints: points.balancePoints,
    worthRonMinor: points.worthRonMinor,
    expiresAt: points.expiresAt,
    entries: points.entries.map(({ id, points: moved, unrecoveredPoints, kind, orderNumber, reason, createdAt }) => ({
      id,
      points: moved,
      unrecoveredPoints,
      kind,
      orderNumber,
      reason,
      createdAt,
    })),
  };
}

export function accountLoyaltyRoutes({
  loyalty,
  sessions,
}: {
  loyalty: Pick<LoyaltyServices, "customerPoints">;
  sessions: CustomerSessions;
}): Hono<AccountEnv> {
  const app = new Hono<AccountEnv>();
  const path = "/api/account/loyalty";
  app.use(path, requireSession(sessions));
  app.get(
    path,
    customerContract({
      summary: "The signed-in customer's loyalty points: the balance, its worth, its expiry and every change, the newest first",
      tags: ["Account: loyalty points"],
      responses: { 200: { description: "The points, or `enabled: false` while the program is off.", schema: customerPointsSchema } },
    }),
    async (c) => c.json(pointsView(await loyalty.customerPoints(c.var.session.customer.id))),
  );
  return app;
}

const described = taggedContract(["Admin: loyalty points"]);

function ledgerLines(language: Language, rows: readonly PointsLedgerRow[]): string {
  const words = LOYALTY_MESSAGES[language].csv;
  const when = shopTimeFormat();
  return csvLines(
    language,
    rows.map((row) => [
      row.id,
      when.format(row.createdAt),
      row.customerId,
      words.kinds[row.kind],
      row.points,
      row.unrecoveredPoints,
      row.cause ?? "",
      row.orderNumber ?? "",
      asText(row.reason ?? ""),
      row.staffEmail ?? "",
    ]),
  );
}

export const adminLoyaltyRoutes = adminRouteModule<{
  loyalty: Pick<LoyaltyServices, "customerPoints" | "adjust" | "ledger" | "settings">;
  /** Saves the owner's rules, audited as every setting. */
  saveSettings: (value: LoyaltySettings, actor: StaffActor) => Promise<LoyaltySettings>;
  clock: Clock;
}>((app, { loyalty, saveSettings, clock, door, trustProxyHops }) => {
  const text = (c: Context) => LOYALTY_MESSAGES[shopperLanguage(c)];
  const describeSetting: FieldDescriber = ({ field }, c) => text(c).settings[field as keyof LoyaltySettings] ?? text(c).settings.enabled;
  const describeAdjustment: FieldDescriber = ({ problem: name, field }, c) =>
    name === "reason" || field === "reason" ? text(c).reason : text(c).points;

  app.get(
    `${ADMIN_API}/loyalty/settings`,
    described({
      summary:
        "Read the loyalty points' rules: the switch, the earn rate, a point's worth, the minimum, the share, the expiry, the sources",
      responses: { 200: { description: "The rules in force.", schema: loyaltySettingsSchema } },
    }),
    door.permit("settings.manage"),
    async (c) => c.json(await loyalty.settings()),
  );

  app.put(
    `${ADMIN_API}/loyalty/settings`,
    described({
      summary: "Save the loyalty points' rules (audited as a settings change)",
      responses: { 200: { description: "The rules as saved.", schema: loyaltySettingsSchema } },
      problems: [400, 413],
      examples: [
        {
          name: "a point worth nothing",
          body: {
            enabled: true,
            pointsPer100Lei: 10,
            baniPerPoint: 0,
            minimumToRedeem: 100,
            maxOrderPercent: 50,
            expiryMonths: 12,
            reviewPoints: 20,
            firstRenewalPoints: 50,
            sources: ["orders"],
          },
          status: 400,
        },
      ],
    }),
    door.permit("settings.manage"),
    adminBodyLimit(),
    body(loyaltySettingsSchema, describeSetting),
    async (c) => c.json(await saveSettings(c.req.valid("json"), staffActor(c, trustProxyHops))),
  );

  app.get(
    `${ADMIN_API}/customers/:id/loyalty`,
    described({
      summary: "A customer's loyalty points: the balance, its worth, its expiry and every change, the newest first",
      responses: { 200: { description: "The points, or `enabled: false` while the program is off.", schema: customerPointsSchema } },
      examples: [{ name: "a customer without points", params: { id: "999999" }, status: 200 }],
    }),
    door.permit("customers.read"),
    async (c) => c.json(pointsView(await loyalty.customerPoints(rowIdParam(c)))),
  );

  app.post(
    `${ADMIN_API}/customers/:id/loyalty`,
    described({
      summary: "Adjust a customer's loyalty points, with the reason (audited)",
      responses: { 200: { description: "The customer's balance after the adjustment.", schema: loyaltyAdjustedSchema } },
      problems: [400, 404, 409, 413],
      examples: [
        { name: "an unknown customer", params: { id: "999999" }, body: { points: 50, reason: "goodwill" }, status: 404 },
        { name: "no points", params: { id: "999999" }, body: { points: 0, reason: "goodwill" }, status: 400 },
      ],
    }),
    door.permit("loyalty.adjust"),
    adminBodyLimit(),
    body(loyaltyAdjustmentSchema, describeAdjustment),
    async (c) => {
      const id = rowIdParam(c);
      if (id === 0) return problem(c, 404, "not_found", text(c).notFound);
      const { points, reason } = c.req.valid("json");
      const adjusted = await loyalty.adjust(id, points, reason, staffActor(c, trustProxyHops));
      if (adjusted.ok) return c.json({ balancePoints: adjusted.balancePoints });
      return adjusted.problem === "not_found"
        ? problem(c, 404, "not_found", text(c).notFound)
        : problem(c, 409, "insufficient", text(c).insufficient, { field: "points" });
    },
  );

  app.get(
    `${ADMIN_API}/loyalty/export.csv`,
    described({
      summary: "The whole points ledger as a spreadsheet, the oldest entry first",
      responses: { 200: { description: "In the member's language and its Excel's separators.", contentType: "text/csv" } },
    }),
    door.permit("loyalty.adjust"),
    (c) => {
      const language = shopperLanguage(c);
      const words = LOYALTY_MESSAGES[language].csv;
      const rows = streamedCsv(csvStart(language, [words.header]), loyalty.ledger(), (batch) => ledgerLines(language, batch));
      const day = clock().toISOString().slice(0, 10);
      return new Response(rows, { headers: csvDownloadHeaders(`${words.fileName}-${day}.csv`) });
    },
  );
});
