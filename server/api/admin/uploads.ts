/**
 * What the admin's pictures share (product images, the article cover): the multipart body's size limit, the
 * reading of `file` with its alt texts in both languages, and the sentences, in the member's language, that name
 * the field to fix (an alt text reworded later reads as its upload does). The upload service (server/uploads/upload-store.ts) checks and keeps the picture.
 */
import type { Context } from "hono";
import { z } from "zod";
import { bodyLimit } from "hono/body-limit";
import { imageAltSchema } from "#domain/admin/product-editor";
import { UPLOAD_MAX_BYTES, type UploadKind, type UploadStore } from "#server/uploads/upload-store";
import type { RouteContract } from "#server/http/kit/contract";
import { problem } from "#server/http/kit/problem";
import { shopperLanguage } from "#server/http/shopper-language";
import { IMAGE_MESSAGES } from "#server/messages/admin/images";

/** The refusals an upload may give: a wrong form or picture (400), too large a picture (413). */
export const UPLOAD_PROBLEMS = [400, 413] as const;

/**
 * The contract lines of a route that takes a picture for the row its `:id` names: the multipart form (with the alt
 * texts unless `alt: false`), the upload's refusals and an unknown row's 404, and the example of a form without a file.
 */
export function pictureUploadContract({ alt = true }: { alt?: boolean } = {}) {
  return {
    requestBody: {
      description: alt
        ? "A multipart form: `file` (JPEG, PNG, WebP or AVIF) and its alt texts `altRo` and `altEn`."
        : "A multipart form: `file` (JPEG, PNG, WebP or AVIF).",
      contentType: "multipart/form-data",
      schema: alt ? imageAltSchema.extend({ file: z.file() }) : z.object({ file: z.file() }),
    },
    problems: [...UPLOAD_PROBLEMS, 404],
    examples: [{ name: "no picture", params: { id: "1" }, status: 400 }],
  } satisfies Partial<RouteContract>;
}

/** A wrong form field, named as `readBody` names one. */
const wrongField = (c: Context, status: 400 | 413, code: string, error: string, field: string) =>
  problem(c, status, code, error, { field, fields: { [field]: error } });

/** The picture and a little room for the form around it; more is refused with 413 before it is read. */
export function uploadSizeLimit() {
  return bodyLimit({
    maxSize: UPLOAD_MAX_BYTES + 64 * 1024,
    onError: (c) => wrongField(c, 413, "too_large", IMAGE_MESSAGES[shopperLanguage(c)].tooLarge, "file"),
  });
}

export type UploadForm = { ok: true; bytes: Uint8Array; alt: { ro: string; en: string } } | { ok: false; response: Response };

/**
 * Reads the multipart `file`, `altRo` and `altEn`; a missing file, a missing or long alt text is a 400 naming it. A
 * picture whose alt text the page writes itself (the label photo) reads `file` alone (`{ alt: false }`).
 */
export async function readUploadForm(c: Context, { alt: withAlt = true }: { alt?: boolean } = {}): Promise<UploadForm> {
  const messages = IMAGE_MESSAGES[shopperLanguage(c)];
  const form = await c.req.formData().catch(() => null);
  const file = form?.get("file");
  if (!form || !(file instanceof File) || file.size === 0)
    return { ok: false, response: wrongField(c, 400, "no_file", messages.noFile, "file") };
  if (!withAlt) {
    if (file.size > UPLOAD_MAX_BYTES) return { ok: false, response: wrongField(c, 413, "too_large", messages.tooLarge, "file") };
    return { ok: true, bytes: new Uint8Array(await file.arrayBuffer()), alt: { ro: "", en: "" } };
  }
  const alt = imageAltSchema.safeParse({ altRo: form.get("altRo") ?? undefined, altEn: form.get("altEn") ?? undefined });
  if (!alt.success) {
    const issue = alt.error.issues[0]!;
    const field = String(issue.path[0]) as "altRo" | "altEn";
    const label = messages.alt[field];
    return {
      ok: false,
      response: wrongField(
        c,
        400,
        "invalid_field",
        issue.message === "too_long" ? messages.tooLong(label) : messages.required(label),
        field,
      ),
    };
  }
  if (file.size > UPLOAD_MAX_BYTES) return { ok: false, response: wrongField(c, 413, "too_large", messages.tooLarge, "file") };
  return { ok: true, bytes: new Uint8Array(await file.arrayBuffer()), alt: { ro: alt.data.altRo, en: alt.data.altEn } };
}

export type StoredUpload = { ok: true; src: string; width: number; height: number } | { ok: false; response: Response };

/** Hands the picture to the upload service; what it refuses becomes the member's sentence, naming `file`. */
export async function storeUpload(c: Context, uploads: UploadStore, kind: UploadKind, bytes: Uint8Array): Promise<StoredUpload> {
  const messages = IMAGE_MESSAGES[shopperLanguage(c)];
  const stored = await uploads.save(kind, bytes);
  if (stored.ok) return stored;
  if (stored.problem === "too_large") return { ok: false, response: wrongField(c, 413, "too_large", messages.tooLarge, "file") };
  if (stored.problem === "too_small")
    return { ok: false, response: wrongField(c, 400, "too_small", messages.tooSmall(stored.width ?? 0, stored.height ?? 0), "file") };
  return { ok: false, response: wrongField(c, 400, "image_type", messages.type, "file") };
}
