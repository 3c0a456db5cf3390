/**
 * The owner's controls of the marketing flows (issue 46 item 6, decision 0113), JSON under /api/admin, for members
 * allowed `settings.manage` (the owner), each change audited as a settings change (docs/api.md "Store admin: flows"):
 *
 * - GET /flows/settings → {settings: {holdoutPercent, flows: {<flow>: {enabled, delayDays}}}, updatedAt, updatedBy}
 * - PUT /flows/settings {holdoutPercent, flows} (every flow) → the same and {changed}; the abandoned checkout's
 *   incentive must name a discount code honoured now
 * - GET /flows/results?from=YYYY-MM-DD&to=YYYY-MM-DD (the last 30 days by default) → each flow's sent and holdout
 *   groups, sends, clicks, unsubscribes and the differences with their 95 % intervals; back in stock's figures beside
 *
 * - PUT /flows/save-offers {discountPercent, cooldownMonths, holdoutPercent} → the same (decision 0170)
 *
 * The /admin/flows page reads both through its loader.
 */
import { taggedContract } from "../route-kit.ts";
import { z } from "zod";
import { flowResultsSchema, flowSettingsChangeSchema, flowSettingsViewSchema, readFlowPeriod } from "#domain/admin/flows";
import type { ReportPeriodProblem } from "#domain/admin/reports";
import { flowSettingsSchema } from "#domain/retention-flows";
import type { Clock } from "#server/commerce/shared/clock";
import type { FlowAdmin } from "#server/commerce/retention/module";
import { problem } from "#server/http/kit/problem";
import { body, type FieldDescriber } from "#server/http/kit/read-body";
import { shopperLanguage } from "#server/http/shopper-language";
import { flowFieldSentence, saveOfferFieldSentence } from "#server/messages/admin/flows";
import { SAVE_OFFER_BOUNDS, type SaveOfferSettings } from "#domain/save-offers";
import type { StaffActor } from "#server/commerce/shared/staff-audit";
import { ADMIN_API } from "./auth.ts";
import { adminBodyLimit, adminRouteModule } from "./door.ts";
import { staffActor } from "./http.ts";
import { adminWords } from "./words.ts";

const described = taggedContract(["Admin: flows"]);
const bounded = ({ min, max }: { min: number; max: number }) => z.number().int().min(min).max(max);
const saveOfferSettingsSchema = z.object({
  discountPercent: bounded(SAVE_OFFER_BOUNDS.discountPercent),
  cooldownMonths: bounded(SAVE_OFFER_BOUNDS.cooldownMonths),
  holdoutPercent: bounded(SAVE_OFFER_BOUNDS.holdoutPercent),
});
const PERIOD_CODES: Record<ReportPeriodProblem, string> = { date: "not_a_date", order: "from_after_to", too_long: "period_too_long" };

const periodQuery = z.object({
  from: z.string().optional().describe("The first day, YYYY-MM-DD (the shop's time zone); 29 days before `to` by default."),
  to: z.string().optional().describe("The last day, YYYY-MM-DD; today by default; at most 366 days after `from`."),
});

export const adminFlowRoutes = adminRouteModule<{
  flowAdmin: FlowAdmin;
  clock: Clock;
  /** Saves the cancel form's save-offer settings, audited as every setting (decision 0170). */
  saveSaveOffers: (value: SaveOfferSettings, actor: StaffActor) => Promise<SaveOfferSettings>;
}>((app, { flowAdmin, clock, saveSaveOffers, door, trustProxyHops }) => {
  const owner = door.permit("settings.manage");
  const describeField: FieldDescriber = ({ field }, c) => flowFieldSentence(shopperLanguage(c), field);
  const describeSaveOfferField: FieldDescriber = ({ field }, c) => saveOfferFieldSentence(shopperLanguage(c), field);

  app.put(
    `${ADMIN_API}/flows/save-offers`,
    described({
      summary:
        "Save the cancel form's save offers: the discount for 'too expensive' (5–50 %), its cooldown (1–24 months) and the holdout share (0–50 %)",
      responses: { 200: { description: "The settings as saved.", schema: saveOfferSettingsSchema } },
      problems: [400, 413],
      examples: [{ name: "a discount above 50 %", body: { discountPercent: 60, cooldownMonths: 6, holdoutPercent: 20 }, status: 400 }],
    }),
    owner,
    adminBodyLimit(),
    body(saveOfferSettingsSchema, describeSaveOfferField),
    async (c) => c.json(await saveSaveOffers(c.req.valid("json"), staffActor(c, trustProxyHops))),
  );

  app.get(
    `${ADMIN_API}/flows/settings`,
    described({
      summary: "Read the flows' settings: the holdout share, each flow's switch and delay, the abandoned checkout's incentive",
      responses: { 200: { description: "The settings in force, and their last change.", schema: flowSettingsViewSchema } },
      examples: [{ name: "the settings", status: 200 }],
    }),
    owner,
    async (c) => c.json(await flowAdmin.settings()),
  );

  app.put(
    `${ADMIN_API}/flows/settings`,
    described({
      summary:
        "Save the flows' settings: the holdout share (0–50 %), every flow's switch and delay (the abandoned checkout's three, in hours) and its incentive code",
      responses: { 200: { description: "The settings as saved, and whether anything changed.", schema: flowSettingsChangeSchema } },
      problems: [400, 413],
      examples: [
        {
          name: "a holdout above 50 %",
          body: { holdoutPercent: 60, flows: { review_request: { enabled: true, delayDays: 10 } } },
          status: 400,
        },
      ],
    }),
    owner,
    adminBodyLimit(),
    body(flowSettingsSchema, describeField),
    async (c) => {
      const saved = await flowAdmin.save(c.req.valid("json"), staffActor(c, trustProxyHops));
      if ("refused" in saved) {
        const error = flowFieldSentence(shopperLanguage(c), saved.refused);
        return problem(c, 400, "incentive_code", error, { field: saved.refused, fields: { [saved.refused]: error } });
      }
      return c.json(saved);
    },
  );

  app.get(
    `${ADMIN_API}/flows/results`,
    described({
      summary: "Each flow's results over a period, emailed group against holdout, and back in stock's figures",
      query: periodQuery,
      responses: {
        200: { description: "The period and each flow's figures with 95 % intervals where the groups allow.", schema: flowResultsSchema },
      },
      problems: [400],
      examples: [
        { name: "the last 30 days", status: 200 },
        { name: "a period that ends before it starts", query: { from: "2026-11-20", to: "2026-11-01" }, status: 400 },
      ],
    }),
    owner,
    async (c) => {
      const reading = readFlowPeriod(new URL(c.req.url).searchParams, clock());
      if (!reading.ok) {
        const error = adminWords(shopperLanguage(c)).reportError(`${reading.field}_${reading.problem}`);
        return problem(c, 400, PERIOD_CODES[reading.problem], error, { field: reading.field, fields: { [reading.field]: error } });
      }
      return c.json(await flowAdmin.results(reading.period));
    },
  );
});
