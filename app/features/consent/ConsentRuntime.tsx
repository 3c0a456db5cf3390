import { lazy, Suspense, useSyncExternalStore } from "react";
import { CONSENT_CHANGED_EVENT, OPEN_CONSENT_EVENT } from "./consent-events.ts";
import { storedConsent } from "./consent-storage.ts";

export { statisticsAllowed } from "./consent-storage.ts";

// Its own chunk again: most visits after the first never need the banner itself.
const ConsentBanner = lazy(() => import("./ConsentBanner.tsx"));

type BannerState = "first" | "settings" | null;

// The page's life: the footer asked to reopen the banner; a choice was made that storage refused to keep.
let reopened = false;
let decidedUnstored = false;
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

function subscribe(listener: () => void) {
  const open = () => {
    reopened = true;
    notify();
  };
  listeners.add(listener);
  window.addEventListener(OPEN_CONSENT_EVENT, open);
  window.addEventListener(CONSENT_CHANGED_EVENT, listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener(OPEN_CONSENT_EVENT, open);
    window.removeEventListener(CONSENT_CHANGED_EVENT, listener);
  };
}

function snapshot(): BannerState {
  if (reopened) return "settings";
  return decidedUnstored || storedConsent() !== null ? null : "first";
}

function close() {
  reopened = false;
  // Private browsing may refuse storage: the banner is not asked again on this page, only on the next.
  decidedUnstored = storedConsent() === null;
  notify();
}

/**
 * Opens the cookie banner (decision 0053) on a visit with no choice in force, and whenever the footer's "cookie
 * settings" asks. Loaded by Monitoring after hydration, so none of this is in a page's first-load JavaScript.
 */
export function ConsentRuntime({ version }: { version: string }) {
  const state = useSyncExternalStore(subscribe, snapshot, () => null);
  if (state === null) return null;
  return (
    <Suspense fallback={null}>
      <ConsentBanner version={version} reopened={state === "settings"} onDone={close} />
    </Suspense>
  );
}
