/**
 * A customer's wishlist on the server (docs/api.md `/api/account/wishlist`). Loaded on demand when a
 * customer is signed in, so a visitor's first page load does not carry it.
 */
import { accountCall } from "#app/lib/server-calls.ts";

/** `POST /api/account/wishlist/merge` takes at most this many handles at once. */
const MERGE_BATCH_SIZE = 100;

export interface WishlistCustomer {
  id: string;
  accessToken: string;
}

interface WishlistAnswer {
  items?: Array<{ productHandle?: unknown }>;
}

/** The handles the server now holds (newest first), or null when it refused or answered nothing usable. */
export type ServerList = string[] | null;

async function call(
  who: WishlistCustomer,
  onSessionRejected: (accessToken: string) => void,
  method: "GET" | "PUT" | "DELETE" | "POST",
  path: string,
  body?: Record<string, unknown>,
): Promise<ServerList> {
  const result = await accountCall<WishlistAnswer>(method, path, { accessToken: who.accessToken, body, onSessionRejected });
  if (result.kind !== "ok" || !Array.isArray(result.data.items)) return null;
  return result.data.items.map((item) => item.productHandle).filter((handle): handle is string => typeof handle === "string");
}

/**
 * The customer's list; a visitor's list from this browser (`local`) is merged into it first, batch by
 * batch, and each merged batch is handed to `merged` so it can leave the browser.
 */
export async function loadCustomerWishlist(
  who: WishlistCustomer,
  local: readonly string[],
  { onSessionRejected, merged }: { onSessionRejected: (accessToken: string) => void; merged: (handles: readonly string[]) => void },
): Promise<ServerList> {
  if (local.length === 0) return call(who, onSessionRejected, "GET", "/wishlist");
  let handles: ServerList = null;
  for (let start = 0; start < local.length; start += MERGE_BATCH_SIZE) {
    const batch = local.slice(start, start + MERGE_BATCH_SIZE);
    handles = await call(who, onSessionRejected, "POST", "/wishlist/merge", { handles: batch });
    // A refused batch stays in the browser and is merged at the next visit.
    if (!handles) return call(who, onSessionRejected, "GET", "/wishlist");
    merged(batch);
  }
  return handles;
}

/** Adds (`PUT`) or removes (`DELETE`) one product. */
export function saveWishlistChange(
  who: WishlistCustomer,
  handle: string,
  add: boolean,
  onSessionRejected: (accessToken: string) => void,
): Promise<ServerList> {
  return call(who, onSessionRejected, add ? "PUT" : "DELETE", "/wishlist", { productHandle: handle });
}
