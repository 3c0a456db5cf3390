import { useSortable } from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import { useEffect, useRef, useState } from "react";
import type { EditableProduct } from "#domain/admin/product-editor";
import { useTranslation } from "#app/lib/i18n/react.tsx";
import { secondaryButtonClass } from "../admin-forms.ts";
import { AltTextFields, type AltTexts } from "./AltTextFields.tsx";
import { GripIcon } from "./GripIcon.tsx";

export type GalleryImage = EditableProduct["images"][number];

/** One picture of the gallery: its place, a handle to move it, its alt texts, and a two-step removal. */
export function GalleryPicture({
  image,
  index,
  total,
  busy,
  problem,
  onSaveAlt,
  onRemove,
}: {
  image: GalleryImage;
  index: number;
  total: number;
  busy: boolean;
  problem: (name: string) => string | undefined;
  onSaveAlt: (alt: AltTexts) => Promise<boolean>;
  onRemove: () => Promise<boolean>;
}) {
  const { t, i18n } = useTranslation("admin");
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id: image.id });
  const [alt, setAlt] = useState<AltTexts>({ altRo: image.alt.ro, altEn: image.alt.en });
  const [confirming, setConfirming] = useState(false);
  const removeRef = useRef<HTMLButtonElement>(null);
  const confirmRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (confirming) confirmRef.current?.focus();
  }, [confirming]);
  const n = index + 1;
  const language = i18n.language === "en" ? "en" : "ro";

  const keep = () => {
    setConfirming(false);
    // The confirmation's buttons are gone: the focus goes back to the button that asked.
    requestAnimationFrame(() => removeRef.current?.focus());
  };

  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      className={`grid gap-3 rounded-xl border border-line bg-white p-3 sm:grid-cols-[8rem_1fr] ${isDragging ? "relative z-10 shadow-lg ring-2 ring-brand/40" : ""}`}
    >
      <div className="flex items-start gap-3 sm:flex-col">
        <img
          src={`/images/${image.src}?width=400&lang=${language}`}
          alt={image.alt[language]}
          width={image.width}
          height={image.height}
          loading="lazy"
          className="size-24 rounded-lg border border-line object-contain sm:size-32"
        />
        <div className="grid gap-2 text-sm">
          <p className="font-semibold">
            {t("products.gallery.position", { n, total })}
            {index === 0 ? <span className="block font-normal text-muted">{t("products.gallery.main")}</span> : null}
          </p>
          <button
            type="button"
            ref={setActivatorNodeRef}
            {...attributes}
            {...listeners}
            aria-label={t("products.gallery.handle", { n })}
            className="inline-flex min-h-11 touch-none cursor-grab items-center gap-2 rounded-xl border border-line px-3 font-semibold active:cursor-grabbing"
          >
            <GripIcon />
            {t("products.gallery.move")}
          </button>
        </div>
      </div>
      <div className="grid gap-3">
        <AltTextFields
          idPrefix={`image-${image.id}`}
          names={{ ro: `image-${image.id}-altRo`, en: `image-${image.id}-altEn` }}
          values={alt}
          onChange={setAlt}
          problem={problem}
        />
        <div className="flex flex-wrap items-center gap-3">
          <button type="button" className={secondaryButtonClass} disabled={busy} onClick={() => void onSaveAlt(alt)}>
            {t("products.gallery.saveAlt")}
          </button>
          {confirming ? (
            <span role="group" aria-labelledby={`image-${image.id}-confirm`} className="flex flex-wrap items-center gap-2">
              <span id={`image-${image.id}-confirm`} className="font-semibold">
                {t("products.gallery.confirmRemove", { n })}
              </span>
              <button
                ref={confirmRef}
                type="button"
                className="min-h-11 rounded-xl bg-red-800 px-4 font-semibold text-white disabled:opacity-60"
                disabled={busy}
                onClick={async () => {
                  if (!(await onRemove())) keep();
                }}
              >
                {t("products.gallery.confirmYes")}
              </button>
              <button type="button" className={secondaryButtonClass} onClick={keep}>
                {t("products.gallery.keep")}
              </button>
            </span>
          ) : (
            <button ref={removeRef} type="button" className={secondaryButtonClass} disabled={busy} onClick={() => setConfirming(true)}>
              {t("products.gallery.remove")}
            </button>
          )}
        </div>
      </div>
    </li>
  );
}
