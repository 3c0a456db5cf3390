/** The texts of the admin's picture uploads (product images, the article cover), in the member's language (Romanian "tu"). */
import { IMAGE_ALT_MAX_LENGTH, PRODUCT_GALLERY_MAX_IMAGES } from "#domain/admin/product-editor";
import type { Language } from "#domain/locale";
import { UPLOAD_MAX_BYTES, UPLOAD_MIN_DIMENSION } from "#server/uploads/upload-store";

export const IMAGE_MESSAGES: Record<
  Language,
  {
    noFile: string;
    type: string;
    tooLarge: string;
    tooSmall: (width: number, height: number) => string;
    alt: Record<"altRo" | "altEn", string>;
    required: (field: string) => string;
    tooLong: (field: string) => string;
  }
> = {
  ro: {
    noFile: "Alege o imagine de încărcat.",
    type: "Imaginea trebuie să fie JPEG, PNG, WebP sau AVIF.",
    tooLarge: `Imaginea are peste ${UPLOAD_MAX_BYTES / 1024 / 1024} MB. Alege una mai mică.`,
    tooSmall: (width, height) =>
      `Imaginea are ${width} × ${height} px; are nevoie de cel puțin ${UPLOAD_MIN_DIMENSION} × ${UPLOAD_MIN_DIMENSION} px ca să arate clar.`,
    alt: { altRo: "Text alternativ (română)", altEn: "Text alternativ (engleză)" },
    required: (field) => `Completează „${field}”: descrie imaginea pentru cine nu o vede.`,
    tooLong: (field) => `„${field}” are peste ${IMAGE_ALT_MAX_LENGTH} de caractere.`,
  },
  en: {
    noFile: "Choose a picture to upload.",
    type: "The picture must be JPEG, PNG, WebP or AVIF.",
    tooLarge: `The picture is over ${UPLOAD_MAX_BYTES / 1024 / 1024} MB. Choose a smaller one.`,
    tooSmall: (width, height) =>
      `The picture is ${width} × ${height} px; it needs at least ${UPLOAD_MIN_DIMENSION} × ${UPLOAD_MIN_DIMENSION} px to look sharp.`,
    alt: { altRo: "Alt text (Romanian)", altEn: "Alt text (English)" },
    required: (field) => `Fill in "${field}": describe the picture for someone who cannot see it.`,
    tooLong: (field) => `"${field}" is over ${IMAGE_ALT_MAX_LENGTH} characters.`,
  },
};

/** The refusals of a product's gallery. */
export const PRODUCT_GALLERY_MESSAGES: Record<
  Language,
  { productNotFound: string; imageNotFound: string; galleryFull: string; notTheGallery: string; lastOfPublished: string }
> = {
  ro: {
    productNotFound: "Produsul nu există.",
    imageNotFound: "Imaginea nu mai este în galeria produsului. Reîncarcă pagina.",
    galleryFull: `Galeria are deja ${PRODUCT_GALLERY_MAX_IMAGES} imagini. Șterge una înainte să adaugi alta.`,
    notTheGallery: "Galeria s-a schimbat între timp. Am încărcat-o din nou; aranjează imaginile încă o dată.",
    lastOfPublished: "Un produs publicat are nevoie de cel puțin o imagine. Adaugă alta înainte să o ștergi pe aceasta.",
  },
  en: {
    productNotFound: "No such product.",
    imageNotFound: "This picture is no longer in the product's gallery. Reload the page.",
    galleryFull: `The gallery already holds ${PRODUCT_GALLERY_MAX_IMAGES} pictures. Remove one before adding another.`,
    notTheGallery: "The gallery changed meanwhile. It is reloaded; arrange the pictures once more.",
    lastOfPublished: "A published product needs at least one picture. Add another before removing this one.",
  },
};
