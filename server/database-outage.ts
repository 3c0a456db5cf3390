/**
 * A request the database could not serve is answered 503 with Retry-After, on every route (decision 0071): JSON with a
 * sentence in the shopper's language for the API, an error page in their language for a page. Each request runs in a
 * database scope (server/db/database-scope.ts) that sets how long its queries wait for the pool and notes what the
 * pool met; a request that met trouble and failed (a 5xx, or a Storefront API answer whose resolvers failed, which
 * GraphQL answers 200) is answered 503 here, whatever layer caught the error first.
 */
import type { Context, MiddlewareHandler } from "hono";
import { problem } from "#server/http/kit/problem";
import type { Language } from "#domain/locale";
import { escapeHtml } from "#domain/escape-html";
import { isPoolExhausted } from "./db/client.ts";
import { currentDatabaseScope, inDatabaseScope, type DatabaseTrouble, type DatabaseWork } from "./db/database-scope.ts";
import { shopperLanguage } from "./http/shopper-language.ts";
import type { RequestVariables } from "./http/request-logging.ts";

/** Seconds a client should wait before asking again: a full pool frees in a moment, a database restarts in a few. */
export const RETRY_AFTER_SECONDS: Record<DatabaseTrouble, number> = { busy: 1, unreachable: 5 };

const MESSAGES: Record<Language, Record<DatabaseTrouble, string> & { title: string; reload: string }> = {
  ro: {
    busy: "Magazinul e foarte aglomerat chiar acum. Încearcă din nou peste câteva clipe.",
    unreachable: "Magazinul este indisponibil pentru scurt timp. Încearcă din nou peste câteva clipe.",
    title: "Revenim imediat",
    reload: "Reîncarcă pagina",
  },
  en: {
    busy: "The store is very busy right now. Please try again in a moment.",
    unreachable: "The store is briefly unavailable. Please try again in a moment.",
    title: "Back in a moment",
    reload: "Reload the page",
  },
};

export const databaseTroubleMessage = (language: Language, trouble: DatabaseTrouble) => MESSAGES[language][trouble];

type Env = { Variables: RequestVariables };

/** Whether the request wants a page: not an API call, and a browser asking for HTML. */
const wantsPage = (c: Context) => !c.req.path.startsWith("/api/") && (c.req.header("Accept") ?? "").includes("text/html");

/** The 503 for `trouble`, as JSON or as a page. */
export function databaseTroubleAnswer(c: Context<Env>, trouble: DatabaseTrouble): Response {
  const language = shopperLanguage(c);
  const message = databaseTroubleMessage(language, trouble);
  const headers = { "Retry-After": String(RETRY_AFTER_SECONDS[trouble]), "Cache-Control": "no-store" };
  c.var.log.warn({ trouble }, "the database could not serve the request: answered 503");
  if (!wantsPage(c)) return problem(c, 503, `database_${trouble}`, message, {}, headers);
  const texts = MESSAGES[language];
  const url = new URL(c.req.url);
  const page = `<!doctype html>
<html lang="${language}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(texts.title)}</title></head>
<body>
<main>
<h1>${escapeHtml(texts.title)}</h1>
<p>${escapeHtml(message)}</p>
<p><a href="${escapeHtml(url.pathname + url.search)}">${escapeHtml(texts.reload)}</a></p>
</main>
</body>
</html>
`;
  return c.html(page, 503, headers);
}

/**
 * Runs the request in a database scope of `workOf(path)`, and answers 503 when it met database trouble and failed.
 * `graphqlPath`: the Storefront API, whose failed reads are answered 200 with errors.
 */
export function databaseOutage(workOf: (path: string) => DatabaseWork, graphqlPath: string): MiddlewareHandler<Env> {
  return async (c, next) => {
    const scope = await inDatabaseScope(workOf(c.req.path), async (scope) => {
      await next();
      return scope;
    });
    const status = c.res.status;
    // A 503 the route gave itself (the health check) is its own answer.
    const failed = (status >= 500 && status !== 503) || (status === 200 && c.req.path === graphqlPath);
    if (scope.trouble && failed) {
      await c.res.body?.cancel().catch(() => undefined);
      c.res = databaseTroubleAnswer(c, scope.trouble);
    }
  };
}

/** The trouble an unhandled error shows: what the request's scope noted, or a full pool the error names itself. */
export function databaseTroubleOf(error: unknown): DatabaseTrouble | null {
  return currentDatabaseScope()?.trouble ?? (isPoolExhausted(error) ? "busy" : null);
}
