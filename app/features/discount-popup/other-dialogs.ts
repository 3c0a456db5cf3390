/** Any modal already on screen: a native modal <dialog>, or a scripted one such as a drawer. */
const OPEN_MODAL = "dialog[open], [aria-modal='true']";

function isModalOpen(self: Element): boolean {
  return [...document.querySelectorAll<HTMLElement>(OPEN_MODAL)].some(
    (element) => element !== self && !element.closest("[hidden], [inert]"),
  );
}

/**
 * Runs `show` now, or once no modal but `self` is open, so the popup never covers the cart drawer or
 * a dialog the shopper is reading. Returns the function that cancels the wait.
 */
export function whenNoModalIsOpen(show: () => void, self: Element): () => void {
  if (!isModalOpen(self)) {
    show();
    return () => {};
  }
  const observer = new MutationObserver(() => {
    if (isModalOpen(self)) return;
    observer.disconnect();
    show();
  });
  observer.observe(document.body, {
    subtree: true,
    childList: true,
    attributes: true,
    attributeFilter: ["open", "aria-modal", "hidden", "inert"],
  });
  return () => observer.disconnect();
}
