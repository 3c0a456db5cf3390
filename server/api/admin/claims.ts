/**
 * The claims checker for the owner (issue 44 item 4, decision 0097), under /api/admin: a text checked before it is used,
 * nothing saved. The "Claims check" page reads the store's copy through its loader; this is its "check a text" box.
 */
import { Hono } from "hono";
import { claimsCheckInputSchema, claimsCheckResultSchema } from "#domain/admin/claims";
import { checkText } from "#domain/claims-check";
import { contract } from "#server/http/kit/contract";
import { body, type FieldDescriber } from "#server/http/kit/read-body";
import { shopperLanguage } from "#server/http/shopper-language";
import { plainFieldSentence } from "#server/messages/admin/fields";
import { CLAIMS_MESSAGES } from "#server/messages/claims";
import { ADMIN_API } from "./auth.ts";
import { adminBodyLimit, type AdminDoor, type AdminRoutes } from "./door.ts";
import type { AdminVariables } from "./http.ts";

export function adminClaimsRoutes({ door }: { door: AdminDoor }): AdminRoutes {
  const app = new Hono<{ Variables: AdminVariables }>();
  const describe: FieldDescriber = ({ problem: name, field }, c) => {
    const language = shopperLanguage(c);
    const labels = CLAIMS_MESSAGES[language].labels;
    return plainFieldSentence(language, name, field === "text" ? labels.text : labels.language);
  };

  app.post(
    `${ADMIN_API}/claims-check`,
    contract({
      summary: "Check a text for the words the law forbids in a food supplement's advertising (nothing is saved)",
      description:
        "Each finding names the word as written, its place (`field` is `text`, `offset` in characters) and the rule " +
        "(`law56_words`, `law56_diseases`, `reg1169_prevention`).",
      tags: ["Admin: claims"],
      responses: { 200: { description: "What the checker found; empty when nothing.", schema: claimsCheckResultSchema } },
      problems: [400, 413],
      examples: [
        { name: "a review's words", body: { language: "ro", text: "M-a vindecat de cancer" }, status: 200 },
        { name: "a text without its language", body: { text: "Vitamina C" }, status: 400 },
      ],
    }),
    door.permit("catalog.manage"),
    adminBodyLimit(),
    body(claimsCheckInputSchema, describe),
    (c) => {
      const { text, language } = c.req.valid("json");
      return c.json({ findings: checkText({ field: "text", text, language }) });
    },
  );

  return app;
}
