/**
 * The browser's way to the Storefront API, as any storefront client would ask it (the server answers
 * at the same path as Shopify). Failures throw with the spec's messages (§8), so every caller reports
 * them alike.
 */
export const STOREFRONT_API_URL = "/api/2024-01/graphql.json";

export async function queryStorefront<Data>({
  query,
  variables,
  token,
  signal,
}: {
  query: string;
  variables?: Record<string, unknown>;
  token: string;
  signal?: AbortSignal;
}): Promise<Data> {
  const response = await fetch(STOREFRONT_API_URL, {
    method: "POST",
    headers: { "Content-Type": "application/json", "X-Shopify-Storefront-Access-Token": token },
    body: JSON.stringify({ query, variables }),
    signal,
  });
  if (!response.ok) throw new Error(`Shopify API error: ${response.status} - ${await response.text()}`);
  const body = (await response.json()) as { data?: Data | null; errors?: Array<{ message: string }> };
  if (body.errors?.length || !body.data)
    throw new Error(`GraphQL errors: ${body.errors?.map((error) => error.message).join(", ") ?? "no data"}`);
  return body.data;
}
