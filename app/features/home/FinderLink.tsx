import { Link } from "react-router";
import { useTranslation } from "#app/lib/i18n/react.tsx";

/** The way into the supplement finder (issue 68 item 5) for a shopper who does not know which need is theirs. */
export function FinderLink() {
  const { t } = useTranslation("home");
  return (
    <div className="mx-auto -mt-8 max-w-6xl px-4 pb-12 sm:-mt-10">
      <p className="flex flex-col items-center gap-3 rounded-2xl bg-brand-soft px-6 py-5 text-center sm:flex-row sm:justify-center sm:text-left">
        <span className="text-ink">{t("finder.text")}</span>
        <Link to="/supplement-finder" className="shrink-0 rounded-full bg-brand px-5 py-2.5 font-semibold text-white hover:bg-brand-dark">
          {t("finder.cta")} <span aria-hidden="true">→</span>
        </Link>
      </p>
    </div>
  );
}
