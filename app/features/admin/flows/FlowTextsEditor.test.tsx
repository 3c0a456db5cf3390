// @vitest-environment happy-dom
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import type { FlowTextsView } from "#domain/flow-texts";
import { apiCalls, FIRST_RENDER, renderAdminPage } from "#tests/app/admin-pages.tsx";
import { stubFetchForEachTest } from "#tests/app/fetch-stub.ts";
import { jsonResponse } from "#tests/app/json-response.ts";
import { FlowTextsEditor } from "./FlowTextsEditor.tsx";

const defaults = {
  ro: { subject: "Cum ți se par produsele comandate? – {{storeName}}", body: "Comanda ta #{{orderNumber}} a ajuns." },
  en: { subject: "How are you finding your order? – {{storeName}}", body: "Your order #{{orderNumber}} arrived." },
};
const EDITED = "Ce părere ai despre #{{orderNumber}}?";

let stored: FlowTextsView;
const fetchMock = stubFetchForEachTest();

function renderEditor(language: "ro" | "en" = "en") {
  renderAdminPage(
    "/admin/flows/review_request",
    language,
    () => stored,
    (view) => <FlowTextsEditor view={view} csrfToken="csrf-1" />,
  );
}

beforeEach(() => {
  stored = {
    flow: "review_request",
    forbidsIncentive: true,
    placeholders: [
      { name: "storeName", sample: { ro: "Elara", en: "Elara" } },
      { name: "orderNumber", sample: { ro: "1042", en: "1042" } },
      { name: "productNames", sample: { ro: "Papillex, Magneziu B6", en: "Papillex, Magnesium B6" } },
    ],
    steps: [
      { step: 1, defaults, texts: { ro: { ...defaults.ro, subject: EDITED }, en: defaults.en }, overridden: { ro: true, en: false } },
    ],
    updatedAt: null,
    updatedBy: null,
  };
});

const click = (name: string) =>
  act(async () => {
    fireEvent.click(screen.getByRole("button", { name }));
  });

describe("the flow texts editor", () => {
  it("shows both languages' texts, which are the owner's, the placeholders and the no-incentive rule", async () => {
    renderEditor();
    await screen.findByRole("heading", { level: 1, name: "Review request: email texts" }, FIRST_RENDER);
    const romanian = screen.getByRole("group", { name: /Romanian/ });
    expect(within(romanian).getByText("(your text)")).toBeTruthy();
    expect((within(romanian).getByRole("textbox", { name: "Subject" }) as HTMLInputElement).value).toBe(EDITED);
    const english = screen.getByRole("group", { name: /English/ });
    expect(within(english).getByText("(default text)")).toBeTruthy();
    expect((within(english).getByRole("textbox", { name: "Paragraphs" }) as HTMLTextAreaElement).value).toBe(defaults.en.body);
    expect(screen.getByText("{{productNames}}").parentElement?.textContent).toContain(
      "e.g. Papillex, Magneziu B6 / Papillex, Magnesium B6",
    );
    expect(screen.getByText(/A review request may offer nothing for a review/)).toBeTruthy();
  });

  it("previews the unsaved draft of both languages in sandboxed frames with their subjects", async () => {
    renderEditor();
    const romanian = await screen.findByRole("group", { name: /Romanian/ }, FIRST_RENDER);
    fireEvent.change(within(romanian).getByRole("textbox", { name: "Subject" }), { target: { value: "Salut #{{orderNumber}}" } });
    fetchMock.mockImplementationOnce(async () =>
      jsonResponse({
        ro: { subject: "Salut #1042", html: "<html><body><p>Salut</p></body></html>", text: "Salut" },
        en: { subject: "How are you finding your order? – Elara", html: "<html><body><p>Hello</p></body></html>", text: "Hello" },
      }),
    );
    await click("Preview both languages");
    expect(apiCalls(fetchMock)).toEqual([
      {
        url: "/api/admin/flows/texts/review_request/1/preview",
        body: { ro: { ...defaults.ro, subject: "Salut #{{orderNumber}}" }, en: defaults.en },
      },
    ]);
    const frame = screen.getByTitle("The email in Romanian, as it will look") as HTMLIFrameElement;
    expect(frame.getAttribute("sandbox")).toBe("");
    expect(frame.getAttribute("srcdoc")).toContain("<p>Salut</p>");
    expect(screen.getByTestId("preview-subject-ro").textContent).toBe("Salut #1042");
    expect(screen.getByTestId("preview-subject-en").textContent).toBe("How are you finding your order? – Elara");
    expect(screen.getByText("The preview is below, in both languages.").getAttribute("role")).toBe("status");
  });

  it("shows a refused field at the field with the focus on it, and restores a language's default", async () => {
    renderEditor();
    const english = await screen.findByRole("group", { name: /English/ }, FIRST_RENDER);
    const body = within(english).getByRole("textbox", { name: "Paragraphs" });
    fireEvent.change(body, { target: { value: "A free gift for your review" } });
    const error = "English text – body: “free” reads as a reward for a review.";
    fetchMock.mockImplementationOnce(async () =>
      jsonResponse({ success: false, status: 400, code: "incentive", error, field: "en.body" }, 400),
    );
    await click("Save the texts");
    expect(fetchMock.mock.calls[0]![1]?.method).toBe("PUT");
    expect(body.getAttribute("aria-invalid")).toBe("true");
    expect(within(english).getByText(error)).toBeTruthy();
    expect(document.activeElement).toBe(body);

    fireEvent.click(within(english).getByRole("button", { name: "Restore the default English text" }));
    expect((body as HTMLTextAreaElement).value).toBe(defaults.en.body);
    fetchMock.mockImplementationOnce(async () =>
      jsonResponse({ ro: { subject: "a", html: "", text: "" }, en: { subject: "b", html: "", text: "" } }),
    );
    await click("Preview both languages");
    expect(body.getAttribute("aria-invalid")).toBeNull();
    expect(within(english).queryByText(error)).toBeNull();
  });

  it("sends a test of the chosen language and says where it went", async () => {
    renderEditor();
    const language = await screen.findByRole("combobox", { name: "Test email's language" }, FIRST_RENDER);
    fireEvent.change(language, { target: { value: "en" } });
    fetchMock.mockImplementationOnce(async () => jsonResponse({ sentTo: "owner@elara.test" }));
    await click("Send me a test");
    expect(apiCalls(fetchMock)).toEqual([
      { url: "/api/admin/flows/texts/review_request/1/test", body: { language: "en", ...defaults.en } },
    ]);
    await waitFor(() => expect(screen.getByText("The test email is on its way to owner@elara.test.").getAttribute("role")).toBe("status"));
  });
});
