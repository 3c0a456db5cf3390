import { within } from "@testing-library/react";
import { expect } from "vitest";

/** Each named link in `scope` leads where `expected` says; a link missing or there twice fails as `getByRole` does. */
export function expectLinkTargets(scope: HTMLElement, expected: Record<string, string>) {
  const found = Object.fromEntries(
    Object.keys(expected).map((name) => [name, within(scope).getByRole("link", { name }).getAttribute("href")]),
  );
  expect(found).toEqual(expected);
}
