import { describe, expect, it, vi } from "vitest";
import { pageTranslations } from "./page-catalogues.server.ts";
import { pageTexts, requestedTextsFile, shellTexts } from "./texts-files.server.ts";
import { sendTexts } from "./sent-texts.server.ts";
import { createI18n, receivedTexts, translationsOf } from "./translator.ts";

const catalogue = {
  common: {
    greeting: "Salut, {{name}}!",
    nested: { deep: { key: "adânc" } },
    reviews_one: "{{count}} recenzie",
    reviews_few: "{{count}} recenzii",
    reviews_other: "{{count}} de recenzii",
  },
  shop: { title: "Magazin", items_other: "{{count}} produse", plain: "fără plural" },
};

describe("translator", () => {
  const ro = createI18n("ro", catalogue);

  it("reads nested keys in the default namespace and interpolates placeholders", () => {
    expect(ro.t("greeting", { name: "Ana" })).toBe("Salut, Ana!");
    expect(ro.t("nested.deep.key")).toBe("adânc");
  });

  it("reaches another namespace with ns:key and binds one with translatorFor", () => {
    expect(ro.t("shop:title")).toBe("Magazin");
    expect(ro.translatorFor("shop")("title")).toBe("Magazin");
    expect(ro.translatorFor("shop")("common:greeting", { name: "Ion" })).toBe("Salut, Ion!");
  });

  it("picks the plural form of the language, falling back to _other and then the bare key", () => {
    expect(ro.t("reviews", { count: 1 })).toBe("1 recenzie");
    expect(ro.t("reviews", { count: 3 })).toBe("3 recenzii");
    expect(ro.t("reviews", { count: 20 })).toBe("20 de recenzii");
    expect(createI18n("en", catalogue).t("reviews", { count: 2 })).toBe("2 de recenzii");
    expect(ro.t("shop:items", { count: 1 })).toBe("1 produse");
    expect(ro.t("shop:plain", { count: 4 })).toBe("fără plural");
  });

  it("leaves an unknown placeholder visible and shows the key of a missing text, reporting it", () => {
    const onMissingKey = vi.fn();
    const i18n = createI18n("en", catalogue, { onMissingKey });
    expect(i18n.t("greeting")).toBe("Salut, {{name}}!");
    expect(i18n.t("shop:absent.key")).toBe("absent.key");
    expect(i18n.t("nested")).toBe("nested");
    expect(onMissingKey).toHaveBeenCalledWith("shop", "absent.key");
    expect(onMissingKey).toHaveBeenCalledWith("common", "nested");
  });

  it("merges the namespaces the matched loaders sent, later routes winning", () => {
    const merged = translationsOf([
      { data: { translations: { common: { a: "1" } } } },
      undefined,
      { data: null },
      { data: { translations: { common: { a: "2" }, shop: {} } } },
    ]);
    expect(merged).toEqual({ common: { a: "2" }, shop: {} });
  });

  it("reads texts a loader sent as JSON text as it reads them sent as they are", () => {
    const merged = translationsOf([
      { data: { translations: sendTexts({ common: { a: "1", b: "ă" } }) } },
      { data: { translations: { shop: { c: "3" } } } },
    ]);
    expect(merged).toEqual({ common: { a: "1", b: "ă" }, shop: { c: "3" } });
    expect(createI18n("ro", merged).t("b")).toBe("ă");
  });

  it("writes each catalogue once, and a page's namespaces once per language", () => {
    const catalogue = { common: { a: "1" } };
    expect(sendTexts(catalogue)).toBe(sendTexts(catalogue));
    expect(receivedTexts(sendTexts(catalogue))).toBe(receivedTexts(sendTexts(catalogue)));
    expect(receivedTexts(pageTexts("ro", ["product"]))).toEqual(pageTranslations("ro", ["product"]));
    expect(receivedTexts(pageTexts("en", ["product"]))).not.toEqual(receivedTexts(pageTexts("ro", ["product"])));
  });

  it("sends the shell's and a page's texts by the address of a file whose version is its content", () => {
    const sent = pageTexts("ro", ["product", "purchase"]);
    expect(sent.textsAt).toMatch(/^\/texts\/ro\/product\+purchase\.json\?v=[\w-]{12}$/);
    expect(pageTexts("ro", ["product", "purchase"])).toEqual(sent);
    expect(pageTexts("en", ["product", "purchase"]).textsAt).not.toBe(sent.textsAt);

    const file = requestedTextsFile("ro", "product+purchase");
    expect(sent.textsAt).toBe(file?.href);
    expect(JSON.parse(file!.json)).toEqual(pageTranslations("ro", ["product", "purchase"]));
    expect(translationsOf([{ data: { translations: shellTexts("en") } }, { data: { translations: sent } }])).toMatchObject({
      layout: expect.any(Object),
      product: pageTranslations("ro", ["product"]).product,
    });
  });

  it("names no file for a language or namespace the store lacks", () => {
    expect(requestedTextsFile("de", "shell")).toBeUndefined();
    expect(requestedTextsFile("ro", "product+secrets")).toBeUndefined();
    expect(requestedTextsFile("ro", "constructor")).toBeUndefined();
    expect(requestedTextsFile("ro", "")).toBeUndefined();
  });

  it("writes a file no loader sent for its request, and keeps it nowhere", () => {
    const once = requestedTextsFile("en", "reviews+product");
    expect(once && JSON.parse(once.json)).toEqual(pageTranslations("en", ["reviews", "product"]));
    expect(requestedTextsFile("en", "reviews+product")).not.toBe(once);
    expect(receivedTexts({ textsAt: once!.href })).toBeUndefined();
  });
});
