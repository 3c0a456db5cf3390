/**
 * The blog in the admin (issue 17 item 2), JSON under /api/admin, for members allowed `content.manage`, each
 * change audited (docs/api.md "Store admin: blog"):
 *
 * - POST /articles {…ArticleInput} → 201 {changed: true, article}
 * - POST /articles/:id {…ArticleInput, version} → {changed, article}; 409 when saved meanwhile or the address is taken
 * - POST /articles/:id/cover multipart {file, altRo, altEn} → {changed, article}: sets or replaces the cover
 * - DELETE /articles/:id/cover → {changed, article}
 *
 * A cover it replaces or removes is deleted from the upload store once the change is committed, if it was an
 * upload (`uploads/…`); the seed's drawings stay. The blog's pages read the list and an article through their loaders.
 */
import { taggedContract } from "../route-kit.ts";
import { forbiddenClaimsProblem } from "../claims-http.ts";
import type { Context } from "hono";
import { ARTICLE_CONTENT_MAX_LENGTH, articleChangeSchema, articleInputSchema } from "#domain/admin/articles";
import type { Language } from "#domain/locale";
import type { ArticleCoverOutcome, ArticleSaveOutcome, BlogAdmin } from "#server/commerce/content/module";
import { rowIdParam } from "#server/http/kit/row-id";
import { problem } from "#server/http/kit/problem";
import { body, type FieldDescriber } from "#server/http/kit/read-body";
import { shopperLanguage } from "#server/http/shopper-language";
import { ADMIN_ARTICLE_MESSAGES, ARTICLE_FIELD_NAMES, ARTICLE_LANGUAGE_NAMES } from "#server/messages/admin/articles";
import type { UploadStore } from "#server/uploads/upload-store";
import { ADMIN_API } from "./auth.ts";
import { adminBodyLimit, adminRouteGroups, type AdminRoutes, type AdminRouteOptions } from "./door.ts";
import { staffActor } from "./http.ts";
import { pictureUploadContract, readUploadForm, storeUpload, uploadSizeLimit } from "./uploads.ts";

/** Two languages of a long article, with room for the JSON around them. */
const ARTICLE_BODY_LIMIT = 2 * ARTICLE_CONTENT_MAX_LENGTH * 4 + 64 * 1024;

const described = taggedContract(["Admin: blog"]);

const text = (c: Context) => ADMIN_ARTICLE_MESSAGES[shopperLanguage(c)];

// "texts.en.title" is named "Titlu (engleză)", so the member knows which of the two columns to look at.
function label(c: Context, field: string) {
  const language = shopperLanguage(c);
  const [first, second, third] = field.split(".");
  if (first === "texts" && (second === "ro" || second === "en") && third)
    return `${ARTICLE_FIELD_NAMES[language][third] ?? third} (${ARTICLE_LANGUAGE_NAMES[language][second as Language]})`;
  return ARTICLE_FIELD_NAMES[language][field] ?? field;
}

const describeField: FieldDescriber = ({ problem: name, field }, c) => {
  const messages = text(c);
  if (name === "required") return messages.required(label(c, field));
  if (name === "too_long") return messages.tooLong(label(c, field));
  if (name === "handle") return messages.handle;
  if (name === "tags") return messages.tags;
  if (name === "date") return messages.date;
  return messages.invalid(label(c, field));
};

const notFound = (c: Context) => problem(c, 404, "not_found", text(c).notFound);

function answer(c: Context, outcome: ArticleSaveOutcome, created = false) {
  switch (outcome.kind) {
    case "saved":
      return c.json({ changed: outcome.changed, article: outcome.article }, created ? 201 : 200);
    case "not_found":
      return notFound(c);
    case "unknown_blog":
      return problem(c, 400, "unknown_blog", text(c).unknownBlog, { field: "blog" });
    case "handle_taken":
      return problem(c, 409, "handle_taken", text(c).handleTaken, { field: "handle" });
    case "edited_meanwhile":
      return problem(c, 409, "edited_meanwhile", text(c).editedMeanwhile, { article: outcome.article });
    case "forbidden_claims":
      return forbiddenClaimsProblem(c, outcome.findings);
  }
}

