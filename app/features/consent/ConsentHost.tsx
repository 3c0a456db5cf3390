import { lazy, Suspense, useSyncExternalStore } from "react";
import { CONSENT_CHANGED_EVENT, OPEN_CONSENT_EVENT } from "#domain/cookie-consent";
import { storedConsent } from "./consent-storage.ts";

// Its own chunk: most visits after the first never load it, and no page's first-load JavaScript carries it.
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
 * Opens the cookie banner after hydration (decision 0053): the server renders nothing of it, so every page's HTML
 * stays the same for everyone and the page cache can keep it. It opens on a visit with no choice in force, and
 * whenever the footer's "cookie settings" asks.
 */
export function ConsentHost({ version }: { version: string }) {
  const state = useSyncExternalStore(subscribe, snapshot, () => null);
  if (state === null) return null;
  return (
    <Suspense fallback={null}>
      <ConsentBanner version={version} reopened={state === "settings"} onDone={close} />
    </Suspense>
  );
}
