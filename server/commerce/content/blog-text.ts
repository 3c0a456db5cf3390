/**
 * An article's HTML as plain text (Shopify's `Article.content`): entities decoded, scripts and styles
 * dropped, block elements separated by a space so words of adjacent paragraphs never run together.
 */
import { parseDocument } from "htmlparser2";

type ParsedNode = ReturnType<typeof parseDocument>["children"][number];

const BLOCK_ELEMENTS = new Set([
  "address",
  "article",
  "aside",
  "blockquote",
  "br",
  "dd",
  "div",
  "dl",
  "dt",
  "figcaption",
  "figure",
  "footer",
  "h1",
  "h2",
  "h3",
  "h4",
  "h5",
  "h6",
  "header",
  "hr",
  "li",
  "ol",
  "p",
  "pre",
  "section",
  "table",
  "td",
  "th",
  "tr",
  "ul",
]);

const SKIPPED_ELEMENTS = new Set(["script", "style", "template", "noscript"]);

export function htmlToText(html: string): string {
  const parts: string[] = [];
  const walk = (nodes: readonly ParsedNode[]) => {
    for (const node of nodes) {
      if (node.type === "text") parts.push(node.data);
      else if ("name" in node && "children" in node) {
        if (SKIPPED_ELEMENTS.has(node.name)) continue;
        const block = BLOCK_ELEMENTS.has(node.name);
        if (block) parts.push(" ");
        walk(node.children as ParsedNode[]);
        if (block) parts.push(" ");
      }
    }
  };
  walk(parseDocument(html).children);
  return parts.join("").replace(/\s+/g, " ").trim();
}
