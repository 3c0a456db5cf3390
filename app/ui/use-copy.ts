import { useEffect, useState } from "react";

/** How long a copy button says it copied before it offers to copy again (spec §9 "copy confirmation 2 s"). */
const COPIED_FOR_MS = 2000;

/**
 * Copying `text` to the clipboard from a button: `copied` is true for two seconds after a copy, for the button's words
 * and its polite announcement; where the clipboard is refused, `onRefused` lets the caller offer a manual copy.
 */
export function useCopy(text: string, onRefused?: () => void) {
  const [copied, setCopied] = useState(false);

  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPIED_FOR_MS);
    return () => clearTimeout(timer);
  }, [copied]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setCopied(true);
    } catch {
      onRefused?.();
    }
  };

  return { copied, copy };
}
