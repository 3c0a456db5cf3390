/**
 * Where visits come from (issue 67 item 1, decision 0149): the marketing module's tables, which only its code
 * (server/commerce/marketing/) writes.
 */
import { check, date, index, integer, pgTable, serial, text, uniqueIndex } from "drizzle-orm/pg-core";
import { sql } from "drizzle-orm";
import { CLICK_ID_KINDS, DEVICE_CLASSES, VISIT_CHANNELS } from "#domain/visit-source";
import { sqlList, timestamptz } from "#server/db/schema/columns";

/**
 * Visits counted by day (the shop's, Europe/Bucharest), source and device class: nothing about any person, so every
 * visit is counted whatever the shopper chose. An unknown source, medium or campaign is "" rather than null, so one
 * unique key gathers each day's visits of a kind (PostgreSQL holds two nulls distinct).
 */
export const visitCounts = pgTable(
  "visit_counts",
  {
    day: date("day").notNull(),
    channel: text("channel").notNull(),
    source: text("source").notNull().default(""),
    medium: text("medium").notNull().default(""),
    campaign: text("campaign").notNull().default(""),
    deviceClass: text("device_class").notNull(),
    visits: integer("visits").notNull().default(0),
  },
  (t) => [
    uniqueIndex("visit_counts_key").on(t.day, t.channel, t.source, t.medium, t.campaign, t.deviceClass),
    check("visit_counts_channel", sql`${t.channel} IN ${sqlList(VISIT_CHANNELS)}`),
    check("visit_counts_device_class", sql`${t.deviceClass} IN ${sqlList(DEVICE_CLASSES)}`),
  ],
);

/**
 * Each visit of a visitor who allowed statistics, under the random id of their `elara_visitor` cookie: what an order
 * or a sign-up is later credited to. A click id's kind, never its value; the referrer's host and the landing path,
 * never their queries.
 */
export const visitorTouches = pgTable(
  "visitor_touches",
  {
    id: serial("id").primaryKey(),
    visitorId: text("visitor_id").notNull(),
    occurredAt: timestamptz("occurred_at").notNull(),
    channel: text("channel").notNull(),
    source: text("source"),
    medium: text("medium"),
    campaign: text("campaign"),
    content: text("content"),
    term: text("term"),
    clickIdKind: text("click_id_kind"),
    referrerHost: text("referrer_host"),
    landingPath: text("landing_path").notNull(),
    deviceClass: text("device_class").notNull(),
  },
  (t) => [
    index("visitor_touches_visitor_idx").on(t.visitorId, t.occurredAt),
    check("visitor_touches_channel", sql`${t.channel} IN ${sqlList(VISIT_CHANNELS)}`),
    check("visitor_touches_click_id_kind", sql`${t.clickIdKind} IS NULL OR ${t.clickIdKind} IN ${sqlList(CLICK_ID_KINDS)}`),
    check("visitor_touches_device_class", sql`${t.deviceClass} IN ${sqlList(DEVICE_CLASSES)}`),
  ],
);
