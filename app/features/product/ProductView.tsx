import { lazy, Suspense, useEffect } from "react";
import { REVIEW_RATING_PARAM } from "#domain/review-rating";
import { useTranslation } from "#app/lib/i18n/react.tsx";
import type { ReviewsPage } from "#domain/reviews";
import { metafieldMap } from "#app/lib/storefront-fragments.ts";
import { ratingText, shownRating } from "#app/lib/product-rating.ts";
import { Stars } from "#app/ui/Stars.tsx";
import { WishlistButton } from "#app/features/account/WishlistButton.tsx";
import { logError } from "#app/features/monitoring/report.ts";
import { readProductContent, type HtmlOnlyProductContent } from "./product-content.ts";
import { KeptHtml, useHtmlOnly } from "#app/lib/html-only.tsx";
import { KeptRender } from "#app/lib/kept-render.tsx";
import { RenderWhenSeen } from "#app/lib/render-when-seen.tsx";
import type { ProductDetail } from "./product-query.ts";
import { ProductGallery } from "./ProductGallery.tsx";
import { PurchasePanel } from "./purchase/PurchasePanel.tsx";
import type * as ProductTexts from "./ProductTexts.tsx";

/**
 * The carousel and the reviews are the sections below the fold that need script: each is its own chunk, which a
 * document fetches only when the shopper comes near the section (`RenderWhenSeen`), until then the server's HTML
 * (issue 45 item 6: the first load hydrates what a shopper can use at once). The sections without script (the descriptions, the mandatory information, a non-food product's safety information, the claims' marquee, benefits, FAQ) are never
 * hydrated: a document keeps the server's HTML (`KeptHtml`), and only a navigation, whose data brings their texts,
 * renders them, so their code is fetched then. None is inside a boundary that hydrates later: there React replays a
 * click after hydration, and a replayed click on a <summary> would close what the shopper had just opened.
 */
/** One of the script-free sections, from the chunk they share. */
const productText = <Name extends keyof typeof ProductTexts>(name: Name) =>
  lazy(() => import("./ProductTexts.tsx").then((module) => ({ default: module[name] })));
const ProductIntro = productText("ProductIntro");
const ProductDescription = productText("ProductDescription");
const BenefitsList = productText("BenefitsList");
const FaqSection = productText("FaqSection");
const ProductSafety = productText("ProductSafety");
const MarqueeBanner = productText("MarqueeBanner");
const IngredientCarousel = lazy(() => import("./IngredientCarousel.tsx").then((module) => ({ default: module.IngredientCarousel })));
/** Below the fold and the biggest interactive part of the page: its own chunk. */
const ReviewsSection = lazy(() =>
  import("#app/features/reviews/ReviewsSection.tsx").then((module) => ({ default: module.ReviewsSection })),
);

const CATALOG = ["catalog"];

/**
 * A review request's star (`?review=4`) opens the reviews' form at once (ReviewsSection reads the address as the
 * browser has it): the reviews are then not held until seen.
 */
const reviewAsked = () => typeof window !== "undefined" && new URLSearchParams(window.location.search).has(REVIEW_RATING_PARAM);

export const FALLBACK_LOG_MESSAGE = "Failed to load product from Shopify, showing fallback data";

/**
 * `loadError` is set when the storefront failed and `product` is the spec's sample product. `reviews` is
 * the first page of the store's own reviews, null when they could not be read. `htmlOnly` is what only the
 * script-free sections show (decision 0100): null while hydrating a document, whose HTML already shows them.
 */
