import type { AppLoadContext } from "react-router";
import { formatBottles, type ContentPage } from "#domain/store-content";
import { pageTranslations } from "./page-catalogues.server.ts";
import { sendTexts } from "./sent-texts.server.ts";
import type { CategoryLabels } from "#app/lib/category-labels.ts";
import type { Messages, SentTexts } from "./translator.ts";

const BOTTLES_PLACEHOLDER = /\{\{\s*bottles\s*\}\}/g;

/** The group of texts at a path, or null when the locale file has none there (an override for a text since removed). */
function group(messages: Messages, path: string[]): Messages | null {
  let node = messages;
  for (const part of path) {
    const next = node[part];
    if (typeof next !== "object") return null;
    node = next;
  }
  return node;
}

/** A copy of `messages` with `texts` (dotted key → text) written over it and the bottles figure filled in. */
export function applyContent(messages: Messages, texts: Record<string, string>, bottles: string): Messages {
  const copy = structuredClone(messages);
  for (const [key, text] of Object.entries(texts)) {
    const parts = key.split(".");
    const node = group(copy, parts.slice(0, -1));
    const last = parts.at(-1)!;
    if (node && typeof node[last] === "string") node[last] = text;
  }
  const fill = (value: string | Messages): string | Messages =>
    typeof value === "string"
      ? value.replace(BOTTLES_PLACEHOLDER, bottles)
      : Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, fill(inner)]));
  return fill(copy) as Messages;
}

type PageContent = Awaited<ReturnType<AppLoadContext["pageContent"]>>;

/** The owner's content is kept per catalogue version (one object until an edit), so each is applied and written once. */
const applied = new WeakMap<PageContent, { translations: SentTexts; hidden: string[] }>();

/**
 * A content page's texts as its loader sends them (decision 0042): the locale file's, with the owner's
 * overrides in this language written over them, the bottles-sold figure filled in, and the home page's
 * hidden claims. Resolved here, on the server, so the page's JavaScript carries no content logic and the
 * server render and the hydration read the same data.
 */
export async function pageContent(
  context: Pick<AppLoadContext, "language" | "pageContent">,
  page: ContentPage,
): Promise<{ translations: SentTexts; hidden: string[] }> {
  const content = await context.pageContent(page);
  let result = applied.get(content);
  if (!result) {
    const defaults = pageTranslations(context.language, [page]);
    const texts = applyContent(defaults[page]!, content.texts, formatBottles(content.bottlesSold, context.language));
    applied.set(content, (result = { translations: sendTexts({ [page]: texts }), hidden: content.hidden }));
  }
  return result;
}

/** The category names as the owner wrote them, kept per catalogue version like a page's texts. */
const labels = new WeakMap<PageContent, CategoryLabels>();

/**
 * The product categories' names in this language (issue 64 item 3, decision 0128): the `categories` content page's
 * defaults with the owner's overrides, for the menus of every page and the home page's tiles, sent by the root loader.
 */
export async function categoryLabels(context: Pick<AppLoadContext, "language" | "pageContent">): Promise<CategoryLabels> {
  const content = await context.pageContent("categories");
  let result = labels.get(content);
  if (!result) {
    const texts = applyContent(pageTranslations(context.language, ["categories"]).categories!, content.texts, "");
    labels.set(content, (result = { menu: texts.menu as Record<string, string>, tiles: texts.tiles as Record<string, string> }));
  }
  return result;
}
