import { describe, expect, it } from "vitest";
import { shopCalendarDay } from "./order-subscription-dates.ts";
import {
  addDaysToDay,
  changeInterval,
  deliverNow,
  dueDeliveries,
  firstSchedule,
  pauseDeliveries,
  rescheduleNextDelivery,
  rescheduleWindow,
  resumeDeliveries,
  scheduleAfterDelivery,
  skipNextDelivery,
  undoSkip,
  upcomingDeliveryDate,
  type CalendarDay,
  type SubscriptionSchedule,
} from "./subscription-schedule.ts";

function schedule(overrides: Partial<SubscriptionSchedule> = {}): SubscriptionSchedule {
  return { interval: "monthly", anchorDay: 15, nextCycle: 1, nextDeliveryDate: "2026-04-15", skippedDate: null, pause: null, ...overrides };
}

/** The dates of the next `count` deliveries, as the job would create them one after another. */
function deliveryDates(start: SubscriptionSchedule, count: number): CalendarDay[] {
  const dates: CalendarDay[] = [];
  let current = start;
  for (let index = 0; index < count; index += 1) {
    const [next] = dueDeliveries(current, upcomingDeliveryDate(current)!);
    dates.push(next!.date);
    current = scheduleAfterDelivery(current, next!);
  }
  return dates;
}

function accepted(change: ReturnType<typeof skipNextDelivery>): SubscriptionSchedule {
  if (!change.ok) throw new Error(`refused: ${change.reason}`);
  return change.schedule;
}

describe("the first schedule", () => {
  it("anchors on the order's day in Bucharest and delivers one interval later", () => {
    expect(firstSchedule(new Date("2026-03-15T10:00:00Z"), "monthly")).toEqual(schedule());
    // 22:30 UTC on 31 January is 00:30 on 1 February in Bucharest.
    expect(firstSchedule(new Date("2026-01-31T22:30:00Z"), "bimonthly")).toMatchObject({ anchorDay: 1, nextDeliveryDate: "2026-04-01" });
  });

  it("keeps the 31st after a short month: 31 January, 28 February, 31 March, 30 April", () => {
    const start = firstSchedule(new Date("2026-01-31T10:00:00Z"), "monthly");
    expect(start).toMatchObject({ anchorDay: 31, nextDeliveryDate: "2026-02-28" });
    expect(deliveryDates(start, 4)).toEqual(["2026-02-28", "2026-03-31", "2026-04-30", "2026-05-31"]);
  });

  it("takes 29 February in a leap year (2028) and the 31st again after it", () => {
    const start = firstSchedule(new Date("2028-01-31T10:00:00Z"), "monthly");
    expect(deliveryDates(start, 3)).toEqual(["2028-02-29", "2028-03-31", "2028-04-30"]);
    expect(deliveryDates(firstSchedule(new Date("2027-12-29T10:00:00Z"), "bimonthly"), 3)).toEqual([
      "2028-02-29",
      "2028-04-29",
      "2028-06-29",
    ]);
  });

  it("delivers every two and every three months, across the year's end", () => {
    expect(deliveryDates(firstSchedule(new Date("2026-08-31T10:00:00Z"), "bimonthly"), 4)).toEqual([
      "2026-10-31",
      "2026-12-31",
      "2027-02-28",
      "2027-04-30",
    ]);
    expect(deliveryDates(firstSchedule(new Date("2026-11-30T10:00:00Z"), "quarterly"), 4)).toEqual([
      "2027-02-28",
      "2027-05-30",
      "2027-08-30",
      "2027-11-30",
    ]);
  });
});

