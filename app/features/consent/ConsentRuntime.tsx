import { useSyncExternalStore } from "react";
import ConsentBanner from "./ConsentBanner.tsx";
import { CONSENT_CHANGED_EVENT, OPEN_CONSENT_EVENT } from "./consent-events.ts";
import { storedConsent } from "./consent-storage.ts";

export { statisticsAllowed } from "./consent-storage.ts";

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

const noSubscription = () => () => {};

function close() {
  reopened = false;
  // Private browsing may refuse storage: the banner is not asked again on this page, only on the next.
  decidedUnstored = storedConsent() === null;
  notify();
}

/**
 * Opens the cookie banner (decision 0053) on a visit with no choice in force, and whenever the footer's "cookie
 * settings" asks. The server renders the banner as for a first visit, so it paints with the page (decision 0178);
 * until this hydrates, a kept choice hides it (kept-choice.tsx), and then the browser's own snapshot decides. A lazy
 * chunk of Monitoring's, so none of this is in a page's first-load JavaScript.
 */
export function ConsentRuntime({ version }: { version: string }) {
  const state = useSyncExternalStore(subscribe, snapshot, () => "first");
  const live = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  if (state === null) return null;
  return <ConsentBanner version={version} reopened={state === "settings"} onDone={close} hiddenIfChoiceKept={!live} />;
}
