import { useEffect, useState } from "react";
import type { Language } from "#domain/locale";
import { sortByPriority } from "#domain/product-priority";
import { queryStorefront } from "#app/lib/storefront-client.ts";
import { MENU_PRODUCTS_QUERY, toMenuProduct, type MenuProduct, type MenuProductsData } from "./menu-products-query.ts";

const PRODUCT_LIST_SIZE = 20;
/** Spec §9 "Menu grid": 3 products plus a shop-all tile. */
export const MENU_GRID_SIZE = 3;

export type MenuProductsState = { status: "loading" } | { status: "failed" } | { status: "loaded"; products: MenuProduct[] };

/** The browser asks the Storefront API itself, as any storefront client would; any problem is a failure. */
export async function fetchMenuProducts({
  token,
  language,
  signal,
}: {
  token: string;
  language: Language;
  signal: AbortSignal;
}): Promise<MenuProduct[]> {
  const data = await queryStorefront<MenuProductsData>({
    query: MENU_PRODUCTS_QUERY,
    variables: { first: PRODUCT_LIST_SIZE, language: language.toUpperCase() },
    token,
    signal,
  });
  return sortByPriority(data.products.nodes).slice(0, MENU_GRID_SIZE).map(toMenuProduct);
}

type Result = { language: Language } & ({ status: "failed" } | { status: "loaded"; products: MenuProduct[] });

/** Fetched when the menu first mounts (its first opening); a change of language fetches the translated list. */
export function useMenuProducts({ language, token }: { language: Language; token: string }): MenuProductsState {
  const [result, setResult] = useState<Result | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    fetchMenuProducts({ token, language, signal: controller.signal }).then(
      (products) => setResult({ language, status: "loaded", products }),
      () => {
        if (!controller.signal.aborted) setResult({ language, status: "failed" });
      },
    );
    return () => controller.abort();
  }, [language, token]);

  if (result?.language !== language) return { status: "loading" };
  return result.status === "loaded" ? { status: "loaded", products: result.products } : { status: "failed" };
}
