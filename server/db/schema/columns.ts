/**
 * What the tables of several files share: the locale enum, the CHECK list helper, the column kinds every file writes
 * alike (a moment, a row's times, a row that belongs to its parent), and the texts' and metafields' tables.
 */
import {
  check,
  index,
  integer,
  pgEnum,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  type AnyPgColumn,
  type PgColumnBuilderBase,
  type PgTableExtraConfigValue,
} from "drizzle-orm/pg-core";
import { sql, type SQL } from "drizzle-orm";

/** A CHECK's list of allowed words from the domain's own list, so the two cannot disagree. */
export function sqlList(words: readonly string[]): SQL {
  return sql.raw(`(${words.map((word) => `'${word}'`).join(", ")})`);
}

export const localeEnum = pgEnum("locale", ["ro", "en"]);

/** Metafield rows whose value does not depend on the language (numbers, icons, URLs) use this locale. */
export const ANY_LOCALE = "*";

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

/** A row's tags (a product's, an article's, a browser report's): a list of words, empty rather than null. */
export function tags() {
  return text("tags")
    .array()
    .notNull()
    .default(sql`'{}'::text[]`);
}

/** A row that belongs to its parent: it always names one, and it goes when the parent is deleted. */
export function belongsTo(name: string, parent: () => AnyPgColumn) {
  return integer(name).notNull().references(parent, { onDelete: "cascade" });
}

/**
 * A table of rows under one parent: `parent` is the one parent column, named as its table names it (`{ productId: … }`),
 * and `keys` makes the table's keys and checks from that column and the others, by name.
 */
function childTable<Name extends string, Columns extends Record<string, PgColumnBuilderBase>>(
  name: Name,
  parent: Record<string, PgColumnBuilderBase>,
  columns: Columns,
  keys: (parentColumn: AnyPgColumn, columns: Record<string, AnyPgColumn>) => PgTableExtraConfigValue[],
) {
  const [parentKey] = Object.keys(parent) as [string];
  return pgTable(name, columns, (table) => {
    const all = table as unknown as Record<string, AnyPgColumn>;
    return keys(all[parentKey]!, all);
  });
}

/**
 * A parent's texts, one row per locale (`product_translations`, …), keyed by the parent and the locale, so a third
 * language is rows, not columns. `parent` is the one key column, named as its table names it (`{ productId: … }`).
 */
export function translationsTable<
  Name extends string,
  Parent extends Record<string, PgColumnBuilderBase>,
  Texts extends Record<string, PgColumnBuilderBase>,
>(name: Name, parent: Parent, texts: Texts) {
  return childTable(name, parent, { ...parent, locale: localeEnum("locale").notNull(), ...texts }, (parentColumn, columns) => [
    primaryKey({ columns: [parentColumn, columns.locale!] }),
  ]);
}

/**
 * A parent's ordered children (a product's pictures, its options, an option's values): one row per place, no two
 * children of one parent at the same place. `parent` is the one parent column, named as its table names it.
 */
export function positionedTable<
  Name extends string,
  Parent extends Record<string, PgColumnBuilderBase>,
  Columns extends Record<string, PgColumnBuilderBase>,
>(name: Name, parent: Parent, columns: Columns) {
  return childTable(
    name,
    parent,
    { id: serial("id").primaryKey(), ...parent, position: integer("position").notNull(), ...columns },
    (parentColumn, all) => [uniqueIndex(`${name}_position_key`).on(parentColumn, all.position!)],
  );
}

const metafieldColumns = {
  namespace: text("namespace").notNull(),
  key: text("key").notNull(),
  /** `ro`, `en`, or ANY_LOCALE for values that read the same in every language. */
  locale: text("locale").notNull(),
  /** Shopify metafield type name: single_line_text_field, multi_line_text_field, number_integer, url, boolean, json. */
  type: text("type").notNull(),
  value: text("value").notNull(),
};

/**
 * A parent's metafields (`product_metafields`, …), one value per namespace, key and locale. `parent` is the one
 * parent column, named as its table names it; `parentIndex` names an index on it alone, where there is one.
 */
export function metafieldsTable<Name extends string, Parent extends Record<string, PgColumnBuilderBase>>(
  name: Name,
  parent: Parent,
  { parentIndex }: { parentIndex?: string } = {},
) {
  return childTable(name, parent, { id: serial("id").primaryKey(), ...parent, ...metafieldColumns }, (parentColumn, columns) => [
    uniqueIndex(`${name}_key`).on(parentColumn, columns.namespace!, columns.key!, columns.locale!),
    check(`${name}_locale`, sql`${columns.locale} IN ('*', 'ro', 'en')`),
    ...(parentIndex ? [index(parentIndex).on(parentColumn)] : []),
  ]);
}
