// @vitest-environment happy-dom
import { cleanup, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import type { StaffSessionView } from "#app/lib/load-context.ts";
import { staffOf } from "#tests/app/admin-pages.tsx";
import { renderInRouter } from "#tests/app/render-routes.tsx";
import { StaffPage } from "./StaffPage.tsx";

const OWNER = staffOf("owner", { email: "ana@elara.test", name: "Ana", twoFactor: true });

/** A session last seen at 22:30 UTC on 30 November: already 1 December, 00:30, in Bucharest. */
const LATE_SESSION: StaffSessionView = {
  id: 7,
  staffId: 1,
  staffEmail: OWNER.email,
  createdAt: "2026-11-30T20:05:00.000Z",
  lastSeenAt: "2026-11-30T22:30:00.000Z",
  client: "127.0.0.1",
  userAgent: "Firefox",
  current: true,
};

afterEach(cleanup);

describe("the staff page's times", () => {
  // The server and the member's browser may sit in different time zones; the page is written by one and hydrated by the
  // other, so it says the shop's time (Bucharest), as every other admin page does.
  it("gives a session's times in Bucharest, whatever the machine's time zone", () => {
    renderInRouter(<StaffPage me={OWNER} csrfToken="csrf" members={[OWNER]} sessions={[LATE_SESSION]} />);
    const sessions = screen.getAllByRole("table").at(-1)!;
    expect(within(sessions).getByText("30 nov. 2026, 22:05")).toBeTruthy();
    expect(within(sessions).getByText("1 dec. 2026, 00:30")).toBeTruthy();
  });
});
