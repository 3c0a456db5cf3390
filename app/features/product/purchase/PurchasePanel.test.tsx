// @vitest-environment happy-dom
import { act, fireEvent, render, screen, within } from "@testing-library/react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { I18nProvider } from "#app/lib/i18n/react.tsx";
import { MemoryRouter } from "react-router";
import { afterEach, beforeAll, describe, expect, it, onTestFinished, vi } from "vitest";
import { CartProvider } from "#app/features/cart/cart-context.tsx";
import type { ProductDetail, ProductVariant } from "#app/features/product/product-query.ts";
import { PurchasePanel } from "./PurchasePanel.tsx";
import { createTestI18n } from "#tests/app/test-i18n.ts";

const reportFunnelStep = vi.hoisted(() => vi.fn());
vi.mock("#app/features/attribution/funnel-step.ts", () => ({ reportFunnelStep }));

const CART_KEY = "elara_cart";
const ron = (amount: string) => ({ amount, currencyCode: "RON" });

function variant(
  id: string,
  title: string,
  price: string,
  compareAt: string,
  extra: Partial<ProductVariant> = {},
  fields: Record<string, string> = {},
) {
  return {
    id,
    title,
    availableForSale: true,
    quantityAvailable: null,
    price: ron(price),
    compareAtPrice: ron(compareAt),
    selectedOptions: [{ name: "Purchase option", value: title }],
    image: { small: `/images/${id}.webp` },
    metafields: Object.entries(fields).map(([key, value]) => ({ key, value })),
    ...extra,
  } satisfies ProductVariant;
}

/** Shaped like the seeded ic-well: its 3-pack is out of stock. */
function icWell(titles: [string, string, string]): ProductDetail {
  return {
    id: "gid://shopify/Product/3",
    handle: "ic-well",
    title: "IC-Well",
    description: "",
    vendor: "Elara",
    images: { nodes: [] },
    options: [],
    variants: {
      nodes: [
        variant("single", titles[0], "169.00", "199.00"),
        variant("pack", titles[1], "456.00", "507.00", { availableForSale: false }, { savings: "10" }),
        variant("monthly", titles[2], "152.00", "169.00", {}, { subscription: "true", savings: "10" }),
      ],
    },
    metafields: [],
  };
}

const EN = icWell(["Single Bottle", "3-Pack", "Monthly Subscription"]);
const RO = icWell(["O sticlă", "Pachet 3 sticle", "Abonament lunar"]);

function Panel({ product, language = "en", nonFood }: { product: ProductDetail; language?: "ro" | "en"; nonFood?: boolean }) {
  return (
    <I18nProvider i18n={createTestI18n(language)}>
      <MemoryRouter>
        <CartProvider storageKey={CART_KEY}>
          <PurchasePanel product={product} freeShipping="200 lei" nonFood={nonFood} />
        </CartProvider>
      </MemoryRouter>
    </I18nProvider>
  );
}

function renderPanel(product: ProductDetail, language: "ro" | "en" = "en") {
  return render(<Panel product={product} language={language} />);
}

const storedCart = () => JSON.parse(localStorage.getItem(CART_KEY) ?? "[]") as Array<Record<string, unknown>>;

beforeAll(() => {
  // jsdom has <dialog> but not its modal methods.
  HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
    this.open = true;
  };
  HTMLDialogElement.prototype.close ??= function (this: HTMLDialogElement) {
    this.open = false;
    this.dispatchEvent(new Event("close"));
  };
});

afterEach(async () => {
  localStorage.clear();
  vi.useRealTimers();
  // A test's add reports its step after the test: not in the next one's calls.
  await vi.dynamicImportSettled();
  reportFunnelStep.mockClear();
});

