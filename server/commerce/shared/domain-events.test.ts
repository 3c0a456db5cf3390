/**
 * Event names are one declared list (domain/event-types.ts): a handler that listens for, or a publisher that writes,
 * a name nobody declared is a type error, not an event heard by no one. The calls below are only type-checked.
 */
import { describe, expect, expectTypeOf, it } from "vitest";
import { DOMAIN_EVENT_TYPES, type DomainEventType } from "#domain/event-types";
import type { Database } from "#server/db/client";
import { publishDomainEvents, type EventHandler } from "./domain-events.ts";

describe("the domain events' names", () => {
  it("are each declared once, as <aggregate>.<what happened>", () => {
    expect(new Set(DOMAIN_EVENT_TYPES).size).toBe(DOMAIN_EVENT_TYPES.length);
    for (const type of DOMAIN_EVENT_TYPES)
      expect(type).toMatch(/^(order|subscription|return|invoice|product|variant|newsletter)\.[a-z_]+$/);
  });

  it("are the only ones a handler hears or a publisher writes", () => {
    expectTypeOf<"order.cancelled">().toExtend<DomainEventType>();
    expectTypeOf<"order.canceled">().not.toExtend<DomainEventType>();
    const neverRun = (tx: Database) => {
      const misspelt: EventHandler = {
        name: "misspelt",
        // @ts-expect-error -- "order.canceled" is not declared: the order publishes `order.cancelled`
        types: ["order.canceled"],
        handle: async () => undefined,
      };
      // @ts-expect-error -- a return publishes `return.<status>`, and "returned" is none of them
      void publishDomainEvents(tx, { type: "return", id: 1 }, [{ type: "return.returned", payload: {} }], new Date());
      return misspelt;
    };
    expectTypeOf(neverRun).toBeFunction();
  });
});
