/**
 * The blog in the admin (issue 17 item 2), JSON under /api/admin, for members allowed `content.manage`, each
 * change audited (docs/api.md "Store admin: blog"):
 *
 * - GET /articles?q=&state=&blog=&page= → {articles, total, page, pageSize, blogs}
 * - GET /articles/:id → {article, blogs}
 * - POST /articles {…ArticleInput} → 201 {changed: true, article}
 * - POST /articles/:id {…ArticleInput, version} → {changed, article}; 409 when saved meanwhile or the address is taken
 * - POST /articles/:id/cover multipart {file, altRo, altEn} → {changed, article}: sets or replaces the cover
 * - DELETE /articles/:id/cover → {changed, article}
 *
 * A cover it replaces or removes is deleted from the upload store once the change is committed, if it was an
 * upload (`uploads/…`); the seed's drawings stay.
 */
import { Hono, type Context } from "hono";
import { bodyLimit } from "hono/body-limit";
import { z } from "zod";
import {
  ADMIN_ARTICLES_PAGE_SIZE,
  ARTICLE_CONTENT_MAX_LENGTH,
  ARTICLE_MAX_TAGS,
  articleInputSchema,
  readArticleFilter,
} from "#domain/admin-articles";
import type { Language } from "#domain/locale";
import type { ArticleCoverOutcome, ArticleSaveOutcome, BlogAdmin } from "#server/commerce/content/back-office/blog-admin";
import type { StaffSessions } from "#server/commerce/staff/staff-sessions";
import { shopperLanguage } from "#server/http/shopper-language";
import type { UploadStore } from "#server/uploads/upload-store";
import { ADMIN_API } from "./admin-auth.ts";
import { adminFailure, adminMessages, readAdminBody, requireStaff, staffActor, type AdminVariables } from "./admin-http.ts";
import { readUploadForm, storeUpload, uploadSizeLimit } from "./admin-uploads.ts";

/** Two languages of a long article, with room for the JSON around them. */
const ARTICLE_BODY_LIMIT = 2 * ARTICLE_CONTENT_MAX_LENGTH * 4 + 64 * 1024;

const FIELDS: Record<Language, Record<string, string>> = {
  ro: {
    blog: "Blog",
    handle: "Adresă",
    authorName: "Autor",
    tags: "Etichete",
    status: "Stare",
    publishedAt: "Data publicării",
    title: "Titlu",
    excerpt: "Rezumat",
    contentHtml: "Conținut",
    imageAltText: "Textul alternativ al imaginii",
  },
  en: {
    blog: "Blog",
    handle: "Address",
    authorName: "Author",
    tags: "Tags",
    status: "Status",
    publishedAt: "Publication date",
    title: "Title",
    excerpt: "Summary",
    contentHtml: "Content",
    imageAltText: "Image alt text",
  },
};

const LANGUAGE_NAMES: Record<Language, Record<Language, string>> = {
  ro: { ro: "română", en: "engleză" },
  en: { ro: "Romanian", en: "English" },
};

const MESSAGES: Record<
  Language,
  {
    notFound: string;
    unknownBlog: string;
    handleTaken: string;
    editedMeanwhile: string;
    required: (field: string) => string;
    tooLong: (field: string) => string;
    handle: string;
    tags: string;
    date: string;
    invalid: (field: string) => string;
  }
> = {
  ro: {
    notFound: "Articolul nu există.",
    unknownBlog: "Blogul ales nu există.",
    handleTaken: "Un alt articol al acestui blog are deja adresa asta. Alege alta.",
    editedMeanwhile: "Altcineva a salvat articolul între timp. Reîncarcă pagina ca să vezi ce s-a schimbat, apoi salvează din nou.",
    required: (field) => `Completează „${field}”.`,
    tooLong: (field) => `„${field}” este prea lung.`,
    handle: "Adresa poate avea doar litere mici fără diacritice, cifre și cratime (de exemplu ce-este-hpv).",
    tags: `Cel mult ${ARTICLE_MAX_TAGS} etichete, separate prin virgulă, fiecare de cel mult 40 de caractere.`,
    date: "Alege o dată și o oră valide.",
    invalid: (field) => `Câmpul „${field}” nu este valid.`,
  },
  en: {
    notFound: "No such article.",
    unknownBlog: "The chosen blog does not exist.",
    handleTaken: "Another article of this blog already has this address. Choose another.",
    editedMeanwhile: "Someone else saved the article meanwhile. Reload the page to see what changed, then save again.",
    required: (field) => `Fill in "${field}".`,
    tooLong: (field) => `"${field}" is too long.`,
    handle: "The address can only have lower-case letters without accents, digits and hyphens (for example what-is-hpv).",
    tags: `At most ${ARTICLE_MAX_TAGS} tags, separated by commas, each at most 40 characters.`,
    date: "Choose a valid date and time.",
    invalid: (field) => `The field "${field}" is not valid.`,
  },
};

const articleId = z.coerce.number().int().positive().max(2_147_483_647);

