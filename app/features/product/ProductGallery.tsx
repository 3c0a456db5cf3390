import { useEffect, useRef, useState, type KeyboardEvent, type TouchEvent } from "react";
import { useTranslation } from "#app/lib/i18n/react.tsx";
import { ProductImage } from "#app/ui/ProductImage.tsx";
import type { GalleryImage } from "./product-query.ts";

/**
 * Spec §9: a swipe of more than 50 px changes the picture. The same rule as app/ui/use-carousel.ts,
 * kept here because the gallery needs none of that hook's timers and is part of the first load.
 */
const SWIPE_THRESHOLD_PX = 50;

/** Five to a row: a fifth of the gallery, which is the page's width less its margins, or half of it from md up. */
const THUMBNAIL_SIZES = "(min-width: 768px) 104px, calc((100vw - 64px) / 5)";

const THUMBNAIL_KEYS: Record<string, (index: number, last: number) => number> = {
  ArrowRight: (index, last) => (index === last ? 0 : index + 1),
  ArrowDown: (index, last) => (index === last ? 0 : index + 1),
  ArrowLeft: (index, last) => (index === 0 ? last : index - 1),
  ArrowUp: (index, last) => (index === 0 ? last : index - 1),
  Home: () => 0,
  End: (_, last) => last,
};

/**
 * The main picture with its thumbnails. Thumbnails are one tab stop (roving tabindex): arrow keys,
 * Home and End move between them and show the picture; a swipe of more than 50 px on the main
 * picture goes to the next or previous one.
 */
export function ProductGallery({ images, title }: { images: GalleryImage[]; title: string }) {
  const { t } = useTranslation("product");
  const [index, setIndex] = useState(0);
  const touchStartX = useRef<number | null>(null);
  const thumbnails = useRef<Array<HTMLButtonElement | null>>([]);
  const frame = useRef<HTMLDivElement>(null);
  const [broken, setBroken] = useState<ReadonlySet<string>>(() => new Set());
  const current = images[index];

  // A picture that failed before hydration fired its error event before React listened for it.
  useEffect(() => {
    const img = frame.current?.querySelector("img");
    if (current && img?.complete && img.naturalWidth === 0) setBroken((ids) => new Set(ids).add(current.id));
  }, [current]);

  const last = images.length - 1;

  function onThumbnailKeyDown(event: KeyboardEvent) {
    const move = THUMBNAIL_KEYS[event.key];
    if (!move) return;
    event.preventDefault();
    const target = move(index, last);
    setIndex(target);
    thumbnails.current[target]?.focus();
  }

  const swipeHandlers = {
    onTouchStart: (event: TouchEvent) => {
      touchStartX.current = event.touches[0]?.clientX ?? null;
    },
    onTouchEnd: (event: TouchEvent) => {
      const start = touchStartX.current;
      const end = event.changedTouches[0]?.clientX;
      touchStartX.current = null;
      if (start === null || end === undefined) return;
      if (end - start < -SWIPE_THRESHOLD_PX) setIndex(index === last ? 0 : index + 1);
      else if (end - start > SWIPE_THRESHOLD_PX) setIndex(index === 0 ? last : index - 1);
    },
  };

  return (
    <section aria-label={t("gallery")} className="flex flex-col gap-3">
      <div ref={frame} className="aspect-square overflow-hidden rounded-2xl bg-brand-soft" {...(images.length > 1 ? swipeHandlers : {})}>
        {current && !broken.has(current.id) ? (
          <div className="contents" onError={() => setBroken((ids) => new Set(ids).add(current.id))}>
            <ProductImage
              key={current.id}
              image={current}
              fallbackAlt={title}
              sizes="(min-width: 768px) 50vw, 100vw"
              priority={index === 0}
              eager
              className="h-full w-full object-cover"
            />
          </div>
        ) : (
          <div role="img" aria-label={t("imageUnavailable")} className="flex h-full w-full items-center justify-center text-muted">
            {t("imageUnavailable")}
          </div>
        )}
      </div>
      {images.length > 1 ? (
        <ul className="grid grid-cols-5 gap-2">
          {images.map((image, position) => (
            <li key={image.id}>
              <button
                ref={(button) => {
                  thumbnails.current[position] = button;
                }}
                type="button"
                tabIndex={position === index ? 0 : -1}
                onClick={() => setIndex(position)}
                onKeyDown={onThumbnailKeyDown}
                aria-label={t("showImage", { index: position + 1, count: images.length })}
                aria-pressed={position === index}
                className={`block aspect-square w-full overflow-hidden rounded-lg border-2 ${position === index ? "border-brand" : "border-transparent"}`}
              >
                <img
                  src={image.thumbnail}
                  srcSet={`${image.thumbnail} 160w, ${image.small} 400w`}
                  sizes={THUMBNAIL_SIZES}
                  alt=""
                  width={80}
                  height={80}
                  loading="lazy"
                  className="h-full w-full object-cover"
                />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
