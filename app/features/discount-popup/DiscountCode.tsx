import { useRef } from "react";
import { useTranslation } from "#app/lib/i18n/react.tsx";
import { useCopy } from "#app/ui/use-copy.ts";

/**
 * An issued code with a copy button. The copy is announced politely; where the clipboard is refused
 * the code is selected instead, so the shopper can copy it by hand.
 */
export function DiscountCode({ code }: { code: string }) {
  const { t } = useTranslation("discount");
  const codeRef = useRef<HTMLElement>(null);
  const { copied, copy } = useCopy(code, () => {
    const selection = window.getSelection();
    if (codeRef.current && selection) selection.selectAllChildren(codeRef.current);
  });

  return (
    <div>
      <p className="text-sm font-semibold text-muted">{t("code.label")}</p>
      <div className="mt-2 flex flex-wrap items-center gap-3">
        <strong
          ref={codeRef}
          className="rounded-xl border-2 border-dashed border-brand bg-brand-soft px-4 py-2 font-mono text-2xl tracking-widest text-brand-dark select-all"
        >
          {code}
        </strong>
        <button
          type="button"
          onClick={copy}
          className="min-h-11 rounded-full border-2 border-brand px-5 py-2 font-semibold text-brand hover:bg-brand-soft"
        >
          {copied ? t("code.copied") : t("code.copy")}
        </button>
      </div>
      <p role="status" className="sr-only">
        {copied ? t("code.copiedAnnouncement", { code }) : ""}
      </p>
    </div>
  );
}
