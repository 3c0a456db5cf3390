/** A full reload: the way out when the page's own state is what broke. Its own module so tests can replace it. */
export function reloadPage(): void {
  window.location.reload();
}
