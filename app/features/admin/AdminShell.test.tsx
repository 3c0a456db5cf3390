// @vitest-environment happy-dom
import { screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi, type MockInstance } from "vitest";
import { renderRoutesWithTexts } from "#tests/app/render-routes.tsx";
import { staffOf } from "#tests/app/admin-pages.tsx";
import { AdminShell } from "./AdminShell.tsx";

/** A phone's sections bar: 390 px wide, each section 100 px, laid out from the left as the bar scrolls. */
let layout: MockInstance | undefined;
function phoneLayout() {
  layout = vi.spyOn(Element.prototype, "getBoundingClientRect").mockImplementation(function (this: Element) {
    const nav = this.closest("nav")!;
    if (this === nav) return new DOMRect(0, 0, 390, 44);
    const index = [...nav.querySelectorAll("a")].indexOf(this as HTMLAnchorElement);
    return new DOMRect(index * 100 - nav.scrollLeft, 0, 100, 44);
  });
}

function renderShellAt(url: string) {
  renderRoutesWithTexts(
    "ro",
    [{ path: "*", element: <AdminShell staff={staffOf("owner")} csrfToken="csrf-1" brandName="Elara" children={<p>Pagina</p>} /> }],
    {
      initialEntries: [url],
    },
  );
  return screen.getByRole("navigation", { name: "Meniul administrării" });
}

describe("the admin's frame", () => {
  afterEach(() => layout?.mockRestore());

  it("brings the current section into the middle of a phone's sideways bar", async () => {
    phoneLayout();
    const nav = renderShellAt("/admin/stock-inspections");
    const current = await screen.findByRole("link", { name: "De verificat" });
    expect(current.getAttribute("aria-current")).toBe("page");
    const index = [...nav.querySelectorAll("a")].indexOf(current as HTMLAnchorElement);
    expect(nav.scrollLeft).toBe(index * 100 - 145);
  });

  it("leaves the bar where it is when the current section is in sight", async () => {
    phoneLayout();
    const nav = renderShellAt("/admin/orders");
    expect((await screen.findByRole("link", { name: "Comenzi" })).getAttribute("aria-current")).toBe("page");
    expect(nav.scrollLeft).toBe(0);
  });
});
