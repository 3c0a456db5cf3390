/**
 * How an invoice's file is answered, to its customer or to staff: private and never stored by any cache (it names a
 * person and their address), its own type, never sniffed as another, and saved under its number.
 */
import type { Context } from "hono";

export function invoiceResponse(
  c: Context,
  file: { filename: string; contentType: string; content: Buffer },
  disposition: "attachment" | "inline" = "attachment",
): Response {
  return c.body(new Uint8Array(file.content), 200, {
    "Content-Type": file.contentType,
    "Cache-Control": "private, no-store",
    "Content-Disposition": `${disposition}; filename="${file.filename}"`,
    "X-Content-Type-Options": "nosniff",
  });
}
