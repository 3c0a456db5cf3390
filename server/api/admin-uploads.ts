/**
 * What the admin's pictures share (product images, the article cover): the multipart body's size limit, the
 * reading of `file` with its alt texts in both languages, and the sentences, in the member's language, that name
 * the field to fix (an alt text reworded later reads as its upload does). The upload service (server/uploads/upload-store.ts) checks and keeps the picture.
 */
import type { Context } from "hono";
import { bodyLimit } from "hono/body-limit";
import { IMAGE_ALT_MAX_LENGTH, imageAltSchema } from "#domain/admin-product-editor";
import type { Language } from "#domain/locale";
import { UPLOAD_MAX_BYTES, UPLOAD_MIN_DIMENSION, type UploadKind, type UploadStore } from "#server/uploads/upload-store";
import { shopperLanguage } from "#server/http/shopper-language";
import { adminFailure } from "./admin-http.ts";

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

/** The picture and a little room for the form around it; more is refused with 413 before it is read. */
export function uploadSizeLimit() {
  return bodyLimit({
    maxSize: UPLOAD_MAX_BYTES + 64 * 1024,
    onError: (c) => adminFailure(c, 413, IMAGE_MESSAGES[shopperLanguage(c)].tooLarge, "file"),
  });
}

export type UploadForm = { ok: true; bytes: Uint8Array; alt: { ro: string; en: string } } | { ok: false; response: Response };

/** Reads the multipart `file`, `altRo` and `altEn`; a missing file, a missing or long alt text is a 400 naming it. */
export async function readUploadForm(c: Context): Promise<UploadForm> {
  const messages = IMAGE_MESSAGES[shopperLanguage(c)];
  const form = await c.req.formData().catch(() => null);
  const file = form?.get("file");
  if (!form || !(file instanceof File) || file.size === 0) return { ok: false, response: adminFailure(c, 400, messages.noFile, "file") };
  const alt = imageAltSchema.safeParse({ altRo: form.get("altRo") ?? undefined, altEn: form.get("altEn") ?? undefined });
  if (!alt.success) {
    const issue = alt.error.issues[0]!;
    const field = String(issue.path[0]) as "altRo" | "altEn";
    const label = messages.alt[field];
    return {
      ok: false,
      response: adminFailure(c, 400, issue.message === "too_long" ? messages.tooLong(label) : messages.required(label), field),
    };
  }
  if (file.size > UPLOAD_MAX_BYTES) return { ok: false, response: adminFailure(c, 413, messages.tooLarge, "file") };
  return { ok: true, bytes: new Uint8Array(await file.arrayBuffer()), alt: { ro: alt.data.altRo, en: alt.data.altEn } };
}

export type StoredUpload = { ok: true; src: string; width: number; height: number } | { ok: false; response: Response };

/** Hands the picture to the upload service; what it refuses becomes the member's sentence, naming `file`. */
export async function storeUpload(c: Context, uploads: UploadStore, kind: UploadKind, bytes: Uint8Array): Promise<StoredUpload> {
  const messages = IMAGE_MESSAGES[shopperLanguage(c)];
  const stored = await uploads.save(kind, bytes);
  if (stored.ok) return stored;
  if (stored.problem === "too_large") return { ok: false, response: adminFailure(c, 413, messages.tooLarge, "file") };
  if (stored.problem === "too_small")
    return { ok: false, response: adminFailure(c, 400, messages.tooSmall(stored.width ?? 0, stored.height ?? 0), "file") };
  return { ok: false, response: adminFailure(c, 400, messages.type, "file") };
}
