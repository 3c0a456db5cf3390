// @vitest-environment happy-dom
/**
 * The admin's domain events (decision 0087): every type the order lifecycle publishes has its words in both
 * languages; the order page's section folds a healthy list and opens on a dead event; the audit page's dead events
 * link to their order and let the owner retry one with the page's CSRF token.
 */
import { fireEvent, screen, within } from "@testing-library/react";
import type { ReactNode } from "react";
import { describe, expect, it } from "vitest";
import type { AdminDomainEvent } from "#domain/admin/domain-events";
import type { Language } from "#domain/locale";
import { ORDER_EVENT_TYPES } from "#domain/order-lifecycle";
import { renderRoutesWithTexts } from "#tests/app/render-routes.tsx";
import { DeadEvents } from "./DeadEvents.tsx";
import { OrderEvents } from "./OrderEvents.tsx";
import { jsonResponse } from "#tests/app/json-response.ts";
import { stubFetchForEachTest } from "#tests/app/fetch-stub.ts";

const event = (
  id: number,
  type: string,
  delivery: AdminDomainEvent["delivery"],
  changes: Partial<AdminDomainEvent> = {},
): AdminDomainEvent => ({
  id,
  type,
  aggregateType: "order",
  aggregateId: "41",
  orderNumber: 1041,
  createdAt: "2026-11-27T09:00:00.000Z",
  delivery,
  handledBy: [],
  ...changes,
});

const DONE = { state: "done", at: "2026-11-27T09:00:05.000Z" } as const;
const DEAD = {
  state: "dead",
  attempts: 10,
  lastError: "confirmation-mail: SMTP refused the message",
  at: "2026-11-27T17:31:00.000Z",
} as const;

const fetchMock = stubFetchForEachTest();
const FIRST_RENDER = { timeout: 10_000 };

function renderInRouter(element: ReactNode, language: Language = "ro") {
  renderRoutesWithTexts(language, [{ path: "/admin/audit", loader: () => null, element, HydrateFallback: () => null }], {
    initialEntries: ["/admin/audit"],
  });
}

