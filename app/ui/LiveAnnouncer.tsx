import { useCallback, useEffect, useState } from "react";

/** Spec §4 "Cart drawer" and §9: an announcement is cleared after 3000 ms by default. */
export const ANNOUNCEMENT_CLEAR_MS = 3000;

export interface Announcement {
  message: string;
  /** Changes with every announcement, so the same words said twice are heard twice. */
  id: number;
}

/**
 * A message for a polite live region that empties itself after `clearAfterMs`, so a screen reader
 * browsing the page later does not come across stale news.
 */
export function useAnnouncement(clearAfterMs: number = ANNOUNCEMENT_CLEAR_MS): [Announcement | null, (message: string) => void] {
  const [announcement, setAnnouncement] = useState<Announcement | null>(null);
  const announce = useCallback((message: string) => setAnnouncement((current) => ({ message, id: (current?.id ?? 0) + 1 })), []);

  useEffect(() => {
    if (!announcement) return;
    const timer = setTimeout(() => setAnnouncement(null), clearAfterMs);
    return () => clearTimeout(timer);
  }, [announcement, clearAfterMs]);

  return [announcement, announce];
}

/** Always in the page (a live region must exist before it speaks); invisible, polite. */
export function LiveRegion({ announcement }: { announcement: Announcement | null }) {
  return (
    <div role="status" aria-live="polite" aria-atomic="true" className="sr-only">
      {announcement ? <span key={announcement.id}>{announcement.message}</span> : null}
    </div>
  );
}