describe("PurchasePanel options", () => {
  it("labels, prices and marks every variant, first one selected", () => {
    renderPanel(EN);
    const radios = within(screen.getByRole("group", { name: "Purchase options" })).getAllByRole("radio");
    expect(radios).toHaveLength(3);
    expect((radios[0] as HTMLInputElement).checked).toBe(true);
    const single = screen.getByRole("radio", { name: /Single bottle \(one month supply\)/ });
    expect(single.closest("label")?.textContent).toMatch(/Save 15%/);
    const pack = screen.getByRole("radio", { name: /3 pack \(three month supply\)/ });
    // 456 lei for three bottles: 152 a bottle, 507 ÷ 3 = 169 struck through, and the total below.
    expect(pack.closest("label")?.textContent).toMatch(/152[.,]00.*169[.,]00.*per bottle.*Total 456[.,]00.*Save 10%/);
    expect(pack.closest("label")?.textContent).toMatch(/Unavailable/);
    const monthly = screen.getByRole("radio", { name: /Monthly subscription \(best seller\)/ });
    expect(monthly.closest("label")?.textContent).toMatch(/per month.*Save 10%/);
  });

  it("prices a quarterly delivery per bottle, with what each delivery of three bottles costs", () => {
    const quarterly = variant("quarterly", "Quarterly Subscription", "635.70", "747.00", {}, { subscription: "true", savings: "15" });
    renderPanel({ ...EN, variants: { nodes: [...EN.variants.nodes, quarterly] } });
    const option = screen.getByRole("radio", { name: /Quarterly subscription/ });
    expect(option.closest("label")?.textContent).toMatch(
      /211[.,]90.*249[.,]00.*per bottle.*635[.,]70\sRON per delivery \(3 bottles\).*Save 15%/,
    );
    expect(option.closest("label")?.textContent).not.toMatch(/per month/);
  });

  it("reads Romanian titles with the same rules", () => {
    renderPanel(RO, "ro");
    screen.getByRole("group", { name: "Opțiuni de cumpărare" });
    const pack = screen.getByRole("radio", { name: /Pachet 3 \(rezervă pentru trei luni\)/ });
    expect(pack.closest("label")?.textContent).toMatch(/per sticlă.*Total 456[.,]00.*Economisești 10%/);
    expect(pack.closest("label")?.textContent).toMatch(/Indisponibil/);
    expect(screen.getByRole("radio", { name: /Abonament lunar \(cel mai vândut\)/ }).closest("label")?.textContent).toMatch(/pe lună/);
  });
});

describe("PurchasePanel quantity", () => {
  it("keeps 1–99 with the buttons marked at the limits", () => {
    renderPanel(EN);
    const input = screen.getByLabelText("Quantity");
    const minus = screen.getByRole("button", { name: "Decrease quantity" });
    const plus = screen.getByRole("button", { name: "Increase quantity" });
    expect((input as HTMLInputElement).value).toBe("1");
    expect(minus.getAttribute("aria-disabled")).toBe("true");
    fireEvent.click(minus);
    expect((input as HTMLInputElement).value).toBe("1");
    fireEvent.click(plus);
    expect((input as HTMLInputElement).value).toBe("2");
    expect(minus.getAttribute("aria-disabled")).toBe("false");
    fireEvent.change(input, { target: { value: "150" } });
    fireEvent.blur(input);
    expect((input as HTMLInputElement).value).toBe("99");
    expect(plus.getAttribute("aria-disabled")).toBe("true");
    fireEvent.click(plus);
    expect((input as HTMLInputElement).value).toBe("99");
  });

  it("turns a non-numeric entry into 1 on blur", () => {
    renderPanel(EN);
    const input = screen.getByLabelText("Quantity");
    fireEvent.change(input, { target: { value: "abc" } });
    expect((input as HTMLInputElement).value).toBe("abc");
    fireEvent.blur(input);
    expect((input as HTMLInputElement).value).toBe("1");
  });

  it("has no maximum for a single default variant", () => {
    const product = { ...EN, variants: { nodes: [variant("only", "Default Title", "59.99", "59.99")] } };
    renderPanel(product);
    expect(screen.queryByRole("group", { name: "Purchase options" })).toBeNull();
    const input = screen.getByLabelText("Quantity");
    fireEvent.change(input, { target: { value: "150" } });
    fireEvent.blur(input);
    expect((input as HTMLInputElement).value).toBe("150");
    expect(screen.getByRole("button", { name: "Increase quantity" }).getAttribute("aria-disabled")).toBe("false");
  });
});

describe("PurchasePanel bullets", () => {
  it("says a supplement's capsules and course, but of a non-food product only the shipping (decision 0144)", () => {
    const view = render(<Panel product={RO} language="ro" />);
    expect(screen.getByText("Ia 2 capsule pe zi")).toBeTruthy();
    expect(screen.getByText("Pachetul are 3 sticle: o cură completă de trei luni")).toBeTruthy();
    view.unmount();
    const only = { ...RO, variants: { nodes: [variant("only", "Default Title", "49.90", "49.90")] } };
    render(<Panel product={only} language="ro" nonFood />);
    expect(screen.queryByText(/capsule|sticle|cură|luni/)).toBeNull();
    expect(screen.getByText("Livrare gratuită pentru comenzi de peste 200 lei")).toBeTruthy();
  });
});

