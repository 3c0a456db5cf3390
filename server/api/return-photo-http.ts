/**
 * What the two photo routes of a return share (the customer's, /api/account/returns/{id}/photos/{position}, and
 * staff's, /api/admin/returns/{id}/photos/{position}): reading the position from the URL, and the answer, which no
 * cache may keep. Each route checks who asks before it reads the file.
 */
import type { Context } from "hono";
import { RETURN_PHOTOS_MAX } from "#domain/customer-returns";

/** A photo's position in its URL: 0, 1 or 2; null for anything else. */
export const photoPosition = (value: string): number | null =>
  /^[0-9]$/.test(value) && Number(value) < RETURN_PHOTOS_MAX ? Number(value) : null;

/** The stored WebP, for its customer or staff only: private, never stored, never sniffed as another type. */
export function photoResponse(c: Context, bytes: Buffer, id: number, position: number): Response {
  return c.body(new Uint8Array(bytes), 200, {
    "Content-Type": "image/webp",
    "Cache-Control": "private, no-store",
    "Content-Disposition": `inline; filename="return-${id}-photo-${position + 1}.webp"`,
    "X-Content-Type-Options": "nosniff",
  });
}
