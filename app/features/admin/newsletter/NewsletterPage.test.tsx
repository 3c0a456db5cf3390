// @vitest-environment happy-dom
import { fireEvent, screen, within } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import { readSubscriberFilter, type AdminSubscriber } from "#domain/admin/newsletter";
import type { Language } from "#domain/locale";
import type { StaffRole } from "#domain/staff-roles";
import { FIRST_RENDER, renderAdminPage } from "#tests/app/admin-pages.tsx";
import { stubFetchForEachTest } from "#tests/app/fetch-stub.ts";
import { NewsletterPage } from "./NewsletterPage.tsx";
import { jsonResponse } from "#tests/app/json-response.ts";

const subscriber = (id: number, changes: Partial<AdminSubscriber> = {}): AdminSubscriber => ({
  id,
  email: `abonat${id}@example.ro`,
  status: "subscribed",
  source: "footer",
  language: "ro",
  consentText: "Prin abonare, ești de acord să primești e-mailuri de marketing.",
  consentedAt: "2026-07-15T22:30:00.000Z",
  createdAt: "2026-07-01T08:00:00.000Z",
  unsubscribedAt: null,
  ...changes,
});

let subscribers: AdminSubscriber[];
const fetchMock = stubFetchForEachTest();

function renderPage(url: string, { language = "ro", role = "owner" }: { language?: Language; role?: StaffRole } = {}) {
  renderAdminPage(
    url,
    language,
    ({ request }) => ({ filter: readSubscriberFilter(new URL(request.url).searchParams), subscribers, total: subscribers.length }),
    (data) => <NewsletterPage {...data} role={role} csrfToken="csrf-1" />,
  );
}

beforeEach(() => {
  subscribers = [
    subscriber(1),
    subscriber(2, { status: "unsubscribed", source: "discount_popup", language: "en", unsubscribedAt: "2026-07-20T08:00:00.000Z" }),
  ];
});

describe("the newsletter's subscribers", () => {
  it("shows each subscriber's consent proof, and offers the owner the CSV of the same view", async () => {
    renderPage("/admin/newsletter?status=subscribed&source=footer");
    expect(await screen.findByRole("heading", { level: 1, name: "Newsletter" }, FIRST_RENDER)).toBeTruthy();
    const first = within(screen.getByRole("article", { name: "abonat1@example.ro" }));
    expect(first.getByText("Abonat")).toBeTruthy();
    expect(first.getByText("Formularul din subsol")).toBeTruthy();
    expect(first.getByText("Prin abonare, ești de acord să primești e-mailuri de marketing.")).toBeTruthy();
    expect(first.getByText("16 iul. 2026, 01:30")).toBeTruthy();
    const second = within(screen.getByRole("article", { name: "abonat2@example.ro" }));
    expect(second.getByText("Dezabonat")).toBeTruthy();
    expect(second.getByText("Fereastra cu reducere")).toBeTruthy();
    expect(second.queryByRole("button")).toBeNull();
    expect(screen.getByRole("link", { name: "Descarcă CSV cu dovada consimțământului" }).getAttribute("href")).toBe(
      "/api/admin/newsletter/export.csv?status=subscribed&source=footer&lng=ro",
    );
  });

  it("unsubscribes one with the page's CSRF token and says so; support sees no CSV", async () => {
    fetchMock.mockResolvedValue(jsonResponse({ changed: true, subscriber: subscriber(1, { status: "unsubscribed" }) }));
    renderPage("/admin/newsletter", { language: "en", role: "support" });
    expect(await screen.findByRole("heading", { level: 1, name: "Newsletter" }, FIRST_RENDER)).toBeTruthy();
    expect(screen.queryByRole("link", { name: /CSV/ })).toBeNull();
    fireEvent.click(within(screen.getByRole("article", { name: "abonat1@example.ro" })).getByRole("button", { name: /Unsubscribe/ }));
    expect(await screen.findByText("Unsubscribed; no more marketing email goes to this address.")).toBeTruthy();
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(String(url)).toBe("/api/admin/newsletter/1/unsubscribe");
    expect((init?.headers as Record<string, string>)["X-CSRF-Token"]).toBe("csrf-1");
  });
});