export function ProductView({
  product,
  loadError,
  reviews,
  htmlOnly: fromLoader = { metafields: [], mandatory: null },
  bottlesSold,
  freeShipping,
}: {
  product: ProductDetail;
  loadError?: string;
  reviews: ReviewsPage | null;
  /** Its `mandatory`: the label's particulars (decision 0096), shown before the purchase panel; null when none are kept. */
  htmlOnly?: HtmlOnlyProductContent | null;
  /** The owner's bottles-sold figure as written ("250.000"), null when the owner hid it. */
  bottlesSold: string | null;
  /** The owner's free-shipping threshold as written ("200 lei"). */
  freeShipping: string;
}) {
  const { t, i18n } = useTranslation("product");
  const htmlOnly = useHtmlOnly("product", fromLoader);
  const fields = metafieldMap([...product.metafields, ...(htmlOnly?.metafields ?? [])]);
  // A non-food product (decision 0144) has none of a supplement's texts: no label information, claims line or capsule
  // bullets. Its kind is in the page's data, not only its HTML, so the hydrated page agrees with the server's.
  const nonFood = fields.product_kind === "non_food";
  const mandatory = nonFood ? null : (htmlOnly?.mandatory ?? null);
  const content = readProductContent(fields, i18n.language);
  // The first page of its reviews is the freshest count; without it, what the cards show.
  const shown = reviews !== null && reviews.count > 0 ? { count: reviews.count, rating: reviews.average } : shownRating(fields);
  const description = fields.description ?? product.description;
  // Everything but the gallery (its first picture is preloaded from the head) and the purchase panel (it reads the
  // address's query) is the same for every shopper until the catalogue changes (decision 0120); a page shown from the
  // sample product keeps nothing.
  const kept = loadError === undefined ? `product|${product.handle}` : null;
  const showing = `${product.handle}|${i18n.language}`;

  useEffect(() => {
    // Its own chunk: the product page's first load is at the budget's edge.
    void import("#app/features/attribution/funnel-step.ts").then(({ reportFunnelStep }) => reportFunnelStep("product_view"));
  }, []);

  useEffect(() => {
    if (loadError === undefined) return;
    logError(FALLBACK_LOG_MESSAGE, {
      component: "ProductPage",
      action: "load",
      metadata: { handle: product.handle, error: loadError },
    });
  }, [loadError, product.handle]);

  return (
    <>
      {loadError === undefined ? null : (
        <p role="status" className="mx-auto mt-6 max-w-6xl rounded-xl border border-line bg-white px-4 py-3 text-sm">
          {t("fallbackNotice")}
        </p>
      )}
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-10 md:grid-cols-2">
        <ProductGallery images={product.images.nodes} title={product.title} />
        <div>
          <KeptRender keep={kept && `${kept}|head`} tags={CATALOG} className="contents">
            {fields.category ? (
              <p className="inline-block rounded-full bg-brand-soft px-3 py-1 text-xs font-semibold uppercase tracking-wider text-brand-dark">
                {fields.category}
              </p>
            ) : null}
            <div className="mt-3 flex items-start justify-between gap-4">
              <h1 className="text-4xl leading-tight">{product.title}</h1>
              <WishlistButton handle={product.handle} productTitle={product.title} className="shrink-0" />
            </div>
            {shown ? (
              <a href="#reviews" className="mt-2 flex w-fit items-center gap-2 text-sm text-muted hover:text-brand-dark">
                <Stars rating={shown.rating} label={t("rating", { rating: ratingText(shown.rating, i18n.language), max: 5 })} />{" "}
                {t("reviews", { count: shown.count })}
              </a>
            ) : null}
            <KeptHtml>
              {htmlOnly ? (
                <ProductIntro shortDescription={fields.shortDescription} mandatory={mandatory} productTitle={product.title} />
              ) : null}
            </KeptHtml>
          </KeptRender>
          <PurchasePanel product={product} freeShipping={freeShipping} nonFood={nonFood} />
          <KeptRender keep={kept && `${kept}|text`} tags={CATALOG} className="contents">
            <KeptHtml>
              {htmlOnly ? (
                <>
                  <ProductDescription description={description} details={content.details} />
                  <ProductSafety fields={fields} />
                </>
              ) : null}
            </KeptHtml>
          </KeptRender>
        </div>
      </div>
      <KeptHtml>{htmlOnly && !nonFood ? <MarqueeBanner speed="medium" bottlesSold={bottlesSold} /> : null}</KeptHtml>
      <KeptRender keep={kept && `${kept}|sections|${bottlesSold ?? ""}`} tags={CATALOG} className="contents">
        <KeptHtml>{htmlOnly ? <BenefitsList benefits={content.benefits} /> : null}</KeptHtml>
        <Suspense fallback={null}>
          <RenderWhenSeen showing={showing}>
            <IngredientCarousel ingredients={content.ingredients} contentShown={htmlOnly !== null} />
          </RenderWhenSeen>
        </Suspense>
        <KeptHtml>{htmlOnly ? <FaqSection faq={content.faq} /> : null}</KeptHtml>
        <Suspense fallback={null}>
          <RenderWhenSeen showing={showing} asked={reviewAsked()}>
            <ReviewsSection
              handle={product.handle}
              variants={product.variants.nodes.map((variant) => ({ id: variant.id, title: variant.title }))}
              reviewCountMetafield={fields.reviewCount}
              initial={reviews}
            />
          </RenderWhenSeen>
        </Suspense>
      </KeptRender>
    </>
  );
}
