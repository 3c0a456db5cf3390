import { useCallback, useEffect, useRef, useState } from "react";
import { LiveRegion, useAnnouncement } from "./LiveAnnouncer.tsx";

/**
 * The sentence at the top of a record's page saying an action worked. Each one takes focus and is announced, even
 * the same words twice; the one the page opens with (`initial`) is announced only if `announceInitial`. Returns
 * what to render there and the way to say the next one.
 */
export function useSuccessNotice(initial: string | null, { announceInitial }: { announceInitial: boolean }) {
  const [notice, setNotice] = useState(() => (initial === null ? null : { text: initial, count: 0 }));
  const [announcement, announce] = useAnnouncement();
  const noticeRef = useRef<HTMLParagraphElement>(null);
  const announcesInitial = useRef(announceInitial);

  useEffect(() => {
    if (!notice) return;
    noticeRef.current?.focus();
    if (notice.count > 0 || announcesInitial.current) announce(notice.text);
  }, [notice, announce]);

  const show = useCallback((text: string) => setNotice((current) => ({ text, count: (current?.count ?? 0) + 1 })), []);

  const view = (
    <>
      <LiveRegion announcement={announcement} />
      {notice ? (
        <p ref={noticeRef} tabIndex={-1} className="rounded-2xl bg-emerald-50 p-4 font-semibold text-emerald-900">
          {notice.text}
        </p>
      ) : null}
    </>
  );
  return [view, show] as const;
}
