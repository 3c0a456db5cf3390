import { useTranslation } from "#app/lib/i18n/react.tsx";
import { useCopy } from "#app/ui/use-copy.ts";
import { secondaryButtonClass } from "./admin-forms.ts";

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
  const { copied, copy } = useCopy(text, onRefused);

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