type ArticleRouteOptions = AdminRouteOptions & { blogAdmin: BlogAdmin; uploads: UploadStore };
type ArticleRouteKit = ArticleRouteOptions & { editor: ReturnType<AdminRouteOptions["door"]["permit"]> };

export function adminArticleRoutes(options: ArticleRouteOptions): AdminRoutes {
  return adminRouteGroups({ ...options, editor: options.door.permit("content.manage") }, [articleTextRoutes, articleCoverRoutes]);
}

/** An article written or saved, in both languages. */
function articleTextRoutes(app: AdminRoutes, { blogAdmin, trustProxyHops, editor }: ArticleRouteKit) {
  const sizeLimit = adminBodyLimit(ARTICLE_BODY_LIMIT);

  app.post(
    `${ADMIN_API}/articles`,
    described({
      summary: "Write a new article, in both languages",
      responses: { 201: { description: "The article as saved.", schema: articleChangeSchema } },
      problems: [400, 409, 413, 422],
      examples: [{ name: "an empty article", body: {}, status: 400 }],
    }),
    editor,
    sizeLimit,
    body(articleInputSchema, describeField),
    async (c) => answer(c, await blogAdmin.create(c.req.valid("json"), staffActor(c, trustProxyHops)), true),
  );

  app.post(
    `${ADMIN_API}/articles/:id`,
    described({
      summary: "Save an article (409 edited_meanwhile, with the article as it is now, when saved after `version`)",
      responses: { 200: { description: "The article as saved, and whether anything changed.", schema: articleChangeSchema } },
      problems: [400, 404, 409, 413, 422],
      examples: [{ name: "an unknown article", params: { id: "abc" }, body: {}, status: 404 }],
    }),
    editor,
    sizeLimit,
    async (c, next) => (rowIdParam(c) ? next() : notFound(c)),
    body(articleInputSchema, describeField),
    async (c) => answer(c, await blogAdmin.update(rowIdParam(c), c.req.valid("json"), staffActor(c, trustProxyHops))),
  );
}

/** The article's cover picture, uploaded or removed. */
function articleCoverRoutes(app: AdminRoutes, { blogAdmin, uploads, trustProxyHops, editor }: ArticleRouteKit) {
  /** Once the change is committed: the picture the article no longer shows goes, if it was uploaded. */
  const coverAnswer = async (c: Context, outcome: ArticleCoverOutcome) => {
    if (outcome.kind === "not_found") return notFound(c);
    if (outcome.replaced?.startsWith("uploads/")) await uploads.remove(outcome.replaced);
    return c.json({ changed: outcome.changed, article: outcome.article });
  };

  app.post(
    `${ADMIN_API}/articles/:id/cover`,
    described({
      summary: "Set or replace an article's cover picture",
      ...pictureUploadContract(),
      responses: { 200: { description: "The article with its cover, and whether anything changed.", schema: articleChangeSchema } },
    }),
    editor,
    uploadSizeLimit(),
    async (c) => {
      const id = rowIdParam(c);
      if (!id) return notFound(c);
      const form = await readUploadForm(c);
      if (!form.ok) return form.response;
      if (!(await blogAdmin.article(id))) return notFound(c);
      const stored = await storeUpload(c, uploads, "articles", form.bytes);
      if (!stored.ok) return stored.response;
      let outcome: ArticleCoverOutcome;
      try {
        outcome = await blogAdmin.setCover(
          id,
          { src: stored.src, width: stored.width, height: stored.height, alt: form.alt },
          staffActor(c, trustProxyHops),
        );
      } catch (error) {
        await uploads.remove(stored.src);
        throw error;
      }
      if (outcome.kind === "not_found") await uploads.remove(stored.src);
      return coverAnswer(c, outcome);
    },
  );

  app.delete(
    `${ADMIN_API}/articles/:id/cover`,
    described({
      summary: "Remove an article's cover picture",
      responses: { 200: { description: "The article without a cover, and whether anything changed.", schema: articleChangeSchema } },
      problems: [404],
      examples: [{ name: "an unknown article", params: { id: "999999" }, status: 404 }],
    }),
    editor,
    async (c) => {
      const id = rowIdParam(c);
      if (!id) return notFound(c);
      return coverAnswer(c, await blogAdmin.removeCover(id, staffActor(c, trustProxyHops)));
    },
  );
}
