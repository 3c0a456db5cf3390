import { Link } from "react-router";
import { useTranslation } from "#app/lib/i18n/react.tsx";

/** The signed way to a tracked order's 30-day return form, when the legal withdrawal is not offered. */
export function ReturnFormLink({ href }: { href: string }) {
  const { t } = useTranslation("orders");
  return (
    <section aria-labelledby="track-return-title" className="flex flex-col gap-3 rounded-2xl border border-line bg-white p-5 sm:p-6">
      <h2 id="track-return-title" className="font-serif text-2xl">
        {t("track.returnTitle")}
      </h2>
      <p>{t("withdrawal.promise")}</p>
      <Link
        to={href}
        className="inline-flex min-h-11 items-center justify-center rounded-full bg-brand px-6 py-3 font-semibold text-white hover:bg-brand-dark sm:self-start"
      >
        {t("withdrawal.promiseLink")}
      </Link>
    </section>
  );
}
