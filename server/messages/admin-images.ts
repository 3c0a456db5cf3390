/** The texts of the admin's picture uploads (product images, the article cover), in the member's language (Romanian "tu"). */
import { IMAGE_ALT_MAX_LENGTH } from "#domain/admin-product-editor";
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
