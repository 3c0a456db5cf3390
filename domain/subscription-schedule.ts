/**
 * A subscription's delivery calendar (issue 18): which day each delivery falls on and what the customer's
 * skip, pause, resume, reschedule and "deliver now" do to it. Pure: days are `YYYY-MM-DD` calendar days of
 * the shop (Europe/Bucharest, `shopCalendarDay`), and "today" is always passed in, so the job, the portal
 * and the tests agree on what is due.
 *
 * Deliveries keep their day of the month (the anchor): a subscription started on 31 January delivers on
 * 28 or 29 February and on 31 March again, instead of drifting to the 28th for good. Every delivery has a
 * number (the first order is 0), so a renewal can be keyed by subscription and number: a skipped or
 * paused delivery uses its number up, and the numbers of later deliveries never change.
 */
import { addMonthsToDay, INTERVAL_MONTHS, nextChargeDay, shopCalendarDay, type SubscriptionInterval } from "./order-subscription-dates.ts";

export type CalendarDay = string;

export interface SubscriptionSchedule {
  interval: SubscriptionInterval;
  /** The day of the month deliveries fall on; a month without it takes its last day. */
  anchorDay: number;
  /** The number of the next delivery not yet created. */
  nextCycle: number;
  nextDeliveryDate: CalendarDay;
  /** The delivery the customer skipped, kept so the skip can be undone until that day comes. */
  skippedDate: CalendarDay | null;
  /** Set while paused: the day deliveries start again, or null until the customer resumes. */
  pause: { resumeOn: CalendarDay | null } | null;
}

export interface DueDelivery {
  cycle: number;
  date: CalendarDay;
}

export type PauseLength = 1 | 2 | 3 | "until_resumed";

/** How far ahead the customer may move the next delivery (issue 18: tomorrow to 60 days ahead). */
export const RESCHEDULE_WINDOW_DAYS = 60;

export type ScheduleRefusal = "already_skipped" | "nothing_to_undo" | "not_a_date" | "too_soon" | "too_late";

export type ScheduleChange = { ok: true; schedule: SubscriptionSchedule } | { ok: false; reason: ScheduleRefusal };

const CALENDAR_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

function isCalendarDay(value: string): boolean {
  const match = CALENDAR_DAY.exec(value);
  if (!match) return false;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return date.toISOString().slice(0, 10) === value;
}

function dayOfMonth(day: CalendarDay): number {
  return Number(day.slice(8, 10));
}

