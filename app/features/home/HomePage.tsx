import { AnnouncementBar } from "./AnnouncementBar.tsx";
import { CategoryTiles } from "./CategoryTiles.tsx";
import { ContentBlocks } from "./ContentBlocks.tsx";
import { DoctorTestimonial } from "./DoctorTestimonial.tsx";
import { FeaturedProducts } from "./FeaturedProducts.tsx";
import { GuaranteeSection } from "./GuaranteeSection.tsx";
import { HeroSection } from "./HeroSection.tsx";
import type { HomeProductsResult } from "./home-products-query.ts";
import { HowItWorks } from "./HowItWorks.tsx";
import { PressLogos } from "./PressLogos.tsx";
import { QualitySection } from "./QualitySection.tsx";
import { ScienceSection } from "./ScienceSection.tsx";
import { StatsStrip } from "./StatsStrip.tsx";
import { SubscribeCta } from "./SubscribeCta.tsx";
import { Testimonials } from "./Testimonials.tsx";
import { isClaimHidden, PRESS_IDS, STAT_IDS, TESTIMONIAL_IDS } from "#domain/store-content";

/**
 * The spec's 14 home sections, in its order; only the carousels carry client behaviour. `hidden`: the claims
 * the owner does not stand behind (decision 0042), left out entirely, and a section with nothing left goes too.
 */
export function HomePage({ products, hidden = [] }: { products: Promise<HomeProductsResult>; hidden?: readonly string[] }) {
  const shown = <T extends string>(section: string, ids: readonly T[]) => ids.filter((id) => !isClaimHidden(hidden, `${section}.${id}`));
  const testimonials = shown("testimonials", TESTIMONIAL_IDS);
  const stats = shown("stats", STAT_IDS);
  const press = shown("press", PRESS_IDS);
  return (
    <>
      <HeroSection showBottles={!isClaimHidden(hidden, "stats.bottles")} />
      <AnnouncementBar />
      <FeaturedProducts products={products} />
      <CategoryTiles />
      <ScienceSection />
      {testimonials.length > 0 && <Testimonials ids={testimonials} />}
      {stats.length > 0 && <StatsStrip stats={stats} />}
      {!isClaimHidden(hidden, "doctor") && <DoctorTestimonial />}
      {press.length > 0 && <PressLogos ids={press} />}
      <ContentBlocks />
      <HowItWorks />
      <GuaranteeSection />
      <QualitySection />
      <SubscribeCta />
    </>
  );
}
