import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
} from "@dnd-kit/core";
import { arrayMove, SortableContext, sortableKeyboardCoordinates, verticalListSortingStrategy } from "@dnd-kit/sortable";
import { useId, useRef, useState, type FormEvent } from "react";
import type { EditableProduct } from "#domain/admin/product-editor";
import { useTranslation } from "#app/lib/i18n/react.tsx";
import { adminCall } from "../admin-call.ts";
import { SaveStatus, useSaveStatus } from "../SaveStatus.tsx";
import { SubmitButton } from "../SubmitButton.tsx";
import { GalleryPicture, type GalleryImage } from "./GalleryPicture.tsx";
import { AltTextFields } from "./AltTextFields.tsx";
import { TitledForm } from "../TitledForm.tsx";

type Answer = { changed: boolean; product: EditableProduct };

/**
 * A product's pictures: each change is saved at once (the gallery is not part of the texts' form). The order
 * follows a drag by the handle, with a pointer, a finger or the keyboard, and every move is announced.
 */
export function ProductGallery({
  product,
  csrfToken,
  onChange,
}: {
  product: EditableProduct;
  csrfToken: string;
  /** The product as the server answers it after a change. */
  onChange: (product: EditableProduct) => void;
}) {
  const { t } = useTranslation("admin");
  const id = useId();
  const rootRef = useRef<HTMLElement>(null);
  /** The order a drag left, shown while the server saves it; the product's own order otherwise. */
  const [moved, setMoved] = useState<GalleryImage[] | null>(null);
  const images = moved ?? product.images;
  const { said, setSaid, statusRef, problem } = useSaveStatus((name) => rootRef.current?.querySelector(`[name="${name}"]`));
  const [busy, setBusy] = useState(false);
  const [upload, setUpload] = useState({ altRo: "", altEn: "" });
  const uploadFormRef = useRef<HTMLFormElement>(null);
  const sensors = useSensors(useSensor(PointerSensor), useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }));

  /** One change sent: the answer becomes the product, a refusal is said beside what it names. */
  const send = async (path: string, options: { body?: unknown }, done: string, fieldPrefix = "") => {
    setBusy(true);
    const answer = await adminCall<Answer>(`/products/${product.id}/images${path}`, { ...options, csrfToken });
    setBusy(false);
    if (answer.kind === "ok") {
      onChange(answer.data.product);
      setSaid({ kind: "done", message: answer.data.changed ? done : t("products.gallery.unchanged") });
      return true;
    }
    if (answer.kind === "refused") {
      if (answer.answer.product) onChange(answer.answer.product as EditableProduct);
      setSaid({ kind: "error", message: answer.error, ...(answer.field ? { field: `${fieldPrefix}${answer.field}` } : {}) });
      return false;
    }
    setSaid({ kind: "error", message: t("products.gallery.failed") });
    return false;
  };

  const position = (imageId: unknown) => images.findIndex((image) => image.id === imageId) + 1;
  /** Where the picture being moved was last announced: the pick-up is said, not drowned by "over its own place". */
  const announcedOver = useRef<unknown>(null);
  const announcements: Announcements = {
    onDragStart: ({ active }) => {
      announcedOver.current = active.id;
      return t("products.gallery.announce.pickedUp", { n: position(active.id), total: images.length });
    },
    onDragOver: ({ active, over }) => {
      if (!over || over.id === announcedOver.current) return undefined;
      announcedOver.current = over.id;
      return t("products.gallery.announce.over", { n: position(active.id), position: position(over.id), total: images.length });
    },
    onDragEnd: ({ active, over }) =>
      over
        ? t("products.gallery.announce.dropped", { n: position(active.id), position: position(over.id), total: images.length })
        : undefined,
    onDragCancel: ({ active }) => t("products.gallery.announce.cancelled", { n: position(active.id) }),
  };

  const reorder = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const next = arrayMove(images, position(active.id) - 1, position(over.id) - 1);
    setMoved(next);
    void send("/order", { body: { imageIds: next.map((image) => image.id) } }, t("products.gallery.orderSaved")).finally(() =>
      setMoved(null),
    );
  };

  const addPicture = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const form = new FormData(event.currentTarget);
    if (await send("", { body: form }, t("products.gallery.upload.done"))) {
      setUpload({ altRo: "", altEn: "" });
      uploadFormRef.current?.reset();
    }
  };

  return (
    <section ref={rootRef} aria-labelledby={`${id}-title`} className="mt-6 grid gap-4 rounded-2xl border border-line bg-white p-4">
      <h2 id={`${id}-title`} className="text-lg font-semibold">
        {t("products.gallery.title")}
      </h2>
      <p className="max-w-3xl text-sm text-muted">{t("products.gallery.intro")}</p>
      <SaveStatus ref={statusRef} said={said} />
      {images.length === 0 ? (
        <p>{t("products.gallery.none")}</p>
      ) : (
        <DndContext
          id={`${id}-dnd`}
          sensors={sensors}
          collisionDetection={closestCenter}
          onDragEnd={reorder}
          accessibility={{ announcements, screenReaderInstructions: { draggable: t("products.gallery.instructions") } }}
        >
          <SortableContext items={images.map((image) => image.id)} strategy={verticalListSortingStrategy}>
            <ol className="grid gap-3">
              {images.map((image, index) => (
                <GalleryPicture
                  key={image.id}
                  image={image}
                  index={index}
                  total={images.length}
                  busy={busy}
                  problem={problem}
                  onSaveAlt={(alt) =>
                    send(`/${image.id}`, { body: alt }, t("products.gallery.altSaved", { n: index + 1 }), `image-${image.id}-`)
                  }
                  onRemove={async () => {
                    const removed = await send(`/${image.id}/remove`, {}, t("products.gallery.removed"));
                    // The picture and its buttons are gone: the focus goes to the sentence that says so.
                    if (removed) statusRef.current?.focus();
                    return removed;
                  }}
                />
              ))}
            </ol>
          </SortableContext>
        </DndContext>
      )}

      <TitledForm
        ref={uploadFormRef}
        onSubmit={addPicture}
        id={`${id}-upload`}
        title={t("products.gallery.upload.title")}
        heading="h3"
        headingClassName="font-semibold"
        className="grid gap-3 rounded-xl border border-dashed border-line p-3"
      >
        <div className="text-sm">
          <label htmlFor={`${id}-file`} className="font-semibold">
            {t("products.gallery.upload.file")}
          </label>
          {problem("file") ? (
            <p id={`${id}-file-error`} className="mt-1 font-semibold text-red-800">
              {problem("file")}
            </p>
          ) : null}
          <input
            id={`${id}-file`}
            name="file"
            type="file"
            accept="image/jpeg,image/png,image/webp,image/avif"
            aria-invalid={problem("file") ? true : undefined}
            aria-describedby={`${problem("file") ? `${id}-file-error ` : ""}${id}-file-hint`}
            className="mt-1 block min-h-11 w-full rounded-xl border border-line bg-white p-2"
          />
          <p id={`${id}-file-hint`} className="mt-1 text-muted">
            {t("products.gallery.upload.hint")}
          </p>
        </div>
        <AltTextFields
          withHint
          idPrefix={`${id}-new`}
          names={{ ro: "altRo", en: "altEn" }}
          values={upload}
          onChange={setUpload}
          problem={problem}
        />
        <p>
          <SubmitButton busy={busy} label={t("products.gallery.upload.submit")} busyLabel={t("products.gallery.working")} />
        </p>
      </TitledForm>
    </section>
  );
}