describe("PurchasePanel add to cart", () => {
  const heldSeven = {
    id: "single",
    name: "IC-Well - Single Bottle",
    image: "",
    price: 169,
    quantity: 7,
    variant: "Single Bottle",
    isSubscription: false,
    handle: "ic-well",
    currencyCode: "RON",
  };

  it("adds only what keeps the line at 99 and says why", () => {
    localStorage.setItem(CART_KEY, JSON.stringify([heldSeven]));
    renderPanel(EN);
    const input = screen.getByLabelText("Quantity");
    fireEvent.change(input, { target: { value: "99" } });
    fireEvent.click(screen.getByRole("button", { name: "Add to cart" }));
    expect(storedCart()[0]).toMatchObject({ id: "single", quantity: 99 });
    expect(screen.getByRole("status").textContent).toBe(
      "92 × IC-Well (Single Bottle) added to cart. One order can take at most 99 of an option, so the rest was not added.",
    );
  });

  it("adds nothing to a line that already holds 99, with an alert in Romanian", async () => {
    localStorage.setItem(CART_KEY, JSON.stringify([{ ...heldSeven, quantity: 99 }]));
    renderPanel(RO, "ro");
    fireEvent.click(screen.getByRole("button", { name: "Adaugă în coș" }));
    expect(screen.getByRole("alert").textContent).toBe("Ai deja în coș 99 de bucăți din această variantă, cât poate cuprinde o comandă.");
    expect(storedCart()).toEqual([{ ...heldSeven, quantity: 99 }]);
    await vi.dynamicImportSettled();
    expect(reportFunnelStep).not.toHaveBeenCalled();
  });

  it("alerts instead of adding a variant that is not for sale", () => {
    renderPanel(EN);
    fireEvent.click(screen.getByRole("radio", { name: /3 pack/ }));
    fireEvent.click(screen.getByRole("button", { name: "Add to cart" }));
    expect(screen.getByRole("alert").textContent).toBe("This variant is currently not available for sale.");
    expect(storedCart()).toEqual([]);
    fireEvent.click(screen.getByRole("radio", { name: /Single bottle/ }));
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("says it in Romanian too", () => {
    renderPanel(RO, "ro");
    fireEvent.click(screen.getByRole("radio", { name: /Pachet 3/ }));
    fireEvent.click(screen.getByRole("button", { name: "Adaugă în coș" }));
    expect(screen.getByRole("alert").textContent).toBe("Această variantă nu este disponibilă momentan pentru vânzare.");
  });

  it("opens the Subscription Limit dialog when the cart already holds a subscription, and refocuses the button on close", async () => {
    const existing = {
      id: "other",
      name: "AHCC - Monthly Subscription",
      image: "",
      price: 224,
      quantity: 1,
      variant: "Monthly Subscription",
      isSubscription: true,
      handle: "ahcc",
      currencyCode: "RON",
    };
    localStorage.setItem(CART_KEY, JSON.stringify([existing]));
    renderPanel(RO, "ro");
    fireEvent.click(screen.getByRole("radio", { name: /Abonament lunar/ }));
    const add = screen.getByRole("button", { name: "Adaugă în coș" });
    fireEvent.click(add);
    const dialog = await screen.findByRole("dialog", { name: "Limită abonament" });
    const description = document.getElementById(dialog.getAttribute("aria-describedby") ?? "");
    expect(description?.textContent).toMatch(/deja un produs cu abonament.*un singur produs cu abonament pe comandă/);
    expect(within(dialog).getByRole("link", { name: "Vezi coșul" }).getAttribute("href")).toBe("/cart");
    fireEvent.click(within(dialog).getByRole("button", { name: "Închide" }));
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(document.activeElement).toBe(add);
    expect(storedCart()).toEqual([existing]);
  });

  it("adds the chosen quantity, saves the cart notification and announces it", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2026-03-01T10:00:00Z"));
    renderPanel(EN);
    fireEvent.click(screen.getByRole("radio", { name: /Monthly subscription/ }));
    fireEvent.click(screen.getByRole("button", { name: "Increase quantity" }));
    act(() => fireEvent.click(screen.getByRole("button", { name: "Add to cart" })));
    expect(storedCart()).toEqual([
      {
        id: "monthly",
        name: "IC-Well - Monthly Subscription",
        image: "/images/monthly.webp",
        price: 152,
        quantity: 2,
        variant: "Monthly Subscription",
        isSubscription: true,
        subscriptionType: "monthly",
        handle: "ic-well",
        currencyCode: "RON",
      },
    ]);
    expect(JSON.parse(localStorage.getItem("cartNotification") ?? "null")).toEqual({
      message: "2 × IC-Well (Monthly Subscription) added to cart",
      timestamp: Date.parse("2026-03-01T10:00:00Z"),
    });
    expect(screen.getByRole("status").textContent).toBe("2 × IC-Well (Monthly Subscription) added to cart");
    // The funnel counts the session's adding, not each line: the step itself is sent once a session.
    await vi.dynamicImportSettled();
    expect(reportFunnelStep.mock.calls).toEqual([["add_to_cart"]]);
  });

  it("adds the option and quantity chosen on the server's page before it was live", async () => {
    const container = document.createElement("div");
    document.body.append(container);
    container.innerHTML = renderToString(<Panel product={EN} />);
    // A shopper on a slow phone picks the subscription and types 3 while the scripts are still on their way.
    container.querySelector<HTMLInputElement>('input[type=radio][value="monthly"]')!.checked = true;
    within(container).getByLabelText<HTMLInputElement>("Quantity").value = "3";

    const root = await act(async () => hydrateRoot(container, <Panel product={EN} />));
    onTestFinished(() => {
      act(() => root.unmount());
      container.remove();
    });
    fireEvent.click(within(container).getByRole("button", { name: "Add to cart" }));
    expect(storedCart()).toMatchObject([{ id: "monthly", quantity: 3 }]);
    expect(within(container).getByRole("radio", { name: /Monthly subscription/ })).toHaveProperty("checked", true);
  });
});

describe("PurchasePanel opened from a link that asks for the subscription", () => {
  const openAt = (search: string) => {
    window.history.replaceState(null, "", `/products/ic-well${search}`);
    onTestFinished(() => window.history.replaceState(null, "", "/"));
  };

  it("has the subscription chosen once live, and adds it", () => {
    openAt("?purchase=subscription&lng=en");
    renderPanel(EN);
    expect(screen.getByRole("radio", { name: /Monthly subscription/ })).toHaveProperty("checked", true);
    fireEvent.click(screen.getByRole("button", { name: "Add to cart" }));
    expect(storedCart()).toMatchObject([{ id: "monthly", quantity: 1 }]);
  });

  it("keeps the first option for any other link", () => {
    openAt("?purchase=bundle");
    renderPanel(EN);
    expect(screen.getByRole("radio", { name: /Monthly subscription/ })).toHaveProperty("checked", false);
  });

  it("leaves an option the shopper chose before the page was live as it was", async () => {
    openAt("?purchase=subscription");
    const container = document.createElement("div");
    document.body.append(container);
    container.innerHTML = renderToString(<Panel product={EN} />);
    container.querySelector<HTMLInputElement>('input[type=radio][value="pack"]')!.checked = true;
    const root = await act(async () => hydrateRoot(container, <Panel product={EN} />));
    onTestFinished(() => {
      act(() => root.unmount());
      container.remove();
    });
    expect(within(container).getByRole("radio", { name: /3 pack/ })).toHaveProperty("checked", true);
  });
});

describe("PurchasePanel sold out", () => {
  const SOLD_OUT: ProductDetail = {
    ...EN,
    variants: {
      nodes: EN.variants.nodes.map((node) => (node.id === "pack" ? { ...node, availableForSale: false, quantityAvailable: 0 } : node)),
    },
  };

  it("offers the back-in-stock request in place of add to cart, and announces the server's answer", async () => {
    const fetchMock = vi.fn(async (_url: RequestInfo | URL, _init?: RequestInit) =>
      Response.json({ requested: true, alreadyWaiting: false, message: "Done! We will write once to ana@example.ro." }),
    );
    vi.stubGlobal("fetch", fetchMock);
    onTestFinished(() => {
      vi.unstubAllGlobals();
    });
    renderPanel(SOLD_OUT);
    fireEvent.click(screen.getByRole("radio", { name: /3 pack/ }));
    expect(screen.queryByRole("button", { name: "Add to cart" })).toBeNull();
    expect(screen.getByText("IC-Well – 3-Pack is sold out for now.")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Notify me when it's back in stock" }));
    const email = await screen.findByRole("textbox", { name: "Email" });
    await vi.waitFor(() => expect(document.activeElement).toBe(email));
    const marketing = screen.getByRole("checkbox", { name: /news and offers/ }) as HTMLInputElement;
    expect(marketing.checked).toBe(false);
    fireEvent.click(screen.getByRole("button", { name: "Notify me" }));
    expect((await screen.findByRole("alert")).textContent).toBe("Email address is required");
    fireEvent.change(email, { target: { value: "ana@example.ro" } });
    fireEvent.click(screen.getByRole("button", { name: "Notify me" }));
    const answer = await screen.findByText("Done! We will write once to ana@example.ro.");
    expect(answer.getAttribute("role")).toBe("status");
    await vi.waitFor(() => expect(document.activeElement).toBe(answer));
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(String(url)).toContain("/api/back-in-stock");
    expect(JSON.parse(String(init?.body))).toEqual({ variantId: "pack", email: "ana@example.ro", acceptsMarketing: false });
    fireEvent.click(screen.getByRole("radio", { name: /Single bottle/ }));
    expect(screen.getByRole("button", { name: "Add to cart" })).toBeTruthy();
  });
});
