/**
 * Image URLs on the store's own image route. Shopify's transform arguments become query parameters
 * that the route honours (width, height, format); like Shopify's, they are best effort, so values
 * out of range are clamped rather than refused.
 */
import type { SeedImageParams } from "./image-versions.ts";

export interface ImageTransform {
  maxWidth?: number | null;
  maxHeight?: number | null;
  preferredContentType?: "JPG" | "PNG" | "WEBP" | null;
  scale?: number | null;
  crop?: string | null;
}

/** Shopify's documented bounds for maxWidth/maxHeight and for scale. */
const MAX_DIMENSION = 5760;
const MAX_SCALE = 3;

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/**
 * `seed` is set for the store's own drawings (image-versions.ts): the language the route writes their
 * labels in, and that drawing's content version, which the route caches for a year as a change gets a new one.
 */
export function imageUrl(baseUrl: string, src: string, transform?: ImageTransform | null, seed?: SeedImageParams): string {
  const path = src.split("/").map(encodeURIComponent).join("/");
  const url = `${baseUrl}/images/${path}`;
  const params = new URLSearchParams();
  if (transform) {
    const scale = clamp(transform.scale ?? 1, 1, MAX_SCALE);
    if (transform.maxWidth != null) params.set("width", String(clamp(transform.maxWidth * scale, 1, MAX_DIMENSION)));
    if (transform.maxHeight != null) params.set("height", String(clamp(transform.maxHeight * scale, 1, MAX_DIMENSION)));
    if (transform.preferredContentType) params.set("format", transform.preferredContentType.toLowerCase());
  }
  if (seed) params.set("lang", seed.lang);
  if (seed?.v) params.set("v", seed.v);
  const query = params.toString();
  return query ? `${url}?${query}` : url;
}
