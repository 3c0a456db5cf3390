// The shop's lead products, most important first (spec §9, "Product list priority"). Matching is by
// substring so that bundles and variants of a lead product ("papillex-3-pack") rank with it.
export const PRIORITY_HANDLE_KEYWORDS = ["papillex", "ahcc", "simplix"] as const;

function rank(handle: string): number {
  const lower = handle.toLowerCase();
  const index = PRIORITY_HANDLE_KEYWORDS.findIndex((keyword) => lower.includes(keyword));
  return index === -1 ? PRIORITY_HANDLE_KEYWORDS.length : index;
}

export function sortByPriority<T extends { handle: string }>(products: readonly T[]): T[] {
  // Array sort has been stable since ES2019, which is what keeps the rest in the platform's order.
  return products
    .map((product) => ({ product, rank: rank(product.handle) }))
    .sort((a, b) => a.rank - b.rank)
    .map(({ product }) => product);
}