export function adminArticleRoutes({
  blogAdmin,
  uploads,
  sessions,
  baseUrl,
  trustProxyHops,
}: {
  blogAdmin: BlogAdmin;
  uploads: UploadStore;
  sessions: StaffSessions;
  baseUrl: string;
  trustProxyHops: number;
}): Hono<{ Variables: AdminVariables }> {
  const app = new Hono<{ Variables: AdminVariables }>();
  const guard = requireStaff({ sessions, baseUrl }, "content.manage");
  const sizeLimit = bodyLimit({ maxSize: ARTICLE_BODY_LIMIT, onError: (c) => adminFailure(c, 413, adminMessages(c).tooLarge) });
  const text = (c: Context) => MESSAGES[shopperLanguage(c)];
  // "texts.en.title" is named "Titlu (engleză)", so the member knows which of the two columns to look at.
  const label = (c: Context, field: string) => {
    const language = shopperLanguage(c);
    const [first, second, third] = field.split(".");
    if (first === "texts" && (second === "ro" || second === "en") && third)
      return `${FIELDS[language][third] ?? third} (${LANGUAGE_NAMES[language][second]})`;
    return FIELDS[language][field] ?? field;
  };
  const describe = (c: Context) => (problem: string, field: string) => {
    const messages = text(c);
    if (problem === "required") return messages.required(label(c, field));
    if (problem === "too_long") return messages.tooLong(label(c, field));
    if (problem === "handle") return messages.handle;
    if (problem === "tags") return messages.tags;
    if (problem === "date") return messages.date;
    return messages.invalid(label(c, field));
  };
  const answer = (c: Context, outcome: ArticleSaveOutcome, created = false) => {
    switch (outcome.kind) {
      case "saved":
        return c.json({ changed: outcome.changed, article: outcome.article }, created ? 201 : 200);
      case "not_found":
        return adminFailure(c, 404, text(c).notFound);
      case "unknown_blog":
        return adminFailure(c, 400, text(c).unknownBlog, "blog");
      case "handle_taken":
        return adminFailure(c, 409, text(c).handleTaken, "handle");
      case "edited_meanwhile":
        return c.json({ error: text(c).editedMeanwhile, article: outcome.article }, 409);
    }
  };

  app.get(`${ADMIN_API}/articles`, guard, async (c) => {
    const filter = readArticleFilter(new URL(c.req.url).searchParams);
    const language = shopperLanguage(c);
    const [page, blogs] = await Promise.all([blogAdmin.list(filter, language), blogAdmin.blogs(language)]);
    return c.json({ ...page, page: filter.page, pageSize: ADMIN_ARTICLES_PAGE_SIZE, blogs });
  });

  app.get(`${ADMIN_API}/articles/:id`, guard, async (c) => {
    const parsed = articleId.safeParse(c.req.param("id"));
    const article = parsed.success ? await blogAdmin.article(parsed.data) : null;
    if (!article) return adminFailure(c, 404, text(c).notFound);
    return c.json({ article, blogs: await blogAdmin.blogs(shopperLanguage(c)) });
  });

  app.post(`${ADMIN_API}/articles`, guard, sizeLimit, async (c) => {
    const body = await readAdminBody(c, articleInputSchema, describe(c));
    if (!body.ok) return body.response;
    return answer(c, await blogAdmin.create(body.value, staffActor(c, trustProxyHops)), true);
  });

  app.post(`${ADMIN_API}/articles/:id`, guard, sizeLimit, async (c) => {
    const parsed = articleId.safeParse(c.req.param("id"));
    if (!parsed.success) return adminFailure(c, 404, text(c).notFound);
    const body = await readAdminBody(c, articleInputSchema, describe(c));
    if (!body.ok) return body.response;
    return answer(c, await blogAdmin.update(parsed.data, body.value, staffActor(c, trustProxyHops)));
  });

  /** Once the change is committed: the picture the article no longer shows goes, if it was uploaded. */
  const coverAnswer = async (c: Context, outcome: ArticleCoverOutcome) => {
    if (outcome.kind === "not_found") return adminFailure(c, 404, text(c).notFound);
    if (outcome.replaced?.startsWith("uploads/")) await uploads.remove(outcome.replaced);
    return c.json({ changed: outcome.changed, article: outcome.article });
  };

  app.post(`${ADMIN_API}/articles/:id/cover`, guard, uploadSizeLimit(), async (c) => {
    const parsed = articleId.safeParse(c.req.param("id"));
    if (!parsed.success) return adminFailure(c, 404, text(c).notFound);
    const form = await readUploadForm(c);
    if (!form.ok) return form.response;
    if (!(await blogAdmin.article(parsed.data))) return adminFailure(c, 404, text(c).notFound);
    const stored = await storeUpload(c, uploads, "articles", form.bytes);
    if (!stored.ok) return stored.response;
    let outcome: ArticleCoverOutcome;
    try {
      outcome = await blogAdmin.setCover(
        parsed.data,
        { src: stored.src, width: stored.width, height: stored.height, alt: form.alt },
        staffActor(c, trustProxyHops),
      );
    } catch (error) {
      await uploads.remove(stored.src);
      throw error;
    }
    if (outcome.kind === "not_found") await uploads.remove(stored.src);
    return coverAnswer(c, outcome);
  });

  app.delete(`${ADMIN_API}/articles/:id/cover`, guard, async (c) => {
    const parsed = articleId.safeParse(c.req.param("id"));
    if (!parsed.success) return adminFailure(c, 404, text(c).notFound);
    return coverAnswer(c, await blogAdmin.removeCover(parsed.data, staffActor(c, trustProxyHops)));
  });

  return app;
}
