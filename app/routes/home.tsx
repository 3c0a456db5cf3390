import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { metaTranslator } from "../features/i18n/meta-translator.ts";
import type { Route } from "./+types/home";

export function meta({ matches }: Route.MetaArgs) {
  const { t, brand } = metaTranslator(matches);
  return [{ title: t("home.title", { brand }) }, { name: "description", content: t("meta.defaultDescription", { brand }) }];
}

/** The first of the home page's sections; the others arrive with the catalogue-pages work. */
export default function Home() {
  const { t } = useTranslation();
  return (
    <section className="bg-gradient-to-b from-brand-soft to-cream">
      <div className="mx-auto flex max-w-4xl flex-col items-center px-4 py-20 text-center">
        <p className="text-sm font-semibold uppercase tracking-widest text-brand">{t("home.heroEyebrow")}</p>
        <h1 className="mt-4 text-4xl leading-tight sm:text-5xl">{t("home.heroTitle")}</h1>
        <p className="mt-6 max-w-2xl text-lg text-muted">{t("home.heroText")}</p>
        <Link to="/shop" className="mt-10 rounded-full bg-brand px-8 py-4 text-lg font-semibold text-white shadow hover:bg-brand-dark">
          {t("home.heroCta")}
        </Link>
      </div>
    </section>
  );
}