describe("what is due as of a day", () => {
  it("is nothing before the next delivery and that delivery on its day", () => {
    expect(dueDeliveries(schedule(), "2026-04-14")).toEqual([]);
    expect(dueDeliveries(schedule(), "2026-04-15")).toEqual([{ cycle: 1, date: "2026-04-15" }]);
  });

  it("catches up three missed cycles, each with its own number, and none twice", () => {
    const missed = dueDeliveries(schedule({ anchorDay: 31, nextDeliveryDate: "2026-01-31", nextCycle: 4 }), "2026-04-02");
    expect(missed).toEqual([
      { cycle: 4, date: "2026-01-31" },
      { cycle: 5, date: "2026-02-28" },
      { cycle: 6, date: "2026-03-31" },
    ]);
    let after = schedule({ anchorDay: 31, nextDeliveryDate: "2026-01-31", nextCycle: 4 });
    for (const delivery of missed) after = scheduleAfterDelivery(after, delivery);
    expect(after).toMatchObject({ nextCycle: 7, nextDeliveryDate: "2026-04-30" });
    expect(dueDeliveries(after, "2026-04-02")).toEqual([]);
  });

  it("numbers the same delivery the same way whichever day the sweep runs", () => {
    const start = schedule({ interval: "quarterly" });
    expect(dueDeliveries(start, "2026-07-15").at(-1)).toEqual({ cycle: 2, date: "2026-07-15" });
    expect(dueDeliveries(start, "2026-09-01").at(-1)).toEqual({ cycle: 2, date: "2026-07-15" });
  });

  it("uses the shop's day, so a delivery is due from midnight in Bucharest, summer time or not", () => {
    // Spring change, 29 March 2026: Bucharest is UTC+2 until 03:00, so the day starts at 22:00 UTC on the 28th.
    const springDue = schedule({ anchorDay: 29, nextDeliveryDate: "2026-03-29" });
    expect(dueDeliveries(springDue, shopCalendarDay(new Date("2026-03-28T21:59:00Z")))).toEqual([]);
    expect(dueDeliveries(springDue, shopCalendarDay(new Date("2026-03-28T22:00:00Z")))).toHaveLength(1);
    expect(shopCalendarDay(new Date("2026-03-29T21:30:00Z"))).toBe("2026-03-30");
    // Autumn change, 25 October 2026: UTC+3 until 04:00, so the day starts at 21:00 UTC on the 24th…
    const autumnDue = schedule({ anchorDay: 25, nextDeliveryDate: "2026-10-25" });
    expect(dueDeliveries(autumnDue, shopCalendarDay(new Date("2026-10-24T20:59:00Z")))).toEqual([]);
    expect(dueDeliveries(autumnDue, shopCalendarDay(new Date("2026-10-24T21:00:00Z")))).toHaveLength(1);
    // …and the next one at 22:00 UTC, an hour later in UTC than the day before.
    expect(shopCalendarDay(new Date("2026-10-25T21:59:00Z"))).toBe("2026-10-25");
    expect(shopCalendarDay(new Date("2026-10-25T22:00:00Z"))).toBe("2026-10-26");
  });
});

describe("skipping", () => {
  it("drops the next delivery and uses its number up", () => {
    const skipped = accepted(skipNextDelivery(schedule({ anchorDay: 31, nextDeliveryDate: "2026-01-31" }), "2026-01-20"));
    expect(skipped).toMatchObject({ nextCycle: 2, nextDeliveryDate: "2026-02-28", skippedDate: "2026-01-31" });
    expect(dueDeliveries(skipped, "2026-03-31")).toEqual([
      { cycle: 2, date: "2026-02-28" },
      { cycle: 3, date: "2026-03-31" },
    ]);
  });

  it("can be undone until the day before the skipped delivery", () => {
    const start = schedule();
    const skipped = accepted(skipNextDelivery(start, "2026-04-01"));
    expect(accepted(undoSkip(skipped, "2026-04-14"))).toEqual(start);
    expect(undoSkip(skipped, "2026-04-15")).toEqual({ ok: false, reason: "nothing_to_undo" });
    expect(undoSkip(start, "2026-04-01")).toEqual({ ok: false, reason: "nothing_to_undo" });
  });

  it("takes one skip at a time; the next can be skipped once the skipped day has passed", () => {
    const skipped = accepted(skipNextDelivery(schedule(), "2026-04-01"));
    expect(skipNextDelivery(skipped, "2026-04-02")).toEqual({ ok: false, reason: "already_skipped" });
    expect(accepted(skipNextDelivery(skipped, "2026-04-20"))).toMatchObject({
      nextCycle: 3,
      nextDeliveryDate: "2026-06-15",
      skippedDate: "2026-05-15",
    });
  });

  it("forgets a skip once a later delivery is made", () => {
    const skipped = accepted(skipNextDelivery(schedule(), "2026-04-01"));
    const [delivery] = dueDeliveries(skipped, "2026-05-15");
    expect(scheduleAfterDelivery(skipped, delivery!)).toMatchObject({ skippedDate: null, nextCycle: 3, nextDeliveryDate: "2026-06-15" });
  });
});

describe("pausing and resuming", () => {
  it("pauses one, two or three deliveries and resumes on the next one by itself", () => {
    expect(pauseDeliveries(schedule(), 1).pause).toEqual({ resumeOn: "2026-05-15" });
    expect(pauseDeliveries(schedule(), 3).pause).toEqual({ resumeOn: "2026-07-15" });
    const paused = pauseDeliveries(schedule({ interval: "quarterly" }), 2);
    expect(upcomingDeliveryDate(paused)).toBe("2026-10-15");
    expect(dueDeliveries(paused, "2026-10-14")).toEqual([]);
    const [resumed] = dueDeliveries(paused, "2026-10-15");
    expect(resumed).toEqual({ cycle: 3, date: "2026-10-15" });
    expect(scheduleAfterDelivery(paused, resumed!)).toMatchObject({ pause: null, nextCycle: 4, nextDeliveryDate: "2027-01-15" });
  });

  it("delivers nothing while paused until resumed", () => {
    const paused = pauseDeliveries(schedule(), "until_resumed");
    expect(upcomingDeliveryDate(paused)).toBeNull();
    expect(dueDeliveries(paused, "2030-01-01")).toEqual([]);
  });

  it("resumes on the first delivery day from tomorrow, without making up the paused ones", () => {
    const paused = pauseDeliveries(schedule({ anchorDay: 31, nextDeliveryDate: "2026-01-31" }), "until_resumed");
    expect(resumeDeliveries(paused, "2026-04-10")).toMatchObject({
      pause: null,
      nextCycle: 4,
      nextDeliveryDate: "2026-04-30",
      anchorDay: 31,
    });
    // On a delivery day itself, the next one: today's sweep may have run already.
    expect(resumeDeliveries(paused, "2026-04-30")).toMatchObject({ nextCycle: 5, nextDeliveryDate: "2026-05-31" });
    // Resuming a counted pause early brings back the first paused delivery if it is still ahead.
    expect(resumeDeliveries(pauseDeliveries(schedule(), 2), "2026-04-01")).toEqual(schedule());
  });

  it("folds a pending skip into the pause", () => {
    const skipped = accepted(skipNextDelivery(schedule(), "2026-04-01"));
    expect(pauseDeliveries(skipped, 1)).toMatchObject({
      skippedDate: null,
      nextDeliveryDate: "2026-05-15",
      pause: { resumeOn: "2026-06-15" },
    });
  });
});

