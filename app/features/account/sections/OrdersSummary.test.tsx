// @vitest-environment happy-dom
import { cleanup, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { renderAccountSection } from "#tests/app/account-kit.tsx";
import { OrdersList } from "./OrdersSummary.tsx";

afterEach(cleanup);

const ORDERS = { status: "ready" as const, orders: [{ id: "gid://shopify/Order/6", name: "#1006", processedAt: "2026-11-29T10:00:00Z" }] };

describe("the account's recent orders", () => {
  it.each([
    ["en", "29 November 2026"],
    ["ro", "29 noiembrie 2026"],
  ] as const)("dates each order in the page's language (%s)", (language, date) => {
    renderAccountSection(<OrdersList state={ORDERS} />, language);
    expect(screen.getByText(date)).toBeTruthy();
  });
});
