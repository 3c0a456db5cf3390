// @vitest-environment happy-dom
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderInRouter } from "#tests/app/render-routes.tsx";
import { StandaloneHeader } from "./StandaloneHeader.tsx";

describe("StandaloneHeader", () => {
  it("links the brand home, shows the page's own pieces between, and ends with its way back", () => {
    renderInRouter(
      <StandaloneHeader back={{ to: "/cart", label: "Back to cart" }}>
        <p>Secure checkout</p>
      </StandaloneHeader>,
      "en",
    );
    const links = screen.getAllByRole("link");
    expect(links.map((link) => link.getAttribute("href"))).toEqual(["/", "/cart"]);
    expect(links[0]!.getAttribute("aria-label")).toMatch(/Elara/);
    expect(links[1]!.textContent).toBe("← Back to cart");
    expect(screen.getByText("Secure checkout").compareDocumentPosition(links[1]!) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });
});
