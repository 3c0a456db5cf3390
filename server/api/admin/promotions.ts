/**
 * The owner's automatic promotions (issue 68 item 1), JSON under /api/admin: read for `discounts.read`, changes for
 * `discounts.manage` (the owner, as for the codes), each audited (docs/api.md "Store admin: automatic promotions").
 * The pages read the promotions through their loaders.
 */
import { taggedContract } from "../route-kit.ts";
import { type Context } from "hono";
import {
  PROMOTION_MAX_CUSTOMERS,
  promotionChangeSchema,
  promotionCreatedSchema,
  promotionFormSchema,
  promotionListSchema,
  promotionOneSchema,
} from "#domain/admin/promotions";
import type { PromotionAdmin, PromotionSaveOutcome } from "#server/commerce/promotions/module";
import { problem } from "#server/http/kit/problem";
import { body, type FieldDescriber } from "#server/http/kit/read-body";
import { rowIdParam } from "#server/http/kit/row-id";
import { shopperLanguage } from "#server/http/shopper-language";
import { ADMIN_PROMOTION_MESSAGES } from "#server/messages/admin/promotions";
import { ADMIN_API } from "./auth.ts";
import { adminBodyLimit, adminRouteModule } from "./door.ts";
import { staffActor } from "./http.ts";

const described = taggedContract(["Admin: automatic promotions"]);

/** A tiered promotion as the owner types it: the example the API's description shows. */
const TIERED = {
  titleRo: "2 produse −10 %, 3 produse −15 %",
  titleEn: "2 products −10%, 3 products −15%",
  kind: "tiers",
  tierBasis: "quantity",
  tiers: [
    { min: "2", percent: "10" },
    { min: "3", percent: "15" },
  ],
};

export const adminPromotionRoutes = adminRouteModule<{ promotions: PromotionAdmin }>((app, { promotions, door, trustProxyHops }) => {
  const reader = door.permit("discounts.read");
  const manager = door.permit("discounts.manage");
  // A customer list of 5,000 pasted addresses is larger than the admin's other forms.
  const sizeLimit = adminBodyLimit(PROMOTION_MAX_CUSTOMERS * 120);
  const text = (c: Context) => ADMIN_PROMOTION_MESSAGES[shopperLanguage(c)];
  const describeField: FieldDescriber = ({ problem: name, field }, c) => text(c).field(name, field);
  const form = body(promotionFormSchema, describeField);
  const notFound = (c: Context) => problem(c, 404, "not_found", text(c).notFound);

  const answer = (c: Context, outcome: PromotionSaveOutcome) => {
    switch (outcome.kind) {
      case "saved":
        return c.json({ changed: outcome.changed, promotion: outcome.promotion });
      case "not_found":
        return notFound(c);
      case "invalid":
        return problem(c, 400, outcome.problem.problem, text(c).rule(outcome.problem), { field: outcome.problem.field });
    }
  };

  app.get(
    `${ADMIN_API}/promotions`,
    described({
      summary: "The automatic promotions, with each one's uses, amount off and revenue",
      responses: { 200: { description: "Every promotion, the enabled first, the newest first.", schema: promotionListSchema } },
    }),
    reader,
    async (c) => {
      c.header("Cache-Control", "no-store");
      return c.json({ promotions: await promotions.list(shopperLanguage(c)) });
    },
  );

  app.post(
    `${ADMIN_API}/promotions`,
    described({
      summary: "Create an automatic promotion",
      responses: { 201: { description: "The promotion as saved.", schema: promotionCreatedSchema } },
      problems: [400, 413],
      examples: [
        { name: "a tiered promotion", body: TIERED, status: 201 },
        { name: "tiers that do not increase", body: { ...TIERED, tiers: [...TIERED.tiers].reverse() }, status: 400 },
      ],
    }),
    manager,
    sizeLimit,
    form,
    async (c) => {
      const outcome = await promotions.create(c.req.valid("json"), staffActor(c, trustProxyHops), shopperLanguage(c));
      return outcome.kind === "saved" ? c.json({ promotion: outcome.promotion }, 201) : answer(c, outcome);
    },
  );

  app.get(
    `${ADMIN_API}/promotions/:id`,
    described({
      summary: "An automatic promotion, with its customer list",
      responses: { 200: { description: "The promotion.", schema: promotionOneSchema } },
      problems: [404],
      examples: [{ name: "an unknown promotion", params: { id: "999999" }, status: 404 }],
    }),
    reader,
    async (c) => {
      c.header("Cache-Control", "no-store");
      const promotion = await promotions.get(rowIdParam(c), shopperLanguage(c));
      return promotion ? c.json({ promotion }) : notFound(c);
    },
  );

  app.put(
    `${ADMIN_API}/promotions/:id`,
    described({
      summary: "Change an automatic promotion (the whole form; orders placed before keep what they were charged)",
      responses: { 200: { description: "The promotion as saved, and whether anything changed.", schema: promotionChangeSchema } },
      problems: [400, 404, 413],
      examples: [{ name: "an unknown promotion", params: { id: "999999" }, body: TIERED, status: 404 }],
    }),
    manager,
    sizeLimit,
    form,
    async (c) => answer(c, await promotions.update(rowIdParam(c), c.req.valid("json"), staffActor(c, trustProxyHops), shopperLanguage(c))),
  );

  for (const [step, active] of [
    ["disable", false],
    ["enable", true],
  ] as const) {
    app.post(
      `${ADMIN_API}/promotions/:id/${step}`,
      described({
        summary: active ? "Enable an automatic promotion" : "Disable an automatic promotion",
        responses: { 200: { description: "The promotion as saved, and whether anything changed.", schema: promotionChangeSchema } },
        problems: [404],
        examples: [{ name: "an unknown promotion", params: { id: "999999" }, status: 404 }],
      }),
      manager,
      async (c) => answer(c, await promotions.setActive(rowIdParam(c), active, staffActor(c, trustProxyHops), shopperLanguage(c))),
    );
  }
});
