/**
 * The supplement finder's quiz (issue 68 item 5, decision 0159), JSON under /api/admin, for members allowed
 * `content.manage`, each change audited (docs/api.md "Store admin: supplement finder"):
 *
 * - POST /finder {version, quiz} → {changed, finder}; 400 naming the field as the editor labels it; 409 (code
 *   `edited_meanwhile`, with the quiz as it is now); 422 (code `unknown_product`) for a product the shop does not show,
 *   (code `forbidden_claims`, the field and the findings) for a text the claims checker refuses.
 *
 * The editor reads the quiz through its page's loader.
 */
import { type Context } from "hono";
import { finderSavedSchema, finderSaveSchema } from "#domain/finder-quiz-schema";
import type { FinderService } from "#server/commerce/content/module";
import { contract } from "#server/http/kit/contract";
import { problem } from "#server/http/kit/problem";
import { readBody, type FieldDescriber } from "#server/http/kit/read-body";
import { shopperLanguage } from "#server/http/shopper-language";
import { ADMIN_FINDER_MESSAGES } from "#server/messages/finder";
import { CLAIMS_MESSAGES } from "#server/messages/claims";
import { ADMIN_API } from "./auth.ts";
import { adminBodyLimit, adminRouteModule } from "./door.ts";
import { staffActor } from "./http.ts";

/** A quiz at its largest, in both languages, with room for the JSON around it. */
const FINDER_BODY_LIMIT = 256 * 1024;

export const adminFinderRoutes = adminRouteModule<{ finder: FinderService }>((app, { finder, door, trustProxyHops }) => {
  const text = (c: Context) => ADMIN_FINDER_MESSAGES[shopperLanguage(c)];
  const describe: FieldDescriber = ({ field, issue }, c) => {
    const messages = text(c);
    const label = messages.label(field);
    switch (issue.message) {
      case "required":
        return messages.required(label);
      case "tooLong":
        return messages.tooLong(label);
      case "tooFew":
        return messages.tooFew(label);
      case "tooMany":
        return messages.tooMany(label);
      case "duplicate":
        return messages.duplicate(label);
      case "unexplained":
        return messages.unexplained(label);
      default:
        return issue.code === "too_small" ? messages.required(label) : messages.invalid(label);
    }
  };

  app.post(
    `${ADMIN_API}/finder`,
    contract({
      summary: "Save the supplement finder's quiz (questions, answers, the products each points to, the results' texts)",
      description:
        "The whole quiz in both languages. Every text passes the claims checker as a product's copy does (422 " +
        "`forbidden_claims`); every product named must be published (422 `unknown_product`). A 409 (code " +
        "`edited_meanwhile`) carries the quiz as it is now.",
      tags: ["Admin: store content"],
      requestBody: {
        description: "The quiz and the version the editor opened.",
        contentType: "application/json",
        schema: finderSaveSchema,
      },
      responses: { 200: { description: "The quiz as saved, and whether anything changed.", schema: finderSavedSchema } },
      problems: [400, 409, 413, 422],
      examples: [{ name: "no quiz", body: { version: 0 }, status: 400 }],
    }),
    door.permit("content.manage"),
    adminBodyLimit(FINDER_BODY_LIMIT),
    async (c) => {
      const body = await readBody(c, finderSaveSchema, { describe });
      if (!body.ok) return body.response;
      const messages = text(c);
      const outcome = await finder.save(body.value, staffActor(c, trustProxyHops));
      switch (outcome.kind) {
        case "saved":
          return c.json({ changed: outcome.changed, finder: outcome.finder });
        case "conflict":
          return problem(c, 409, "edited_meanwhile", messages.editedMeanwhile, { finder: outcome.finder });
        case "unknownProduct":
          return problem(c, 422, "unknown_product", messages.unknownProduct(messages.label(outcome.field), outcome.product), {
            field: outcome.field,
          });
        case "forbiddenClaims": {
          const named = outcome.findings.map((finding) => ({ ...finding, field: messages.label(finding.field) }));
          return problem(c, 422, "forbidden_claims", CLAIMS_MESSAGES[shopperLanguage(c)].forbiddenWords(named), {
            field: outcome.findings[0]!.field,
            findings: outcome.findings,
          });
        }
      }
    },
  );
});
