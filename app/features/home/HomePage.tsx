import { AnnouncementBar } from "./AnnouncementBar.tsx";
import { CategoryTiles } from "./CategoryTiles.tsx";
import { ContentBlocks } from "./ContentBlocks.tsx";
import { DoctorTestimonial } from "./DoctorTestimonial.tsx";
import { FeaturedProducts } from "./FeaturedProducts.tsx";
import { FinderLink } from "./FinderLink.tsx";
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
import type { HomeClaims } from "#domain/store-content";

/**
 * The spec's 14 home sections, in its order; only the carousels carry client behaviour. `claims`: what the owner
 * stands behind (decision 0042); a hidden claim is left out entirely, and a section with nothing left goes too.
 */
export function HomePage({ products, claims }: { products: HomeProductsResult | Promise<HomeProductsResult>; claims: HomeClaims }) {
  const { testimonials, stats, press } = claims;
  return (
    <>
      <HeroSection showBottles={claims.bottles} />
      <AnnouncementBar />
      <FeaturedProducts products={products} />
      <CategoryTiles />
      <FinderLink />
      <ScienceSection />
      {testimonials.length > 0 && <Testimonials ids={testimonials} />}
      {stats.length > 0 && <StatsStrip stats={stats} />}
      {claims.doctor && <DoctorTestimonial />}
      {press.length > 0 && <PressLogos publications={press} />}
      <ContentBlocks />
      <HowItWorks />
      <GuaranteeSection />
      <QualitySection />
      <SubscribeCta />
    </>
  );
}
