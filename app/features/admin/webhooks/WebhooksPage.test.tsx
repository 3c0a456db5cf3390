// @vitest-environment happy-dom
/**
 * The webhooks page's form (issue 70 item 1, decision 0171): an empty form names both fields before anything is
 * sent, the focus on the first; the server's refusal lands beside the field it names; a registration shows the secret
 * once, takes the focus there and offers to copy it; and an endpoint's delivery log puts the dead letters first.
 */
import { act, cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { AdminWebhookDelivery, AdminWebhookEndpoint } from "#domain/admin/webhooks";
import type { Language } from "#domain/locale";
import { apiCalls, FIRST_RENDER, renderAdminPage } from "#tests/app/admin-pages.tsx";
import { stubFetchForEachTest } from "#tests/app/fetch-stub.ts";
import { jsonResponse } from "#tests/app/json-response.ts";
import { WebhooksPage, type WebhooksPageProps } from "./WebhooksPage.tsx";

const fetchMock = stubFetchForEachTest({ immediateFrames: true });
let view: Omit<WebhooksPageProps, "csrfToken">;

const ENDPOINT: AdminWebhookEndpoint = {
  id: 3,
  url: "https://erp.example.com/hooks",
  description: "ERP",
  topics: ["order.paid"],
  enabled: true,
  disabledReason: null,
  consecutiveFailures: 0,
  previousSecretExpiresAt: null,
  pending: 1,
  dead: 1,
  createdAt: "2026-11-30T08:00:00.000Z",
};
const delivery = (id: number, status: AdminWebhookDelivery["status"]): AdminWebhookDelivery => ({
  id,
  webhookId: `msg_${id}`,
  topic: "order.paid",
  status,
  attempts: status === "dead" ? 9 : 1,
  nextAttemptAt: null,
  lastStatusCode: status === "delivered" ? 200 : 500,
  lastLatencyMs: 42,
  lastResponse: status === "delivered" ? "ok" : "down",
  lastAttemptAt: "2026-11-30T08:00:00.000Z",
  createdAt: "2026-11-30T08:00:00.000Z",
});

beforeEach(() => {
  view = { endpoints: [], openEndpointId: null, deliveries: null };
});
afterEach(cleanup);

const renderPage = (language: Language, url = "/admin/webhooks") =>
  renderAdminPage(
    url,
    language,
    () => view,
    (data) => <WebhooksPage {...data} csrfToken="csrf" />,
  );

const submit = async (name: string) => {
  await act(async () => {
    fireEvent.click(screen.getByRole("button", { name }));
  });
};

describe("the webhooks page's form", () => {
  it("names both fields of an empty form, sends nothing, and takes the focus to the address", async () => {
    renderPage("ro");
    await screen.findByRole("heading", { level: 1, name: "Webhookuri" }, FIRST_RENDER);
    await submit("Adaugă adresa");
    expect(fetchMock).not.toHaveBeenCalled();
    const url = screen.getByLabelText("Adresa (URL)");
    expect(url.getAttribute("aria-invalid")).toBe("true");
    expect(document.activeElement).toBe(url);
    expect(screen.getAllByText("Adresa (URL): câmp obligatoriu.").length).toBeGreaterThan(0);
    expect(screen.getAllByText("Evenimentele: alege cel puțin unul.").length).toBeGreaterThan(0);
  });

  it("shows the server's refusal beside the field it names", async () => {
    renderPage("en");
    const url = (await screen.findByLabelText("Address (URL)", {}, FIRST_RENDER)) as HTMLInputElement;
    fireEvent.change(url, { target: { value: "https://10.0.0.8/hooks" } });
    fireEvent.click(screen.getByRole("checkbox", { name: /Order paid/ }));
    const refusal = "Address (URL) leads to a private network or to the server itself; the store sends only to public addresses.";
    fetchMock.mockResolvedValueOnce(jsonResponse({ code: "url_private_address", error: refusal, field: "url" }, 400));
    await submit("Add the endpoint");
    expect(apiCalls(fetchMock)).toEqual([
      { url: "/api/admin/webhooks", body: { url: "https://10.0.0.8/hooks", description: "", topics: ["order.paid"] } },
    ]);
    await waitFor(() => expect(document.activeElement).toBe(url));
    expect(url.getAttribute("aria-describedby")).toContain("webhook-url-error");
    expect(document.getElementById("webhook-url-error")!.textContent).toBe(refusal);
  });

  it("shows the new endpoint's secret once, with the focus on it and a copy button", async () => {
    renderPage("en");
    const url = await screen.findByLabelText("Address (URL)", {}, FIRST_RENDER);
    fireEvent.change(url, { target: { value: "https://erp.example.com/hooks" } });
    fireEvent.click(screen.getByRole("checkbox", { name: /Order paid/ }));
    fetchMock.mockImplementationOnce(async () => {
      view = { ...view, endpoints: [ENDPOINT] };
      return jsonResponse({ endpoint: ENDPOINT, secret: "whsec_c2VjcmV0c2VjcmV0c2VjcmV0c2VjcmV0MTI=" }, 201);
    });
    await submit("Add the endpoint");
    const region = await screen.findByRole("region", { name: "The signing secret" });
    expect(within(region).getByText("whsec_c2VjcmV0c2VjcmV0c2VjcmV0c2VjcmV0MTI=")).toBeTruthy();
    expect(within(region).getByRole("button", { name: "Copy the secret" })).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(region));
    expect(await screen.findByRole("heading", { name: "https://erp.example.com/hooks" })).toBeTruthy();
  });

  it("lists an endpoint's deliveries with the dead letters first, each with a resend button", async () => {
    view = { endpoints: [ENDPOINT], openEndpointId: ENDPOINT.id, deliveries: [delivery(2, "delivered"), delivery(1, "dead")] };
    renderPage("ro", "/admin/webhooks?endpoint=3");
    const log = await screen.findByRole("region", { name: "Livrări către https://erp.example.com/hooks" }, FIRST_RENDER);
    const rows = within(log).getAllByRole("row").slice(1);
    expect(within(rows[0]!).getByText("Eșuată definitiv")).toBeTruthy();
    expect(within(rows[1]!).getByText("Livrată")).toBeTruthy();
    fetchMock.mockResolvedValueOnce(jsonResponse({ delivery: { ...delivery(1, "pending"), attempts: 0 } }, 202));
    await submit("Trimite din nou msg_1");
    expect(apiCalls(fetchMock)[0]!.url).toBe("/api/admin/webhooks/3/deliveries/1/resend");
    expect(await within(log).findByText("Livrarea msg_1 așteaptă din nou la rând.")).toBeTruthy();
  });
});
