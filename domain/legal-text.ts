/**
 * The legal pages' texts (issue 21 item 2, decision 0052): what the owner writes in /admin/content is plain text
 * with a few marks, read here into blocks that the page renders with React — never as HTML, so nothing an owner or
 * an intruder types can become markup or script on the shop.
 *
 * - A blank line separates blocks; a block whose first line starts with `### ` is a subheading.
 * - A block whose lines all start with `- ` is a list, one item per line.
 * - `**words**` are bold; `https://…` addresses and e-mail addresses become links.
 * - `[[…]]` marks what a lawyer must confirm: shown highlighted until the owner rewrites the sentence.
 * - `{{name}}` is filled in from configuration (the company's identity, the shop's address) before reading.
 */

export type LegalInline =
  | { kind: "text"; text: string }
  | { kind: "strong"; text: string }
  | { kind: "link"; text: string; href: string }
  | { kind: "lawyer"; text: string };

export type LegalBlock =
  { kind: "heading"; inline: LegalInline[] } | { kind: "paragraph"; lines: LegalInline[][] } | { kind: "list"; items: LegalInline[][] };

/** A point a lawyer must confirm, as the templates mark it. */
const LAWYER_MARK = /\[\[([\s\S]+?)\]\]/g;

/** The points of a text still marked for a lawyer, for the admin's notice. */
export function lawyerPoints(text: string): string[] {
  return [...text.matchAll(LAWYER_MARK)].map((match) => match[1]!.trim());
}

const PLACEHOLDER = /\{\{\s*([a-zA-Z]+)\s*\}\}/g;

/** `{{name}}` replaced by its value; an unknown name is left as written, so a typo shows rather than vanishes. */
export function fillPlaceholders(text: string, values: Readonly<Record<string, string>>): string {
  return text.replace(PLACEHOLDER, (whole, name: string) => values[name] ?? whole);
}

// Bold, a lawyer's mark, an address on the web, an e-mail address: the first that starts earliest wins.
const INLINE = /\*\*(.+?)\*\*|\[\[([\s\S]+?)\]\]|(https:\/\/[^\s<>"]+[^\s<>".,;:!?)])|([A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,})/g;

export function parseInline(text: string): LegalInline[] {
  const parts: LegalInline[] = [];
  let last = 0;
  for (const match of text.matchAll(INLINE)) {
    const index = match.index;
    if (index > last) parts.push({ kind: "text", text: text.slice(last, index) });
    const [whole, strong, lawyer, url, email] = match;
    if (strong !== undefined) parts.push({ kind: "strong", text: strong });
    else if (lawyer !== undefined) parts.push({ kind: "lawyer", text: lawyer.trim() });
    else if (url !== undefined) parts.push({ kind: "link", text: url, href: url });
    else if (email !== undefined) parts.push({ kind: "link", text: email, href: `mailto:${email}` });
    last = index + whole.length;
  }
  if (last < text.length) parts.push({ kind: "text", text: text.slice(last) });
  return parts;
}

export function parseLegalText(text: string): LegalBlock[] {
  return text
    .replace(/\r\n?/g, "\n")
    .split(/\n[ \t]*\n/)
    .map((block) =>
      block
        .split("\n")
        .map((line) => line.trim())
        .filter((line) => line !== ""),
    )
    .filter((lines) => lines.length > 0)
    .map((lines): LegalBlock => {
      if (lines.length === 1 && lines[0]!.startsWith("### ")) return { kind: "heading", inline: parseInline(lines[0]!.slice(4).trim()) };
      if (lines.every((line) => line.startsWith("- ")))
        return { kind: "list", items: lines.map((line) => parseInline(line.slice(2).trim())) };
      return { kind: "paragraph", lines: lines.map(parseInline) };
    });
}
