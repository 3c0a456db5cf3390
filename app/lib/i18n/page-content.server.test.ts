import { describe, expect, it } from "vitest";
import { applyContent } from "./page-content.server.ts";

describe("the owner's content over a page's texts", () => {
  const defaults = { title: "Povestea noastră", hero: { title: "Din 2019", stat: "{{bottles}} sticle" }, note: "Notă" };

  it("writes each override at its path and fills in the bottles figure, leaving the defaults untouched", () => {
    const page = applyContent(defaults, { "hero.title": "Din 2020" }, "250.000");
    expect(page).toEqual({ title: "Povestea noastră", hero: { title: "Din 2020", stat: "250.000 sticle" }, note: "Notă" });
    expect(defaults.hero.title).toBe("Din 2019");
  });

  it("ignores an override whose path the page no longer has, instead of writing it one level up", () => {
    const page = applyContent(defaults, { "gone.title": "Scris greșit", "hero.title.extra": "x", "hero.missing": "y" }, "1");
    expect(page).toEqual({ title: "Povestea noastră", hero: { title: "Din 2019", stat: "1 sticle" }, note: "Notă" });
  });
});
