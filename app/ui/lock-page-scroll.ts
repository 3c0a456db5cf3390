/** Stops the page behind a modal from scrolling; the returned function puts back what was there before. */
export function lockPageScroll(): () => void {
  const previous = document.body.style.overflow;
  document.body.style.overflow = "hidden";
  return () => {
    document.body.style.overflow = previous;
  };
}
