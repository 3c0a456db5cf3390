/**
 * An article's HTML made safe to render, on the server only (the sanitiser never reaches the
 * browser; decision 0016). Only text markup, links, pictures and tables survive: no script, no event
 * handler, no style, no form, no frame, no `javascript:` or `data:` URL. Then every h2/h3 gets an id
 * the table of contents can link to (the author's when it is a plain slug, else one made from the
 * heading's words), unique in the page.
 */
import { DomUtils, parseDocument } from "htmlparser2";
import sanitizeHtml from "sanitize-html";
import type { TocEntry } from "./table-of-contents.ts";

/** An id an author may give a heading; ours on the page start with `blog-` or `main-` and stay theirs. */
const AUTHOR_ID = /^(?!blog-|main-)[a-z][a-z0-9-]{0,79}$/;

const SANITIZE_OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    "h2",
    "h3",
    "h4",
    "p",
    "br",
    "hr",
    "ul",
    "ol",
    "li",
    "strong",
    "b",
    "em",
    "i",
    "u",
    "s",
    "small",
    "sup",
    "sub",
    "abbr",
    "cite",
    "q",
    "code",
    "pre",
    "blockquote",
    "figure",
    "figcaption",
    "img",
    "a",
    "table",
    "caption",
    "thead",
    "tbody",
    "tfoot",
    "tr",
    "th",
    "td",
  ],
  // Checked after transformTags, which rebuild a's and img's attributes from the author's allowed ones.
  allowedAttributes: {
    a: ["href", "title", "rel", "target"],
    img: ["src", "alt", "width", "height", "title", "loading", "decoding"],
    h2: ["id"],
    h3: ["id"],
    h4: ["id"],
    abbr: ["title"],
    th: ["colspan", "rowspan", "scope"],
    td: ["colspan", "rowspan"],
    ol: ["start"],
  },
  allowedSchemes: ["http", "https", "mailto", "tel"],
  allowedSchemesByTag: { img: ["https", "http"] },
  allowProtocolRelative: false,
  // These tags go with everything inside them; any other unknown tag is dropped and keeps its text.
  nonTextTags: ["script", "style", "textarea", "option", "noscript", "template", "title", "iframe", "object", "svg", "math"],
  transformTags: {
    // The page's title is its only h1; deeper levels than h4 read as h4.
    h1: "h2",
    h5: "h4",
    h6: "h4",
    a: (tagName, { href, title }) => {
      const external = /^https?:\/\//i.test(href ?? "");
      return {
        tagName,
        attribs: {
          ...(href === undefined ? {} : { href }),
          ...(title === undefined ? {} : { title }),
          // A link out opens apart and tells the other site nothing.
          ...(external ? { rel: "noopener noreferrer nofollow", target: "_blank" } : {}),
        },
      };
    },
    img: (tagName, { src, alt, width, height, title }) => ({
      tagName,
      attribs: {
        ...(src === undefined ? {} : { src }),
        alt: alt ?? "",
        ...(width === undefined ? {} : { width }),
        ...(height === undefined ? {} : { height }),
        ...(title === undefined ? {} : { title }),
        loading: "lazy",
        decoding: "async",
      },
    }),
  },
};

export interface RenderedArticle {
  html: string;
  /** Every h2 and h3 in document order, with the id it now has. */
  headings: TocEntry[];
}

/** Lower case, no diacritics, words joined by hyphens: "Ce înseamnă?" → "ce-inseamna". */
export function slugify(text: string): string {
  return text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 60);
}

export function renderArticleHtml(html: string): RenderedArticle {
  const document = parseDocument(sanitizeHtml(html, SANITIZE_OPTIONS));
  const headings: TocEntry[] = [];
  const used = new Set<string>();
  const unique = (base: string) => {
    let id = base;
    for (let n = 2; used.has(id); n += 1) id = `${base}-${n}`;
    used.add(id);
    return id;
  };

  for (const element of DomUtils.findAll((node) => /^h[234]$/.test(node.name), document.children)) {
    const title = DomUtils.textContent(element).replace(/\s+/g, " ").trim();
    const own = element.attribs.id;
    const base = own !== undefined && AUTHOR_ID.test(own) ? own : `section-${slugify(title) || "untitled"}`;
    element.attribs.id = unique(base);
    if ((element.name === "h2" || element.name === "h3") && title !== "") {
      headings.push({ id: element.attribs.id, title, level: element.name === "h2" ? 2 : 3 });
    }
  }
  return { html: DomUtils.getOuterHTML(document, { encodeEntities: "utf8", emptyAttrs: true }), headings };
}
