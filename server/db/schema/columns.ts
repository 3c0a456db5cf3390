/**
 * What the tables of several files share: the locale enum, the metafield columns, the CHECK list helper, and the
 * column kinds every file writes alike (a moment, a row's times, a row that belongs to its parent).
 */
import { integer, pgEnum, text, timestamp, type AnyPgColumn } from "drizzle-orm/pg-core";
import { sql, type SQL } from "drizzle-orm";

/** A CHECK's list of allowed words from the domain's own list, so the two cannot disagree. */
export function sqlList(words: readonly string[]): SQL {
  return sql.raw(`(${words.map((word) => `'${word}'`).join(", ")})`);
}

export const localeEnum = pgEnum("locale", ["ro", "en"]);

/** Metafield rows whose value does not depend on the language (numbers, icons, URLs) use this locale. */
export const ANY_LOCALE = "*";

export const metafieldColumns = {
  namespace: text("namespace").notNull(),
  key: text("key").notNull(),
  /** `ro`, `en`, or ANY_LOCALE for values that read the same in every language. */
  locale: text("locale").notNull(),
  /** Shopify metafield type name: single_line_text_field, multi_line_text_field, number_integer, url, boolean, json. */
  type: text("type").notNull(),
  value: text("value").notNull(),
};

/** Every moment the store keeps is a `timestamptz`, so it reads back the same instant whatever the server's zone. */
export function timestamptz(name: string) {
  return timestamp(name, { withTimezone: true });
}

/** When a row was made and last changed; both start at its insert. */
export function timestamps() {
  return {
    createdAt: timestamptz("created_at").notNull().defaultNow(),
    updatedAt: timestamptz("updated_at").notNull().defaultNow(),
  };
}

/** A row that belongs to its parent: it always names one, and it goes when the parent is deleted. */
export function belongsTo(name: string, parent: () => AnyPgColumn) {
  return integer(name).notNull().references(parent, { onDelete: "cascade" });
}
