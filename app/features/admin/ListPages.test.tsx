// @vitest-environment happy-dom
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { Language } from "#domain/locale";
import { I18nProvider } from "#app/lib/i18n/react.tsx";
import { createTestI18n } from "#tests/app/test-i18n.ts";
import { EmptyListNotice, listPage } from "./ListPages.tsx";

function notice(view: Record<string, unknown>, total: number, language: Language = "ro") {
  render(
    <I18nProvider i18n={createTestI18n(language)}>
      <EmptyListNotice section="customers" view={view} total={total} />
    </I18nProvider>,
  );
  return screen.getByText(/./).textContent;
}

describe("an empty admin list", () => {
  it("says the store has none yet when nothing filters the list", () => {
    expect(notice({ page: 1, sort: "created" }, 0)).toBe("Niciun client încă.");
  });

  it("says nothing matches when a filter is set", () => {
    expect(notice({ page: 1, q: "ana" }, 0, "en")).toBe("No customer matches.");
  });

  it("sends a page past the last back to the first", () => {
    expect(notice({ page: 4 }, 30)).toBe("Pagina aceasta nu mai are clienți. Întoarce-te la prima pagină.");
  });
});

describe("a page of an admin list", () => {
  it("counts its pages and links each by the same view at /admin/<section>", () => {
    const list = listPage("returns", { status: "approved", overdue: undefined, page: 2 }, 51, 25);
    expect([list.page, list.pages]).toEqual([2, 3]);
    expect(list.linkTo(3)).toBe("/admin/returns?status=approved&page=3");
    expect(list.linkTo(1)).toBe("/admin/returns?status=approved");
  });

  it("has one page when nothing is found, and links another list's pages its own way", () => {
    const list = listPage("cod.transfers", { page: 1 }, 0, 25, (page) => `/admin/cod?transfersPage=${page}`);
    expect(list.pages).toBe(1);
    expect(list.linkTo(2)).toBe("/admin/cod?transfersPage=2");
  });
});
