/**
 * A form sent before React has taken the page over (a slow phone still loading the scripts) would go the
 * browser's own way: a GET of the same page with every field in the address, a password too, kept in the
 * history and the server's logs, and the shopper's click lost. The head's script holds that submission
 * instead; once the page is live, and the fields have taken in what was typed before it was
 * (app/ui/form-fields.tsx), it is sent again, this time to the form's own handler.
 */
import { useEffect, useState } from "react";

declare global {
  interface Window {
    __elaraLive?: boolean;
    __elaraHeldSubmit?: { form: HTMLFormElement; submitter: HTMLElement | null };
  }
}

/** Capturing on window runs before React's listeners on the document, which must not see it twice. */
const holdSubmits = `addEventListener("submit",function(e){if(!window.__elaraLive){e.preventDefault();e.stopImmediatePropagation();window.__elaraHeldSubmit={form:e.target,submitter:e.submitter}}},true)`;

/** Only the server writes the script's text (the browser's bundle drops it): hydration keeps the head's script as sent. */
export function HoldSubmitsUntilLive({ nonce }: { nonce: string | undefined }) {
  return <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: import.meta.env.SSR ? holdSubmits : "" }} />;
}

/**
 * Marks the page live and sends the held submission. "Live" waits for a render of its own (of this
 * component only): the fields take in what was typed in hydration's effects, and their state is committed
 * in that same render.
 */
export function SendHeldSubmit() {
  const [hydrated, setHydrated] = useState(false);
  // The second render is the point: see above.
  // eslint-disable-next-line react-hooks/set-state-in-effect
  useEffect(() => setHydrated(true), []);
  useEffect(() => {
    if (!hydrated) return;
    window.__elaraLive = true;
    const held = window.__elaraHeldSubmit;
    delete window.__elaraHeldSubmit;
    if (!held?.form.isConnected) return;
    const submitter = held.submitter?.isConnected && held.submitter.closest("form") === held.form ? held.submitter : undefined;
    held.form.requestSubmit(submitter);
  }, [hydrated]);
  return null;
}
