/**
 * The owner's discount codes (issue 17 item 3), JSON under /api/admin; changes for `discounts.manage` (the owner),
 * each audited (docs/api.md "Store admin: discount codes"). The pages read the codes through their loaders.
 */
import { taggedContract } from "../route-kit.ts";
import { type Context } from "hono";
import { discountChangeSchema, discountCreatedSchema, discountFormSchema } from "#domain/admin/discounts";
import { normaliseDiscountCode } from "#domain/discount-code";
import type { DiscountAdmin, DiscountSaveOutcome } from "#server/commerce/promotions/module";
import { problem } from "#server/http/kit/problem";
import { body, type FieldDescriber } from "#server/http/kit/read-body";
import { shopperLanguage } from "#server/http/shopper-language";
import { ADMIN_API } from "./auth.ts";
import { ADMIN_DISCOUNT_MESSAGES } from "#server/messages/admin/discounts";
import { adminBodyLimit, adminRouteModule } from "./door.ts";
import { staffActor } from "./http.ts";

const described = taggedContract(["Admin: discount codes"]);

export const adminDiscountRoutes = adminRouteModule<{ discounts: DiscountAdmin }>((app, { discounts, door, trustProxyHops }) => {
  const manager = door.permit("discounts.manage");
  const sizeLimit = adminBodyLimit();
  const text = (c: Context) => ADMIN_DISCOUNT_MESSAGES[shopperLanguage(c)];
  const codeOf = (c: Context) => normaliseDiscountCode(decodeURIComponent(c.req.param("code") ?? ""));
  const describeField: FieldDescriber = ({ problem: name, field }, c) => text(c).field(name, field);
  const form = body(discountFormSchema, describeField);

  const answer = (c: Context, outcome: DiscountSaveOutcome) => {
    switch (outcome.kind) {
      case "saved":
        return c.json({ changed: outcome.changed, discount: outcome.discount });
      case "exists":
        return problem(c, 409, "code_taken", text(c).exists(codeOf(c) || "—"), { field: "code" });
      case "not_found":
        return problem(c, 404, "not_found", text(c).notFound);
      case "invalid":
        return problem(c, 400, outcome.problem.problem, text(c).rule(outcome.problem), { field: outcome.problem.field });
    }
  };

  app.post(
    `${ADMIN_API}/discounts`,
    described({
      summary: "Create a discount code",
      responses: { 201: { description: "The code as saved.", schema: discountCreatedSchema } },
      problems: [400, 409, 413],
      examples: [{ name: "a code with no kind", body: { code: "TOAMNA" }, status: 400 }],
    }),
    manager,
    sizeLimit,
    form,
    async (c) => {
      const value = c.req.valid("json");
      const outcome = await discounts.create(value, staffActor(c, trustProxyHops), shopperLanguage(c));
      if (outcome.kind === "exists") return problem(c, 409, "code_taken", text(c).exists(value.code), { field: "code" });
      return outcome.kind === "saved" ? c.json({ discount: outcome.discount }, 201) : answer(c, outcome);
    },
  );

  app.post(
    `${ADMIN_API}/discounts/:code`,
    described({
      summary: "Change a discount code's terms (the code itself is not renamed)",
      responses: { 200: { description: "The code as saved, and whether anything changed.", schema: discountChangeSchema } },
      problems: [400, 404, 413],
      examples: [{ name: "an unknown code", params: { code: "NOPE" }, body: { code: "NOPE", kind: "percent", percent: 10 }, status: 404 }],
    }),
    manager,
    sizeLimit,
    form,
    async (c) => answer(c, await discounts.update(codeOf(c), c.req.valid("json"), staffActor(c, trustProxyHops), shopperLanguage(c))),
  );

  for (const [step, active] of [
    ["disable", false],
    ["enable", true],
  ] as const) {
    app.post(
      `${ADMIN_API}/discounts/:code/${step}`,
      described({
        summary: active ? "Enable a discount code" : "Disable a discount code",
        responses: { 200: { description: "The code as saved, and whether anything changed.", schema: discountChangeSchema } },
        problems: [404],
        examples: [{ name: "an unknown code", params: { code: "NOPE" }, status: 404 }],
      }),
      manager,
      async (c) => answer(c, await discounts.setActive(codeOf(c), active, staffActor(c, trustProxyHops), shopperLanguage(c))),
    );
  }
});
