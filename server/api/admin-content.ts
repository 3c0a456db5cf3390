/**
 * The owner's store content (issue 17 item 2, decision 0042), JSON under /api/admin, for members allowed
 * `content.manage`, each change audited (docs/api.md "Store admin: store content"):
 *
 * - GET /content/:page → {page: ContentPageView}
 * - POST /content/:page {version, texts: {key: {ro, en}}, hidden, bottlesSold} → {changed, page};
 *   409 {error, page} when someone saved the page after `version`
 */
import { Hono, type Context } from "hono";
import { bodyLimit } from "hono/body-limit";
import type { Language } from "#domain/locale";
import { BOTTLES_SOLD_MAX, contentFieldName, contentTextMaxLength, isContentPage, type ContentPage } from "#domain/store-content";
import { contentSaveSchema } from "#domain/store-content-schema";
import type { StoreContent } from "#server/commerce/content/store-content";
import type { StaffSessions } from "#server/commerce/staff/staff-sessions";
import { shopperLanguage } from "#server/http/shopper-language";
import { ADMIN_API } from "./admin-auth.ts";
import { adminFailure, adminMessages, readAdminBody, requireStaff, type AdminVariables, staffActor } from "./admin-http.ts";

/** Every text of a page in both languages, with room for the JSON around them. */
const CONTENT_BODY_LIMIT = 512 * 1024;

const LANGUAGE_NAMES: Record<Language, Record<Language, string>> = {
  ro: { ro: "română", en: "engleză" },
  en: { ro: "Romanian", en: "English" },
};

const MESSAGES: Record<
  Language,
  {
    notFound: string;
    editedMeanwhile: string;
    unknownKey: (key: string) => string;
    required: (field: string) => string;
    tooLong: (field: string, max: number) => string;
    bottles: string;
    invalid: (field: string) => string;
  }
> = {
  ro: {
    notFound: "Pagina nu există.",
    editedMeanwhile:
      "Altcineva a salvat pagina după ce ai deschis-o. Reîncarcă pagina ca să vezi textele de acum, apoi fă din nou schimbările.",
    unknownKey: (key) => `Pagina nu are textul „${key}”.`,
    required: (field) =>
      `Completează „${field}”: un text schimbat se scrie în ambele limbi (sau golește-l în amândouă ca să revii la textul implicit).`,
    tooLong: (field, max) => `„${field}” are mai mult de ${max.toLocaleString("ro-RO")} de caractere.`,
    bottles: `Sticle vândute: scrie un număr întreg între 0 și ${BOTTLES_SOLD_MAX.toLocaleString("ro-RO")}.`,
    invalid: (field) => `Verifică „${field}”.`,
  },
  en: {
    notFound: "No such page.",
    editedMeanwhile:
      "Someone else saved this page after you opened it. Reload the page to see its texts as they are now, then make your changes again.",
    unknownKey: (key) => `The page has no text "${key}".`,
    required: (field) => `Fill in "${field}": a changed text is written in both languages (or empty it in both to go back to the default).`,
    tooLong: (field, max) => `"${field}" is longer than ${max.toLocaleString("en-GB")} characters.`,
    bottles: `Bottles sold: enter a whole number between 0 and ${BOTTLES_SOLD_MAX.toLocaleString("en-GB")}.`,
    invalid: (field) => `Check "${field}".`,
  },
};

export function adminContentRoutes({
  content,
  sessions,
  baseUrl,
  trustProxyHops,
}: {
  content: StoreContent;
  sessions: StaffSessions;
  baseUrl: string;
  trustProxyHops: number;
}): Hono<{ Variables: AdminVariables }> {
  const app = new Hono<{ Variables: AdminVariables }>();
  const guard = requireStaff({ sessions, baseUrl }, "content.manage");
  const sizeLimit = bodyLimit({ maxSize: CONTENT_BODY_LIMIT, onError: (c) => adminFailure(c, 413, adminMessages(c).tooLarge) });
  const text = (c: Context) => MESSAGES[shopperLanguage(c)];
  // "texts.stats.bottles.en" is named "Stats › Bottles (English)", the label of its input in the editor.
  const label = (c: Context, field: string) => {
    const language = shopperLanguage(c);
    const match = /^texts\.(.+)\.(ro|en)$/.exec(field);
    return match ? `${contentFieldName(match[1]!)} (${LANGUAGE_NAMES[language][match[2] as Language]})` : field;
  };
  const describe = (c: Context, page: ContentPage) => (problem: string, field: string) => {
    const messages = text(c);
    if (problem === "required") return messages.required(label(c, field));
    if (problem === "tooLong") return messages.tooLong(label(c, field), contentTextMaxLength(page));
    if (field === "bottlesSold") return messages.bottles;
    return messages.invalid(label(c, field));
  };

  app.get(`${ADMIN_API}/content/:page`, guard, async (c) => {
    const page = c.req.param("page");
    if (!isContentPage(page)) return adminFailure(c, 404, text(c).notFound);
    return c.json({ page: await content.view(page) });
  });

  app.post(`${ADMIN_API}/content/:page`, guard, sizeLimit, async (c) => {
    const page = c.req.param("page");
    if (!isContentPage(page)) return adminFailure(c, 404, text(c).notFound);
    const body = await readAdminBody(c, contentSaveSchema(page), describe(c, page));
    if (!body.ok) return body.response;
    const outcome = await content.save(page, body.value, staffActor(c, trustProxyHops));
    switch (outcome.kind) {
      case "saved":
        return c.json({ changed: outcome.changed, page: outcome.page });
      case "unknownKey":
        return adminFailure(c, 400, text(c).unknownKey(outcome.key));
      case "conflict":
        return c.json({ error: text(c).editedMeanwhile, page: outcome.page }, 409);
    }
  });

  return app;
}
