import { useTranslation } from "#app/lib/i18n/react.tsx";
import { Link } from "react-router";

/** One line of news under the hero; its heading is for screen-reader navigation only. */
export function AnnouncementBar() {
  const { t } = useTranslation("home");
  return (
    <section aria-labelledby="announcement-title" className="bg-brand text-white">
      <div className="mx-auto flex max-w-6xl flex-col items-center justify-center gap-x-4 gap-y-1 px-4 py-3 text-center text-sm sm:flex-row sm:text-base">
        <h2 id="announcement-title" className="sr-only">
          {t("announcement.title")}
        </h2>
        <p>{t("announcement.text")}</p>
        <Link to="/shop" className="font-semibold underline underline-offset-4 hover:text-brand-soft">
          {t("announcement.link")}
        </Link>
      </div>
    </section>
  );
}
