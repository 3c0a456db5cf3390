import { useEffect, useRef, type RefObject } from "react";
import { useCart } from "./cart-context.tsx";
import type { CartLine } from "./use-cart-lines.ts";

/**
 * Removing a line takes its remove button away with it, so focus moves to the next line's button,
 * else the previous line's, else `whenEmpty` (the empty cart's link): a keyboard user is never
 * dropped back at the top of the page.
 */
export function useLineRemoval(
  lines: readonly CartLine[],
  onRemoved: (line: CartLine) => void,
  whenEmpty?: RefObject<HTMLElement | null>,
): { remove: (line: CartLine) => void; removeButtonRef: (id: string) => (button: HTMLButtonElement | null) => void } {
  const { items, removeItem } = useCart();
  const removeButtons = useRef(new Map<string, HTMLButtonElement>());
  const focusAfterRemoval = useRef<{ id: string | null } | null>(null);

  useEffect(() => {
    const pending = focusAfterRemoval.current;
    if (!pending) return;
    focusAfterRemoval.current = null;
    (pending.id === null ? whenEmpty?.current : removeButtons.current.get(pending.id))?.focus();
  }, [items, whenEmpty]);

  const remove = (line: CartLine) => {
    const index = lines.indexOf(line);
    const neighbour = lines[index + 1] ?? lines[index - 1];
    focusAfterRemoval.current = { id: neighbour?.item.id ?? null };
    removeItem(line.item.id);
    onRemoved(line);
  };

  const removeButtonRef = (id: string) => (button: HTMLButtonElement | null) => {
    if (button) removeButtons.current.set(id, button);
    else removeButtons.current.delete(id);
  };

  return { remove, removeButtonRef };
}
