// @vitest-environment happy-dom
import { cleanup, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { customerReturn } from "#tests/app/customer-records.ts";
import { renderInRouter } from "#tests/app/render-routes.tsx";
import { ReturnDetails } from "./ReturnDetails.tsx";

afterEach(cleanup);

describe("a return's products", () => {
  it("writes each line's quantity and reason with one separator, in the text as on the screen", () => {
    renderInRouter(<ReturnDetails item={customerReturn()} loadPhoto={vi.fn()} onChanged={vi.fn()} />, "ro");
    const quantity = screen.getByText(/^Cantitate: 1/);
    expect(quantity.textContent).toMatch(/^Cantitate: 1 · Motiv: [^,·]+$/);
  });
});
