/**
 * An article's table of contents. The `custom.table_of_contents` metafield is a JSON list of
 * `{id, title, level}` (decision 0016): the merchant's wording of the contents. Only entries whose id
 * names a heading of the rendered article are kept, so no link ever leads nowhere; without a readable
 * metafield the article's own h2/h3 headings are the contents.
 */
import { z } from "zod";

export interface TocEntry {
  id: string;
  title: string;
  level: 2 | 3;
}

const MAX_ENTRIES = 100;

const metafieldSchema = z
  .array(
    z.object({
      id: z.string().min(1).max(80),
      title: z.string().trim().min(1).max(200),
      level: z.union([z.literal(2), z.literal(3)]).optional(),
    }),
  )
  .max(MAX_ENTRIES);

/** The entries a metafield value lists, or null when it is missing or not such a list. */
function parseTableOfContents(value: string | null | undefined): z.output<typeof metafieldSchema> | null {
  if (value === null || value === undefined || value.trim() === "") return null;
  let json: unknown;
  try {
    json = JSON.parse(value);
  } catch {
    return null;
  }
  const parsed = metafieldSchema.safeParse(json);
  return parsed.success ? parsed.data : null;
}

export function tableOfContents(metafieldValue: string | null | undefined, headings: readonly TocEntry[]): TocEntry[] {
  const listed = parseTableOfContents(metafieldValue);
  if (listed === null || listed.length === 0) return [...headings];
  const headingById = new Map(headings.map((heading) => [heading.id, heading]));
  const seen = new Set<string>();
  const entries: TocEntry[] = [];
  for (const entry of listed) {
    const heading = headingById.get(entry.id);
    if (!heading || seen.has(entry.id)) continue;
    seen.add(entry.id);
    entries.push({ id: heading.id, title: entry.title, level: heading.level });
  }
  // A list naming none of the headings is out of date: the headings themselves are the better guide.
  return entries.length > 0 ? entries : [...headings];
}
