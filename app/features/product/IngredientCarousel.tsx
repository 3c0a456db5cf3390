import { useId } from "react";
import { KeptHtml } from "#app/lib/html-only.tsx";
import { useTranslation } from "#app/lib/i18n/react.tsx";
import { useCarousel } from "#app/ui/use-carousel.ts";
import type { ProductContent } from "./product-content.ts";

/** Spec §9: the ingredient carousel moves on every 3 s. */
export const INGREDIENT_INTERVAL_MS = 3000;

const buttonClass =
  "flex size-11 items-center justify-center rounded-full border border-line bg-white text-brand-dark hover:border-brand disabled:opacity-40";

/**
 * One ingredient at a time, moving on by itself and wrapping; it holds still while pointed at or
 * focused, when the shopper pauses it, and under reduced motion. Its buttons are the keyboard interface
 * (WAI-ARIA APG carousel pattern). A slide's picture and text are the server's HTML while a document hydrates
 * (`contentShown` false: its data leaves them out, decision 0100); the carousel moves the slides around them.
 */
export function IngredientCarousel({
  ingredients,
  contentShown = true,
}: {
  ingredients: ProductContent["ingredients"];
  contentShown?: boolean;
}) {
  const { t } = useTranslation("product");
  const headingId = useId();
  const { items } = ingredients;
  const carousel = useCarousel({ count: items.length, intervalMs: INGREDIENT_INTERVAL_MS });
  if (items.length === 0) return null;

  return (
    <section
      {...carousel.rootProps}
      aria-labelledby={headingId}
      onMouseEnter={() => carousel.pause("hover")}
      onMouseLeave={() => carousel.resume("hover")}
      className="bg-brand-soft/60 py-14"
    >
      <div className="mx-auto max-w-6xl px-4">
        <div className="flex flex-wrap items-center justify-between gap-4">
          <h2 id={headingId} className="text-3xl">
            {ingredients.title ?? t("ingredients.heading")}
          </h2>
          {items.length > 1 ? (
            <div className="flex items-center gap-2">
              {carousel.canAutoPlay ? (
                <button
                  type="button"
                  onClick={carousel.togglePlay}
                  className={buttonClass}
                  aria-label={t(carousel.userPaused ? "ingredients.play" : "ingredients.pause")}
                >
                  <svg viewBox="0 0 20 20" aria-hidden="true" className="size-4">
                    <path d={carousel.userPaused ? "M6 4l10 6-10 6z" : "M6 4h3v12H6zM11 4h3v12h-3z"} fill="currentColor" />
                  </svg>
                </button>
              ) : null}
              <button type="button" onClick={carousel.previous} className={buttonClass} aria-label={t("ingredients.previous")}>
                <svg viewBox="0 0 20 20" aria-hidden="true" className="size-5">
                  <path d="M12 5l-5 5 5 5" className="round-stroke" />
                </svg>
              </button>
              <span className="min-w-14 text-center text-sm text-muted" aria-hidden="true">
                {carousel.index + 1} / {items.length}
              </span>
              <button type="button" onClick={carousel.next} className={buttonClass} aria-label={t("ingredients.next")}>
                <svg viewBox="0 0 20 20" aria-hidden="true" className="size-5">
                  <path d="M8 5l5 5-5 5" className="round-stroke" />
                </svg>
              </button>
            </div>
          ) : null}
        </div>
        <div className="mt-8 overflow-hidden rounded-2xl bg-white" {...carousel.swipeHandlers}>
          <div
            {...carousel.liveRegionProps}
            className="flex transition-transform duration-500 motion-reduce:transition-none"
            style={{ transform: `translateX(-${carousel.index * 100}%)` }}
          >
            {items.map((ingredient, position) => (
              <div
                key={ingredient.title}
                {...carousel.getSlideProps(position, t("ingredients.slide", { index: position + 1, count: items.length }))}
                className="ingredient-slide"
              >
                <KeptHtml name={ingredient.title}>{contentShown ? <IngredientSlide ingredient={ingredient} /> : null}</KeptHtml>
              </div>
            ))}
          </div>
        </div>
      </div>
    </section>
  );
}

function IngredientSlide({ ingredient }: { ingredient: ProductContent["ingredients"]["items"][number] }) {
  return (
    <>
      {ingredient.image ? (
        <img src={ingredient.image} alt="" width={400} height={400} loading="lazy" decoding="async" className="ingredient-image" />
      ) : null}
      <div>
        <h3 className="text-2xl">{ingredient.title}</h3>
        <p className="ingredient-text">{ingredient.description}</p>
      </div>
    </>
  );
}