export function addDaysToDay(day: CalendarDay, days: number): CalendarDay {
  if (!isCalendarDay(day) || !Number.isInteger(days)) throw new RangeError(`Not a calendar day or whole days: ${day}, ${days}`);
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** The day `months` after the month of `day`, on the anchor day or the month's last day if it is shorter. */
function anchoredDay(day: CalendarDay, months: number, anchorDay: number): CalendarDay {
  const firstOfMonth = addMonthsToDay(`${day.slice(0, 8)}01`, months);
  const lastDay = dayOfMonth(addDaysToDay(addMonthsToDay(firstOfMonth, 1), -1));
  return `${firstOfMonth.slice(0, 8)}${String(Math.min(anchorDay, lastDay)).padStart(2, "0")}`;
}

/** Delivery `cycle` of the schedule, counted from its next delivery (later deliveries only). */
function deliveryOf(schedule: SubscriptionSchedule, cycle: number): DueDelivery {
  const months = (cycle - schedule.nextCycle) * INTERVAL_MONTHS[schedule.interval];
  return { cycle, date: anchoredDay(schedule.nextDeliveryDate, months, schedule.anchorDay) };
}

/** The first delivery of the schedule on or after `day`. */
function firstDeliveryFrom(schedule: SubscriptionSchedule, day: CalendarDay): DueDelivery {
  let delivery = deliveryOf(schedule, schedule.nextCycle);
  while (delivery.date < day) delivery = deliveryOf(schedule, delivery.cycle + 1);
  return delivery;
}

function movedTo(schedule: SubscriptionSchedule, delivery: DueDelivery): SubscriptionSchedule {
  return { ...schedule, nextCycle: delivery.cycle, nextDeliveryDate: delivery.date };
}

/** The calendar a subscription starts with: the order is delivery 0, and its day of the month the anchor. */
export function firstSchedule(orderedAt: Date, interval: SubscriptionInterval): SubscriptionSchedule {
  // The order's own day, not the first renewal's: an order on 31 January renews on 28 February, then on 31 March.
  const anchorDay = dayOfMonth(shopCalendarDay(orderedAt));
  return { interval, anchorDay, nextCycle: 1, nextDeliveryDate: nextChargeDay(orderedAt, interval), skippedDate: null, pause: null };
}

/** The day the customer will next receive something: null while paused until resumed. */
export function upcomingDeliveryDate(schedule: SubscriptionSchedule): CalendarDay | null {
  if (!schedule.pause) return schedule.nextDeliveryDate;
  return schedule.pause.resumeOn && firstDeliveryFrom(schedule, schedule.pause.resumeOn).date;
}

/**
 * Every delivery due on or before `asOf` that has not been created, oldest first: after three missed
 * cycles, three deliveries, each with its own number. A pause with a resume day counts from that day.
 */
export function dueDeliveries(schedule: SubscriptionSchedule, asOf: CalendarDay): DueDelivery[] {
  let delivery: DueDelivery;
  if (!schedule.pause) delivery = deliveryOf(schedule, schedule.nextCycle);
  else if (schedule.pause.resumeOn && schedule.pause.resumeOn <= asOf) delivery = firstDeliveryFrom(schedule, schedule.pause.resumeOn);
  else return [];
  const due: DueDelivery[] = [];
  while (delivery.date <= asOf) {
    due.push(delivery);
    delivery = deliveryOf(schedule, delivery.cycle + 1);
  }
  return due;
}

/** The schedule once `delivery`'s renewal exists: the next one follows it, and a pause it ended is over. */
export function scheduleAfterDelivery(schedule: SubscriptionSchedule, delivery: DueDelivery): SubscriptionSchedule {
  const next = deliveryOf({ ...schedule, nextCycle: delivery.cycle, nextDeliveryDate: delivery.date }, delivery.cycle + 1);
  const skippedDate = schedule.skippedDate && schedule.skippedDate > delivery.date ? schedule.skippedDate : null;
  return { ...movedTo(schedule, next), skippedDate, pause: null };
}

/** One skip at a time: the next delivery is dropped and the one after it becomes next. */
export function skipNextDelivery(schedule: SubscriptionSchedule, today: CalendarDay): ScheduleChange {
  if (schedule.skippedDate && schedule.skippedDate > today) return { ok: false, reason: "already_skipped" };
  const next = deliveryOf(schedule, schedule.nextCycle + 1);
  return { ok: true, schedule: { ...movedTo(schedule, next), skippedDate: schedule.nextDeliveryDate } };
}

/** Brings the skipped delivery back, up to the day before it: on its day the renewal may already be made. */
export function undoSkip(schedule: SubscriptionSchedule, today: CalendarDay): ScheduleChange {
  if (!schedule.skippedDate || schedule.skippedDate <= today) return { ok: false, reason: "nothing_to_undo" };
  const restored = { cycle: schedule.nextCycle - 1, date: schedule.skippedDate };
  return { ok: true, schedule: { ...movedTo(schedule, restored), skippedDate: null } };
}

/**
 * Pauses the next `length` deliveries (or all, until resumed). The dates stay as they were, so a pause
 * can be lengthened or shortened from the same first paused delivery; a pending skip is folded into it.
 */
export function pauseDeliveries(schedule: SubscriptionSchedule, length: PauseLength): SubscriptionSchedule {
  const resumeOn = length === "until_resumed" ? null : deliveryOf(schedule, schedule.nextCycle + length).date;
  return { ...schedule, skippedDate: null, pause: { resumeOn } };
}

/**
 * Resumes on the schedule's first delivery day from tomorrow on: deliveries missed while paused are not
 * made up, and never today, whose sweep may have run already (the customer can "deliver now" instead).
 */
export function resumeDeliveries(schedule: SubscriptionSchedule, today: CalendarDay): SubscriptionSchedule {
  const first = firstDeliveryFrom(schedule, addDaysToDay(today, 1));
  return { ...movedTo(schedule, first), skippedDate: null, pause: null };
}

/**
 * The days the next delivery may be moved to: tomorrow to 60 days ahead (issue 18), or, while a skip holds, to
 * 60 days after the skipped delivery, so a customer who skipped can still choose a day past the one they dropped
 * (a skipped quarterly delivery otherwise leaves a window that ends before the delivery it moved on to).
 */
export function rescheduleWindow(
  schedule: Pick<SubscriptionSchedule, "skippedDate">,
  today: CalendarDay,
): { min: CalendarDay; max: CalendarDay } {
  const from = schedule.skippedDate && schedule.skippedDate > today ? schedule.skippedDate : today;
  return { min: addDaysToDay(today, 1), max: addDaysToDay(from, RESCHEDULE_WINDOW_DAYS) };
}

/** Moves the next delivery to a day of its `rescheduleWindow`; later deliveries keep that day of the month. */
export function rescheduleNextDelivery(schedule: SubscriptionSchedule, date: string, today: CalendarDay): ScheduleChange {
  if (!isCalendarDay(date)) return { ok: false, reason: "not_a_date" };
  const window = rescheduleWindow(schedule, today);
  if (date < window.min) return { ok: false, reason: "too_soon" };
  if (date > window.max) return { ok: false, reason: "too_late" };
  return { ok: true, schedule: { ...schedule, anchorDay: dayOfMonth(date), nextDeliveryDate: date, skippedDate: null } };
}

/** The next delivery, made today; the schedule moves on from today, on today's day of the month. */
export function deliverNow(schedule: SubscriptionSchedule, today: CalendarDay): { delivery: DueDelivery; schedule: SubscriptionSchedule } {
  const delivery = { cycle: schedule.nextCycle, date: today };
  const restarted = { ...schedule, anchorDay: dayOfMonth(today), skippedDate: null, pause: null };
  return { delivery, schedule: scheduleAfterDelivery(restarted, delivery) };
}

/** A new interval applies after the next delivery, which keeps its day. */
export function changeInterval(schedule: SubscriptionSchedule, interval: SubscriptionInterval): SubscriptionSchedule {
  return { ...schedule, interval };
}
