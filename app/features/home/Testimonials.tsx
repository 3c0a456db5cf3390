import { lazy, Suspense } from "react";
import { useTranslation } from "#app/lib/i18n/react.tsx";
import type { TESTIMONIAL_IDS } from "#domain/store-content";
import { HomeSection } from "./HomeSection.tsx";

const TestimonialCarousel = lazy(() => import("./TestimonialCarousel.tsx"));

/** `ids`: the quotes the owner shows, in order (at least one). */
export function Testimonials({ ids }: { ids: readonly (typeof TESTIMONIAL_IDS)[number][] }) {
  const { t } = useTranslation("home");
  return (
    <HomeSection id="testimonials" title={t("testimonials.title")}>
      {/* The server renders the quotes into the HTML; the fallback only shows on a client navigation. */}
      <Suspense fallback={<div className="min-h-96" />}>
        <TestimonialCarousel ids={ids} />
      </Suspense>
      <p className="mx-auto mt-8 max-w-2xl text-center text-sm leading-relaxed text-muted">{t("testimonials.note")}</p>
    </HomeSection>
  );
}