describe("rescheduling", () => {
  const today = "2026-04-01";

  it("moves the next delivery to a day from tomorrow to 60 days ahead, and the later ones follow its day", () => {
    expect(accepted(rescheduleNextDelivery(schedule(), "2026-04-02", today))).toMatchObject({
      nextDeliveryDate: "2026-04-02",
      anchorDay: 2,
    });
    const moved = accepted(rescheduleNextDelivery(schedule(), addDaysToDay(today, 60), today));
    expect(moved).toMatchObject({ nextCycle: 1, nextDeliveryDate: "2026-05-31", anchorDay: 31 });
    expect(deliveryDates(moved, 2)).toEqual(["2026-05-31", "2026-06-30"]);
  });

  it("answers why a day is refused rather than throwing", () => {
    expect(rescheduleNextDelivery(schedule(), today, today)).toEqual({ ok: false, reason: "too_soon" });
    expect(rescheduleNextDelivery(schedule(), "2026-06-01", today)).toEqual({ ok: false, reason: "too_late" });
    expect(rescheduleNextDelivery(schedule(), "2026-02-30", today)).toEqual({ ok: false, reason: "not_a_date" });
    expect(rescheduleNextDelivery(schedule(), "next week", today)).toEqual({ ok: false, reason: "not_a_date" });
  });

  it("after a skip, reaches 60 days past the skipped delivery, so a quarterly customer can pick the day after it", () => {
    const quarterly = schedule({ interval: "quarterly", nextDeliveryDate: "2026-05-20", anchorDay: 20 });
    const skipped = accepted(skipNextDelivery(quarterly, today));
    expect(skipped).toMatchObject({ skippedDate: "2026-05-20", nextDeliveryDate: "2026-08-20" });
    expect(rescheduleWindow(skipped, today)).toEqual({ min: "2026-04-02", max: "2026-07-19" });
    expect(accepted(rescheduleNextDelivery(skipped, "2026-06-20", today))).toMatchObject({
      nextDeliveryDate: "2026-06-20",
      skippedDate: null,
    });
    expect(rescheduleNextDelivery(skipped, "2026-07-20", today)).toEqual({ ok: false, reason: "too_late" });
    expect(rescheduleWindow(schedule(), today)).toEqual({ min: "2026-04-02", max: "2026-05-31" });
  });

  it("ends a pending skip: the moved delivery is the one that will come", () => {
    const skipped = accepted(skipNextDelivery(schedule(), today));
    expect(accepted(rescheduleNextDelivery(skipped, "2026-04-20", today))).toMatchObject({
      nextCycle: 2,
      nextDeliveryDate: "2026-04-20",
      skippedDate: null,
    });
  });
});

describe("delivering now and changing the interval", () => {
  it("makes the next delivery today and moves the schedule on from today", () => {
    const { delivery, schedule: after } = deliverNow(schedule(), "2026-04-03");
    expect(delivery).toEqual({ cycle: 1, date: "2026-04-03" });
    expect(after).toMatchObject({ nextCycle: 2, nextDeliveryDate: "2026-05-03", anchorDay: 3 });
    expect(deliverNow(schedule({ interval: "quarterly" }), "2026-11-30").schedule.nextDeliveryDate).toBe("2027-02-28");
  });

  it("keeps the next delivery's day and spaces the later ones by the new interval", () => {
    const changed = changeInterval(schedule(), "bimonthly");
    expect(deliveryDates(changed, 3)).toEqual(["2026-04-15", "2026-06-15", "2026-08-15"]);
  });
});

describe("calendar days", () => {
  it("adds days across months, years and 29 February", () => {
    expect(addDaysToDay("2028-02-28", 1)).toBe("2028-02-29");
    expect(addDaysToDay("2026-12-31", 1)).toBe("2027-01-01");
    expect(addDaysToDay("2026-03-01", -1)).toBe("2026-02-28");
    expect(() => addDaysToDay("2026-02-30", 1)).toThrow(RangeError);
  });
});
