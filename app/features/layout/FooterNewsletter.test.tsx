// @vitest-environment happy-dom
import { act, fireEvent, render, screen, within } from "@testing-library/react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { beforeAll, describe, expect, it, onTestFinished, vi } from "vitest";
import { I18nProvider } from "#app/lib/i18n/react.tsx";
import { strictTestI18n } from "#tests/app/test-i18n.ts";
import { FooterNewsletter } from "./FooterNewsletter.tsx";
import { jsonResponse } from "#tests/app/json-response.ts";
import { stubFetchForEachTest } from "#tests/app/fetch-stub.ts";

const fetchMock = stubFetchForEachTest({ immediateFrames: true });

/** The server's answer to a new subscriber: the welcome code and its message. */
const SUBSCRIBED_WITH_CODE = {
  subscribed: true,
  discountCode: "ELARA5",
  percent: 5,
  message: "Thank you for subscribing! Your 5% discount code is ELARA5.",
};

function footer(language: "ro" | "en" = "en") {
  const i18n = strictTestI18n(language);
  return (
    <I18nProvider i18n={i18n}>
      <FooterNewsletter brandName="Elara" />
    </I18nProvider>
  );
}

/** Submits, and lets the sign-up code the form fetches on its first submit arrive and answer. */
async function subscribe(email: string, label = "Email address", button = "Subscribe") {
  fireEvent.change(screen.getByLabelText(label), { target: { value: email } });
  await act(async () => {
    fireEvent.click(screen.getByRole("button", { name: button }));
    await vi.dynamicImportSettled();
  });
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

beforeAll(async () => {
  // What the form fetches on its first submit, loaded once so each test's import settles at once.
  await Promise.all([import("#app/features/discount-popup/newsletter-signup.ts"), import("#app/features/discount-popup/DiscountCode.tsx")]);
});

describe("the footer newsletter", () => {
  it("offers 5% off the first purchase with the consent sentence the server stores", () => {
    render(footer());
    expect(screen.getByRole("region", { name: "5% off your first purchase" })).toBeTruthy();
    expect(
      screen.getByText(
        "By subscribing, you agree to receive marketing emails from Elara, including your 5% discount code for your first purchase. You can unsubscribe at any time.",
      ),
    ).toBeTruthy();
  });

  it("keeps its button disabled in the server's HTML, where a submit could only put the address in the URL", () => {
    expect(renderToString(footer())).toMatch(/<button type="submit" disabled=""/);
  });

  it("sends the address typed into the server's HTML before the page was live", async () => {
    fetchMock.mockResolvedValue(jsonResponse({ subscribed: true, discountCode: "ELARA5", percent: 5, message: "Thank you!" }));
    const container = document.createElement("div");
    document.body.append(container);
    container.innerHTML = renderToString(footer());
    within(container).getByLabelText<HTMLInputElement>("Email address").value = "ana@example.ro";

    const root = await act(async () => hydrateRoot(container, footer()));
    onTestFinished(() => {
      act(() => root.unmount());
      container.remove();
    });
    await act(async () => {
      fireEvent.click(within(container).getByRole("button", { name: "Subscribe" }));
      await vi.dynamicImportSettled();
    });
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toMatchObject({ email: "ana@example.ro" });
  });

  it("subscribes for real with source 'footer' and shows the code with a copy button", async () => {
    fetchMock.mockResolvedValue(jsonResponse(SUBSCRIBED_WITH_CODE));
    render(footer());
    await subscribe("ana@example.ro");
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe("/api/newsletter-signup");
    expect(JSON.parse(String(init?.body))).toEqual({ email: "ana@example.ro", acceptsMarketing: true, source: "footer" });
    const message = screen.getByText("Thank you for subscribing! Your 5% discount code is ELARA5.");
    expect(document.activeElement).toBe(message);
    expect(screen.getByText("ELARA5")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Copy code" })).toBeTruthy();
    expect(screen.queryByLabelText("Email address")).toBeNull();
  });

  it("does not offer a code an order from this browser already used (usedDiscountCodes), though it subscribes", async () => {
    localStorage.setItem("usedDiscountCodes", JSON.stringify(["ELARA5"]));
    fetchMock.mockResolvedValue(jsonResponse(SUBSCRIBED_WITH_CODE));
    render(footer());
    await subscribe("ana@example.ro");
    const message = screen.getByText(
      "Thank you for subscribing! The code ELARA5 was already used for an order from this browser, so we do not offer it again.",
    );
    expect(document.activeElement).toBe(message);
    expect(screen.queryByRole("button", { name: "Copy code" })).toBeNull();
    localStorage.removeItem("usedDiscountCodes");
  });

  it("shows 'Submitting...' with the field disabled while the server answers", async () => {
    fetchMock.mockReturnValue(new Promise(() => {}));
    render(footer());
    await subscribe("ana@example.ro");
    expect(screen.getByLabelText<HTMLInputElement>("Email address").disabled).toBe(true);
    expect(screen.getByRole<HTMLButtonElement>("button", { name: "Submitting..." }).disabled).toBe(true);
  });

  it.each([
    ["", "Email address is required"],
    ["ana@example", "Please enter a valid email address"],
  ])("refuses %j before calling the server", async (email, error) => {
    render(footer());
    await subscribe(email);
    expect(screen.getByRole("alert").textContent).toBe(error);
    expect(document.activeElement).toBe(screen.getByLabelText("Email address"));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it.each([
    [
      "the server refuses the address",
      jsonResponse({ error: "Introdu o adresă de e-mail validă", field: "email" }, 400),
      "Introdu o adresă de e-mail validă",
    ],
    [
      "too many sign-ups came from here",
      jsonResponse({ error: "Prea multe încercări. Încearcă din nou peste 42 de secunde." }, 429),
      "Prea multe încercări. Încearcă din nou peste 42 de secunde.",
    ],
    ["a proxy rate-limits without a body", new Response("", { status: 429 }), "Prea multe încercări. Încearcă din nou peste un minut."],
    ["the server fails", jsonResponse({ error: "Internal Server Error" }, 500), "Trimiterea adresei de e-mail a eșuat. Încearcă din nou."],
  ])("says so inline when %s", async (_, response, error) => {
    fetchMock.mockResolvedValue(response);
    render(footer("ro"));
    await subscribe("ana@example.c", "Adresa de e-mail", "Abonare");
    expect(screen.getByRole("alert").textContent).toBe(error);
    expect(screen.getByLabelText<HTMLInputElement>("Adresa de e-mail").value).toBe("ana@example.c");
  });

  it("says the sign-up failed when the network does", async () => {
    fetchMock.mockRejectedValue(new TypeError("Failed to fetch"));
    render(footer());
    await subscribe("ana@example.ro");
    expect(screen.getByRole("alert").textContent).toBe("Failed to submit email. Please try again.");
  });
});
