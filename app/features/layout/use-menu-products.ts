import { useEffect, useState } from "react";
import type { Language } from "../../../domain/locale.ts";
import { sortByPriority } from "../../../domain/product-priority.ts";
import { MENU_PRODUCTS_QUERY, toMenuProduct, type MenuProduct, type MenuProductsData } from "./menu-products-query.ts";

const STOREFRONT_API_PATH = "/api/2024-01/graphql.json";
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
  const response = await fetch(STOREFRONT_API_PATH, {
    method: "POST",
    headers: { "Content-Type": "application/json", Accept: "application/json", "X-Shopify-Storefront-Access-Token": token },
    body: JSON.stringify({ query: MENU_PRODUCTS_QUERY, variables: { first: PRODUCT_LIST_SIZE, language: language.toUpperCase() } }),
    signal,
  });
  if (!response.ok) throw new Error(`Storefront API answered ${response.status}`);
  const body = (await response.json()) as { data?: MenuProductsData | null; errors?: Array<{ message: string }> };
  if (body.errors?.length || !body.data)
    throw new Error(`GraphQL errors: ${body.errors?.map((error) => error.message).join(", ") ?? "no data"}`);
  return sortByPriority(body.data.products.nodes).slice(0, MENU_GRID_SIZE).map(toMenuProduct);
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
