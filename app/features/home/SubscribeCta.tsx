import { useTranslation } from "#app/lib/i18n/react.tsx";
import { Link } from "react-router";

const PERKS = ["save", "flexible", "reminder"] as const;

/** The closing call to action: the subscription, then the shop. */
export function SubscribeCta() {
  const { t } = useTranslation("home");
  return (
    <section aria-labelledby="subscribe-title" className="bg-brand text-white">
      <div className="mx-auto flex max-w-4xl flex-col items-center px-4 py-20 text-center">
        <h2 id="subscribe-title" className="text-3xl leading-tight sm:text-5xl">
          {t("subscribe.title")}
        </h2>
        <p className="mt-5 max-w-2xl text-lg leading-relaxed text-brand-soft">{t("subscribe.text")}</p>
        <ul className="mt-8 flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:justify-center sm:gap-x-8">
          {PERKS.map((perk) => (
            <li key={perk} className="flex items-center justify-center gap-2 sm:whitespace-nowrap">
              <svg viewBox="0 0 20 20" aria-hidden="true" className="round-stroke size-5">
                <path d="M4.5 10.5l3.5 3.5 7.5-8" />
              </svg>
              {t(`subscribe.perks.${perk}`)}
            </li>
          ))}
        </ul>
        <Link
          to="/shop"
          className="mt-10 inline-flex min-h-12 items-center justify-center rounded-full bg-white px-9 py-3 text-lg font-semibold text-brand-dark shadow hover:bg-brand-soft"
        >
          {t("subscribe.cta")}
        </Link>
      </div>
    </section>
  );
}
