import { useCallback, useSyncExternalStore } from "react";

/**
 * Whether a media query matches. The server and the hydrating client answer `serverValue`, so the
 * first client render equals the HTML; the real answer follows right after hydration.
 */
export function useMediaQuery(query: string, serverValue = false): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (typeof window.matchMedia !== "function") return () => {};
      const list = window.matchMedia(query);
      list.addEventListener("change", onChange);
      return () => list.removeEventListener("change", onChange);
    },
    [query],
  );
  const getSnapshot = () => (typeof window.matchMedia === "function" ? window.matchMedia(query).matches : serverValue);
  return useSyncExternalStore(subscribe, getSnapshot, () => serverValue);
}
