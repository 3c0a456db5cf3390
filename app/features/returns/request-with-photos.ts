import type { ReturnRequestBody } from "#domain/customer-returns";

/**
 * The return request sent with its photos (docs/api.md "Returns"): the same JSON in `request`, each photo in
 * `photos`. Apart from the form's rules, so the page that sends it does not load them.
 */
export function requestWithPhotos(body: ReturnRequestBody, photos: readonly File[]): FormData {
  const form = new FormData();
  form.set("request", JSON.stringify(body));
  for (const photo of photos) form.append("photos", photo, photo.name);
  return form;
}
