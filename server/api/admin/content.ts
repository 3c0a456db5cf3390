/**
 * The owner's store content (issue 17 item 2, decision 0042), JSON under /api/admin, for members allowed
 * `content.manage`, each change audited (docs/api.md "Store admin: store content"):
 *
 * - POST /content/:page {version, texts: {key: {ro, en}}, hidden, bottlesSold} → {changed, page};
 *   409 (code `edited_meanwhile`, with the page as it is now) when someone saved the page after `version`; 422 (code
 *   `forbidden_claims`, the field and the findings) when a category name names a disease (issue 64 item 3)
 *
 * The content page reads every page through its loader.
 */
import { type Context } from "hono";
import type { Language } from "#domain/locale";
import {
  CONTENT_PAGES,
  CONTENT_TEXT_MAX_LENGTH,
  contentFieldName,
  contentTextMaxLength,
  isContentPage,
  LEGAL_PAGES,
  LEGAL_TEXT_MAX_LENGTH,
  type ContentPage,
} from "#domain/store-content";
import { contentSavedSchema, contentSaveSchema } from "#domain/store-content-schema";
import type { StoreContent } from "#server/commerce/content/module";
import { contract } from "#server/http/kit/contract";
import { problem } from "#server/http/kit/problem";
import { readBody, type FieldDescriber } from "#server/http/kit/read-body";
import { shopperLanguage } from "#server/http/shopper-language";
import { ADMIN_CONTENT_MESSAGES } from "#server/messages/admin/content";
import { CLAIMS_MESSAGES } from "#server/messages/claims";
import { ADMIN_API } from "./auth.ts";
import { adminBodyLimit, adminRouteModule } from "./door.ts";
import { staffActor } from "./http.ts";

/** Every text of a page in both languages, with room for the JSON around them. */
const CONTENT_BODY_LIMIT = 512 * 1024;

export const adminContentRoutes = adminRouteModule<{ content: StoreContent }>((app, { content, door, trustProxyHops }) => {
  const sizeLimit = adminBodyLimit(CONTENT_BODY_LIMIT);
  const text = (c: Context) => ADMIN_CONTENT_MESSAGES[shopperLanguage(c)];
  // "texts.stats.bottles.en" is named "Stats › Bottles (English)", the label of its input in the editor.
  const label = (c: Context, field: string) => {
    const match = /^texts\.(.+)\.(ro|en)$/.exec(field);
    return match ? `${contentFieldName(match[1]!)} (${text(c).languageNames[match[2] as Language]})` : field;
  };
  const describe =
    (page: ContentPage): FieldDescriber =>
    ({ problem: name, field }, c) => {
      const messages = text(c);
      if (name === "required") return messages.required(label(c, field));
      if (name === "tooLong") return messages.tooLong(label(c, field), contentTextMaxLength(page));
      if (field === "bottlesSold") return messages.bottles;
      return messages.invalid(label(c, field));
    };

  app.post(
    `${ADMIN_API}/content/:page`,
    contract({
      summary: "Save a content page's texts (every override it should have afterwards), hidden claims and figures",
      description: `\`page\` is one of ${CONTENT_PAGES.join(", ")}. A 409 (code \`edited_meanwhile\`) carries the page as it is now.`,
      tags: ["Admin: store content"],
      requestBody: {
        description: `The page's texts as {key: {ro, en}}, each at most ${CONTENT_TEXT_MAX_LENGTH} characters (a legal page's at most ${LEGAL_TEXT_MAX_LENGTH}, as the schema says): read once the page is known, by that page's limit.`,
        contentType: "application/json",
        schema: contentSaveSchema(LEGAL_PAGES[0]),
      },
      responses: { 200: { description: "The page as saved, and whether anything changed.", schema: contentSavedSchema } },
      problems: [400, 404, 409, 413, 422],
      examples: [
        { name: "an unknown page", params: { page: "nope" }, body: { version: 0, texts: {} }, status: 404 },
        { name: "a version that is not a number", params: { page: "story" }, body: { version: "x", texts: {} }, status: 400 },
      ],
    }),
    door.permit("content.manage"),
    sizeLimit,
    async (c) => {
      const page = c.req.param("page");
      if (!isContentPage(page)) return problem(c, 404, "not_found", text(c).notFound);
      const body = await readBody(c, contentSaveSchema(page), { describe: describe(page) });
      if (!body.ok) return body.response;
      const outcome = await content.save(page, body.value, staffActor(c, trustProxyHops));
      switch (outcome.kind) {
        case "saved":
          return c.json({ changed: outcome.changed, page: outcome.page });
        case "unknownKey":
          return problem(c, 400, "unknown_key", text(c).unknownKey(outcome.key));
        case "forbiddenClaims": {
          // The sentence names each field as the editor labels it; `field` and `findings` keep the keys for the form.
          const named = outcome.findings.map((finding) => ({ ...finding, field: label(c, finding.field) }));
          return problem(c, 422, "forbidden_claims", CLAIMS_MESSAGES[shopperLanguage(c)].forbiddenWords(named), {
            field: outcome.findings[0]!.field,
            findings: outcome.findings,
          });
        }
        case "conflict":
          return problem(c, 409, "edited_meanwhile", text(c).editedMeanwhile, { page: outcome.page });
      }
    },
  );
});
