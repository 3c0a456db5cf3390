/**
 * A section below the fold whose script waits until the shopper comes near it (issue 45 item 6): while a document
 * hydrates, the browser keeps the server's HTML for it, untouched by React (as `KeptHtml` does), and neither fetches
 * its code nor hydrates it. When the section comes within a screen of the viewport, or the shopper moves the focus
 * into it or clicks it, it renders live in a transition: the server's HTML stays on screen until the live section, the
 * same markup, replaces it in one commit (never while a pointer is pressed on it).
 *
 * What the shopper did to the server's HTML before that is handed over: a click is held and clicked again on the same
 * control of the live section, and the focus moves to it, when it is the same control (same place, element and text).
 *
 * Wrap it in a `Suspense` boundary above it, so a section whose code is still loading keeps showing the server's HTML.
 * `showing` names what the section shows (the product, the language): a navigation to another renders it live.
 * Only for sections that read nothing the first render in the browser would change.
 */
import { startTransition, useEffect, useId, useLayoutEffect, useRef, useState, type ReactNode } from "react";

/** How far ahead of the viewport a section starts rendering: its code has a screen's scrolling to arrive. */
const AHEAD = "100% 0px";
/** What a shopper can act on: the control a click or the focus is handed over to. */
const CONTROL = "a[href], button, input, select, textarea, summary, label, [tabindex]";

interface HandOver {
  kind: "click" | "focus";
  /** The control's place below the section's wrapper: the index of each element among its parent's elements. */
  path: number[];
  /** What tells the control from the others: its element, name, label, text and address. */
  signature: string;
}

export function RenderWhenSeen({
  showing,
  asked = false,
  children,
}: {
  showing: string;
  /** The address asks for the section (a review request's star opens the reviews' form): it hydrates at once. */
  asked?: boolean;
  children: ReactNode;
}) {
  const id = useId();
  // Read once, while hydrating a document, before React touches the server's DOM; null when there is none (a
  // navigation renders the section at once) or the section is asked for.
  const [serverHtml] = useState(() => (asked || typeof document === "undefined" ? null : (document.getElementById(id)?.innerHTML ?? null)));
  const [serverShowing] = useState(showing);
  const [live, setLive] = useState(false);
  const wrapper = useRef<HTMLDivElement>(null);
  const handOver = useRef<HandOver | null>(null);
  // A navigation to another product ends the hold for good: back on the first, its server HTML may be out of date.
  if (!live && showing !== serverShowing) setLive(true);
  const kept = !live && serverHtml !== null;

  useEffect(() => {
    const element = wrapper.current;
    if (!kept || !element) return;
    // While a pointer is pressed on the server's HTML the section waits: replaced between the press and the release,
    // the control pressed would no longer be there to be clicked.
    let pressing = false;
    let wanted = false;
    const goLive = () => {
      wanted = true;
      if (!pressing) startTransition(() => setLive(true));
    };
    if (typeof IntersectionObserver === "undefined") return goLive();
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && goLive(), {
      rootMargin: AHEAD,
    });
    for (const child of element.children) observer.observe(child);
    const remember = (kind: HandOver["kind"], event: Event) => {
      const control = event.target instanceof Element ? event.target.closest(CONTROL) : null;
      if (control && element.contains(control) && handOver.current?.kind !== "click") {
        handOver.current = { kind, path: pathOf(element, control), signature: signatureOf(control) };
      }
    };
    const onPress = () => {
      pressing = true;
    };
    const onRelease = () => {
      pressing = false;
      if (wanted) goLive();
    };
    const onFocus = (event: Event) => {
      remember("focus", event);
      goLive();
    };
    const onClick = (event: MouseEvent) => {
      pressing = false;
      // A link opened in another tab or window is the browser's own: the server's HTML has the same address.
      if (event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return goLive();
      // The server's HTML has no handlers: the live section's control gets the click instead.
      event.preventDefault();
      event.stopPropagation();
      remember("click", event);
      goLive();
    };
    element.addEventListener("pointerdown", onPress, true);
    element.addEventListener("focusin", onFocus, true);
    element.addEventListener("click", onClick, true);
    // A press may end anywhere: dragged off the section, or taken over by the browser's scrolling.
    window.addEventListener("pointerup", onRelease, true);
    window.addEventListener("pointercancel", onRelease, true);
    return () => {
      observer.disconnect();
      element.removeEventListener("pointerdown", onPress, true);
      element.removeEventListener("focusin", onFocus, true);
      element.removeEventListener("click", onClick, true);
      window.removeEventListener("pointerup", onRelease, true);
      window.removeEventListener("pointercancel", onRelease, true);
    };
  }, [kept]);

  useLayoutEffect(() => {
    const held = handOver.current;
    if (kept || !held || !wrapper.current) return;
    handOver.current = null;
    const control = liveControl(wrapper.current, held);
    if (!control) return;
    if (held.kind === "click") {
      control.focus();
      control.click();
    } else if (document.activeElement === null || document.activeElement === document.body) {
      // The focused control left the page with the server's HTML; one the shopper has moved to since stays focused.
      control.focus();
    }
  }, [kept]);

  if (kept) return <div key="kept" ref={wrapper} id={id} className="contents" dangerouslySetInnerHTML={{ __html: serverHtml }} />;
  return (
    <div key="live" ref={wrapper} id={id} className="contents">
      {children}
    </div>
  );
}

function pathOf(root: Element, element: Element): number[] {
  const path: number[] = [];
  for (let node = element; node !== root && node.parentElement; node = node.parentElement) {
    path.unshift([...node.parentElement.children].indexOf(node));
  }
  return path;
}

function signatureOf(control: Element): string {
  return [
    control.tagName,
    control.getAttribute("name"),
    control.getAttribute("aria-label"),
    control.textContent,
    control.getAttribute("href"),
  ].join("|");
}

/**
 * The live section's control that is the one the shopper reached for: the only one like it, or the one like it in the
 * same place (the live section may have a control more or less than the server's, as a carousel without its pause
 * button under reduced motion). None when that is not sure: a click on the wrong control is worse than a lost one.
 */
function liveControl(root: Element, held: HandOver): HTMLElement | null {
  const alike = [...root.querySelectorAll(CONTROL)].filter((control) => signatureOf(control) === held.signature);
  let inPlace: Element | undefined = root;
  for (const index of held.path) inPlace = inPlace?.children[index];
  const control = alike.length === 1 ? alike[0] : alike.find((candidate) => candidate === inPlace);
  return control instanceof HTMLElement ? control : null;
}
