/**
 * jsdom has `<dialog>` but not its modal API: opening sets `open`, closing removes it and fires `close`. The browser's
 * own behaviour (focus trap, backdrop, Escape) is covered end to end.
 */
export function polyfillModalDialogs() {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute("open", "");
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    if (!this.open) return;
    this.removeAttribute("open");
    this.dispatchEvent(new Event("close"));
  };
}
