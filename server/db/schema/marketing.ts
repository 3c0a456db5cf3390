/**
 * Where visits come from (issue 67 item 1, decision 0149): the marketing module's tables, which only its code
 * (server/commerce/marketing/) writes.
 */
import { boolean, check, date, index, integer, pgTable, serial, text, uniqueIndex, type AnyPgColumn } from "drizzle-orm/pg-core";
import { sql } from "drizzle-orm";
import { CONVERSION_OUTCOMES, CONVERSION_PLATFORMS, CONVERTED_EVENTS } from "#domain/conversions";
import { ATTRIBUTION_SUBJECTS, CLICK_ID_KINDS, DEVICE_CLASSES, FUNNEL_STEPS, VISIT_CHANNELS } from "#domain/visit-source";
import { sqlList, timestamptz } from "#server/db/schema/columns";

/**
 * The source and device class a count is kept by, the visits' and the funnel's alike. An unknown source, medium or
 * campaign is "" rather than null, so one unique key gathers each day's counts of a kind (PostgreSQL holds two nulls
 * distinct).
 */
function countedSource() {
  return {
    channel: text("channel").notNull(),
    source: text("source").notNull().default(""),
    medium: text("medium").notNull().default(""),
    campaign: text("campaign").notNull().default(""),
    deviceClass: text("device_class").notNull(),
  };
}

/** A count's channel and device class are the store's own words. */
function countedSourceChecks(table: string, t: { channel: AnyPgColumn; deviceClass: AnyPgColumn }) {
  return [
    check(`${table}_channel`, sql`${t.channel} IN ${sqlList(VISIT_CHANNELS)}`),
    check(`${table}_device_class`, sql`${t.deviceClass} IN ${sqlList(DEVICE_CLASSES)}`),
  ];
}

/**
 * Visits counted by day (the shop's, Europe/Bucharest), source and device class: nothing about any person, so every
 * visit is counted whatever the shopper chose.
 */
export const visitCounts = pgTable(
  "visit_counts",
  {
    day: date("day").notNull(),
    ...countedSource(),
    visits: integer("visits").notNull().default(0),
  },
  (t) => [
    uniqueIndex("visit_counts_key").on(t.day, t.channel, t.source, t.medium, t.campaign, t.deviceClass),
    ...countedSourceChecks("visit_counts", t),
  ],
);

/**
 * The storefront funnel's steps counted like the visits, by the shop's day, the session's source and device class:
 * a browser session counts each step once (a product viewed, a cart added to, a checkout started), whatever the
 * shopper chose, and nothing about the person is kept. Orders, deliveries and payments come from the orders'
 * credits instead.
 */
export const funnelCounts = pgTable(
  "funnel_counts",
  {
    day: date("day").notNull(),
    step: text("step").notNull(),
    ...countedSource(),
    sessions: integer("sessions").notNull().default(0),
  },
  (t) => [
    uniqueIndex("funnel_counts_key").on(t.day, t.step, t.channel, t.source, t.medium, t.campaign, t.deviceClass),
    check("funnel_counts_step", sql`${t.step} IN ${sqlList(FUNNEL_STEPS)}`),
    ...countedSourceChecks("funnel_counts", t),
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

/** The columns of a touch an attribution copies, by the name its `first` and `last` copies end in. */
const CREDITED_TOUCH_TEXTS = {
  Channel: "channel",
  Source: "source",
  Medium: "medium",
  Campaign: "campaign",
  ClickIdKind: "click_id_kind",
  DeviceClass: "device_class",
} as const;

/**
 * One of an attribution's two touches (`first` or `last`) as copied from the visitor's touch: where it came from, on
 * which device, and when; all null when the subject is unattributed.
 */
function creditedTouch<Which extends "first" | "last">(which: Which) {
  const texts = Object.entries(CREDITED_TOUCH_TEXTS).map(([suffix, column]) => [`${which}${suffix}`, text(`${which}_${column}`)]);
  return { ...Object.fromEntries(texts), [`${which}TouchedAt`]: timestamptz(`${which}_touched_at`) } as {
    [Key in `${Which}${keyof typeof CREDITED_TOUCH_TEXTS}`]: ReturnType<typeof text>;
  } & { [Key in `${Which}TouchedAt`]: ReturnType<typeof timestamptz> };
}

/**
 * What an order, a newsletter sign-up or a subscription is credited to (issue 67 item 1, decision 0151): its visitor's
 * first touch and last non-direct touch within 30 days, copied when it happened so that the sweep of old touches never
 * changes a past order's source. Both touches are null when the shopper had not allowed statistics or no visit of
 * theirs was kept: "unattributed", never guessed. The cookie choice in force then is kept beside them, so that what
 * is later sent to an ad platform follows the choice the shopper had made when they ordered. A subscription copies its
 * first order's credit.
 */
export const attributions = pgTable(
  "attributions",
  {
    id: serial("id").primaryKey(),
    subjectKind: text("subject_kind").notNull(),
    subjectId: integer("subject_id").notNull(),
    creditedAt: timestamptz("credited_at").notNull(),
    /** The device class of the request that made the subject (its User-Agent's), whatever the choice. */
    deviceClass: text("device_class"),
    statisticsAllowed: boolean("statistics_allowed").notNull(),
    marketingAllowed: boolean("marketing_allowed").notNull(),
    ...creditedTouch("first"),
    ...creditedTouch("last"),
  },
  (t) => [
    uniqueIndex("attributions_subject").on(t.subjectKind, t.subjectId),
    index("attributions_credited_idx").on(t.creditedAt),
    check("attributions_subject_kind", sql`${t.subjectKind} IN ${sqlList(ATTRIBUTION_SUBJECTS)}`),
    check("attributions_device_class", sql`${t.deviceClass} IS NULL OR ${t.deviceClass} IN ${sqlList(DEVICE_CLASSES)}`),
    ...(["first", "last"] as const).map((which) => {
      const channel = t[`${which}Channel`];
      return check(`attributions_${which}_channel`, sql`${channel} IS NULL OR ${channel} IN ${sqlList(VISIT_CHANNELS)}`);
    }),
    // Attributed means both touches known (the last may be "direct"); unattributed, neither.
    check("attributions_both_touches_or_none", sql`(${t.firstChannel} IS NULL) = (${t.lastChannel} IS NULL)`),
  ],
);

/**
 * What the store told an ad platform of an order (issue 67 item 3, decision 0155): its purchase and, once, its refund,
 * each sent or refused for good (the platform's words kept for the owner). One row each, so a purchase is sent once
 * and a refund only after a purchase that went. The order's number, never anything about the shopper.
 */
export const conversionDeliveries = pgTable(
  "conversion_deliveries",
  {
    id: serial("id").primaryKey(),
    orderId: integer("order_id").notNull(),
    platform: text("platform").notNull(),
    event: text("event").notNull(),
    outcome: text("outcome").notNull(),
    /** The platform's words when it refused the event. */
    detail: text("detail"),
    at: timestamptz("at").notNull(),
  },
  (t) => [
    uniqueIndex("conversion_deliveries_key").on(t.orderId, t.platform, t.event),
    check("conversion_deliveries_platform", sql`${t.platform} IN ${sqlList(CONVERSION_PLATFORMS)}`),
    check("conversion_deliveries_event", sql`${t.event} IN ${sqlList(CONVERTED_EVENTS)}`),
    check("conversion_deliveries_outcome", sql`${t.outcome} IN ${sqlList(CONVERSION_OUTCOMES)}`),
  ],
);