describe("an order's domain events", () => {
  it.each(["ro", "en"] as const)("has words in %s for every event type the lifecycle publishes", async (language) => {
    renderInRouter(
      <OrderEvents events={ORDER_EVENT_TYPES.map((type, index) => event(index + 1, type, DONE))} canRetry={false} className="" />,
      language,
    );
    const list = await screen.findByRole("list", {}, FIRST_RENDER);
    const words = within(list)
      .getAllByRole("listitem")
      .map((item) => item.querySelector("p")!.textContent);
    expect(words).toHaveLength(ORDER_EVENT_TYPES.length);
    expect(new Set(words).size).toBe(ORDER_EVENT_TYPES.length);
    if (language === "ro") expect(words).toContain("Plată primită");
    else expect(words).toContain("Payment received");
  });

  it("folds a delivered list, saying each delivery, the handlers that had it and what is still waiting", async () => {
    renderInRouter(
      <OrderEvents
        events={[
          event(1, "order.placed", DONE, { handledBy: [{ handler: "stock-ledger", at: "2026-11-27T09:00:05.000Z" }] }),
          event(2, "order.paid", {
            state: "pending",
            attempts: 2,
            nextAttemptAt: "2026-11-27T09:02:00.000Z",
            lastError: "invoices: ANAF timed out",
          }),
          event(3, "order.future_thing", { state: "pending", attempts: 0, nextAttemptAt: "2026-11-27T09:00:00.000Z", lastError: null }),
        ]}
        canRetry
        className=""
      />,
    );
    const summary = await screen.findByText("Arată cele 3 evenimente", {}, FIRST_RENDER);
    expect(summary.closest("details")!.open).toBe(false);
    const [placed, paid, future] = within(screen.getByRole("list", { hidden: true })).getAllByRole("listitem", { hidden: true });
    expect(placed!.textContent).toContain("Livrat la 27 nov. 2026, 11:00:05");
    expect(placed!.textContent).toContain("Primit de: stock-ledger (27 nov. 2026, 11:00:05)");
    expect(paid!.textContent).toContain("Plată primită");
    expect(paid!.textContent).toContain("Așteaptă: 2 încercări eșuate, următoarea la 27 nov. 2026, 11:02:00");
    expect(paid!.textContent).toContain("invoices: ANAF timed out");
    // A type published after the page was written shows by its name.
    expect(future!.textContent).toContain("order.future_thing");
    expect(future!.textContent).toContain("Așteaptă livrarea");
    expect(screen.queryByRole("link", { name: /jurnalul de activitate/ })).toBeNull();
  });

  it("opens on a dead event, with its error and, for the owner, the way to retry it", async () => {
    renderInRouter(
      <OrderEvents events={[event(1, "order.placed", DONE), event(2, "order.confirmed", DEAD)]} canRetry className="" />,
      "en",
    );
    const summary = await screen.findByText("Show the 2 events", {}, FIRST_RENDER);
    expect(summary.closest("details")!.open).toBe(true);
    expect(screen.getByText("Failed for good after 10 attempts at 27 Nov 2026, 19:31:00")).toBeTruthy();
    expect(screen.getByText("confirmation-mail: SMTP refused the message")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Retry it from the audit log" }).getAttribute("href")).toBe("/admin/audit#dead-events");
  });

  it("says when the order has published nothing", async () => {
    renderInRouter(<OrderEvents events={[]} canRetry={false} className="" />);
    expect(await screen.findByText("Comanda nu a anunțat încă niciun eveniment.", {}, FIRST_RENDER)).toBeTruthy();
  });
});

describe("the audit page's dead events", () => {
  const dead = [
    event(7, "order.confirmed", DEAD),
    event(8, "return.opened", { ...DEAD, attempts: 1 }, { aggregateType: "return", aggregateId: "3", orderNumber: null }),
  ];

  it("links each to its order and retries one with the page's CSRF token", async () => {
    fetchMock.mockResolvedValue(jsonResponse({ event: { id: 7, state: "pending" } }));
    renderInRouter(<DeadEvents events={dead} canRetry shownAtMost={100} csrfToken="csrf-1" />);
    const list = within(await screen.findByRole("list", { name: "Evenimentele eșuate definitiv, cele mai noi întâi" }, FIRST_RENDER));
    const [first, second] = list.getAllByRole("listitem");
    expect(within(first!).getByRole("heading", { level: 3, name: "Comandă confirmată" })).toBeTruthy();
    expect(within(first!).getByRole("link", { name: "Comanda #1041" }).getAttribute("href")).toBe("/admin/orders/1041");
    expect(first!.textContent).toContain("27 nov. 2026, 11:00:00 · eșuat definitiv la 27 nov. 2026, 19:31:00");
    expect(within(first!).getByText("confirmation-mail: SMTP refused the message")).toBeTruthy();
    expect(second!.textContent).toContain("return 3 · return.opened · #8");

    fireEvent.click(screen.getByRole("button", { name: "Reîncearcă evenimentul 7: Comandă confirmată" }));
    expect(await screen.findByText("Evenimentul 7 este din nou la rând; se livrează în câteva secunde.")).toBeTruthy();
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(String(url)).toBe("/api/admin/events/7/retry");
    expect(init?.method).toBe("POST");
    expect((init?.headers as Record<string, string>)["X-CSRF-Token"]).toBe("csrf-1");
  });

  it("says the server's refusal in its own words", async () => {
    fetchMock.mockResolvedValue(
      jsonResponse({ error: "Event 7 has not failed for good (it is waiting), so there is nothing to retry.", field: "id" }, 409),
    );
    renderInRouter(<DeadEvents events={dead} canRetry shownAtMost={100} csrfToken="csrf-1" />, "en");
    fireEvent.click(await screen.findByRole("button", { name: "Retry event 7: Order confirmed" }, FIRST_RENDER));
    expect(await screen.findByText("Event 7 has not failed for good (it is waiting), so there is nothing to retry.")).toBeTruthy();
  });

  it("offers no retry to a member who may not, and says when there is none or more than shown", async () => {
    renderInRouter(<DeadEvents events={dead} canRetry={false} shownAtMost={2} csrfToken="csrf-1" />, "en");
    expect(await screen.findByText("Only the newest 2 are shown.", {}, FIRST_RENDER)).toBeTruthy();
    expect(screen.queryByRole("button")).toBeNull();
  });

  it("says when no event has failed for good", async () => {
    renderInRouter(<DeadEvents events={[]} canRetry shownAtMost={100} csrfToken="csrf-1" />);
    expect(await screen.findByText("Niciun eveniment nu a eșuat definitiv.", {}, FIRST_RENDER)).toBeTruthy();
    expect(screen.queryByRole("list")).toBeNull();
  });
});
