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

/** The spec's 14 home sections, in its order; only the carousels carry client behaviour. */
export function HomePage({ products }: { products: Promise<HomeProductsResult> }) {
  return (
    <>
      <HeroSection />
      <AnnouncementBar />
      <FeaturedProducts products={products} />
      <CategoryTiles />
      <ScienceSection />
      <Testimonials />
      <StatsStrip />
      <DoctorTestimonial />
      <PressLogos />
      <ContentBlocks />
      <HowItWorks />
      <GuaranteeSection />
      <QualitySection />
      <SubscribeCta />
    </>
  );
}
