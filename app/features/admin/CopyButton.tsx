import { useEffect, useState } from "react";
import { useTranslation } from "#app/lib/i18n/react.tsx";
import { secondaryButtonClass } from "./admin-forms.ts";

/** How long the button says it copied before it offers to copy again. */
const COPIED_FOR_MS = 2000;

/**
 * Copies `text` to the clipboard: a long address on a phone wraps mid-word and is hard to select by hand. The copy is
 * announced politely; where the clipboard is refused, `onRefused` lets the caller select the text for a manual copy.
 * `label` is the button's words; `which`, read only by screen readers after them, says what is copied when several such
 * buttons sit side by side.
 */
export function CopyButton({
  text,
  label,
  which,
  onRefused,
  className = "",
}: {
  text: string;
  label: string;
  which?: string;
  onRefused?: () => void;
  className?: string;
}) {
  const { t } = useTranslation("admin");
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

  return (
    <>
      <button type="button" onClick={() => void copy()} className={`${secondaryButtonClass} ${className}`}>
        {copied ? t("copy.copied") : label}
        {which ? <span className="sr-only"> {which}</span> : null}
      </button>
      <span role="status" className="sr-only">
        {copied ? t("copy.copiedAnnouncement") : ""}
      </span>
    </>
  );
}
