import { describe, expect, it } from "vitest";
import type { StoreLoadContext } from "#app/lib/load-context.ts";
import { pageTranslations } from "#app/lib/i18n/page-catalogues.server.ts";
import { pageTexts, shellTexts } from "#app/lib/i18n/texts-files.server.ts";
import { loader } from "./texts.ts";

function get(path: string, language: StoreLoadContext["language"] = "ro") {
  const url = new URL(path, "http://localhost");
  const [, , textsLanguage, file] = url.pathname.split("/");
  const context = { language } as StoreLoadContext;
  return loader({ context, request: new Request(url), params: { language: textsLanguage!, file: file! } } as Parameters<typeof loader>[0]);
}

describe("/texts/{language}/{name}.json", () => {
  it("answers the file a page names, kept a year as its version is its content", async () => {
    const { textsAt } = pageTexts("en", ["product", "purchase"]);
    const response = get(textsAt);
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("application/json; charset=utf-8");
    expect(response.headers.get("Cache-Control")).toBe("public, max-age=31536000, immutable");
    expect(await response.json()).toEqual(pageTranslations("en", ["product", "purchase"]));
  });

  it("answers today's texts for an address of another version, kept only minutes", async () => {
    const { textsAt } = shellTexts("ro");
    const response = get(textsAt.replace(/v=[\w-]+/, "v=last-release"));
    expect(response.status).toBe(200);
    expect(response.headers.get("Cache-Control")).toBe("public, max-age=300");
    expect(await response.json()).toHaveProperty("layout");
  });

  it.each([
    ["/texts/de/shell.json", "ro", "Textele cerute nu există în această limbă."],
    ["/texts/ro/product+passwords.json", "en", "No such texts in this language."],
    ["/texts/ro/product", "ro", "Textele cerute nu există în această limbă."],
  ] as const)("refuses %s with a 404 in the shopper's language", async (path, language, error) => {
    const response = get(path, language);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ success: false, status: 404, code: "not_found", error });
  });
});
