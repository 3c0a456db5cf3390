import { useTranslation } from "#app/lib/i18n/react.tsx";
import { HomeSection } from "./HomeSection.tsx";

/** A practitioner quoted by role only: the store names no real person. */
export function DoctorTestimonial() {
  const { t } = useTranslation("home");
  return (
    <HomeSection id="doctor" title={t("doctor.title")} band>
      <figure className="mx-auto grid max-w-4xl items-center gap-8 rounded-3xl bg-brand-soft p-8 sm:p-12 md:grid-cols-[auto_1fr]">
        <div aria-hidden="true" className="mx-auto flex size-28 items-center justify-center rounded-full bg-white text-brand shadow-sm">
          <svg viewBox="0 0 48 48" className="size-14" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
            <path d="M14 6v12a8 8 0 0 0 16 0V6M22 26v6a10 10 0 0 0 20 0v-4" />
            <circle cx="42" cy="24" r="4" />
          </svg>
        </div>
        <div>
          <blockquote className="font-serif text-xl leading-relaxed text-ink sm:text-2xl">
            <p>{t("doctor.quote")}</p>
          </blockquote>
          <figcaption className="mt-6">
            <span className="block font-semibold text-brand-dark">{t("doctor.name")}</span>
            <span className="block text-sm text-muted">{t("doctor.role")}</span>
          </figcaption>
        </div>
      </figure>
      <p className="mx-auto mt-6 max-w-2xl text-center text-sm leading-relaxed text-muted">{t("doctor.note")}</p>
    </HomeSection>
  );
}
