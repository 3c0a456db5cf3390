import { useCallback, useEffect, useRef, useState } from "react";

/**
 * The sentence at the top of a record's page saying an action worked. Each one is a new paragraph that takes the
 * focus, so a screen reader reads it once, even the same words twice; no live region repeats it (issue 64 item 7h:
 * focus and a live region together read every notice twice). Returns what to render there and the way to say the
 * next one.
 */
export function useSuccessNotice(initial: string | null) {
  const [notice, setNotice] = useState(() => (initial === null ? null : { text: initial, count: 0 }));
  const noticeRef = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    if (notice) noticeRef.current?.focus();
  }, [notice]);

  const show = useCallback((text: string) => setNotice((current) => ({ text, count: (current?.count ?? 0) + 1 })), []);

  const view = notice ? (
    <p key={notice.count} ref={noticeRef} tabIndex={-1} className="rounded-2xl bg-emerald-50 p-4 font-semibold text-emerald-900">
      {notice.text}
    </p>
  ) : null;
  return [view, show] as const;
}
