import { useRouteLoaderData } from "react-router";

type RootShipping = { freeShippingText?: string } | undefined;

/** The spec's threshold, for a page whose root data failed to load. */
const SPEC_THRESHOLD_TEXT = "200 lei";

/**
 * "200 lei": the owner's free-shipping threshold as the store's sentences write it, from the root loader's
 * data (the threshold is read on every page request, decision 0038); the spec's 200 lei when that failed.
 */
export function freeShippingText(root: RootShipping): string {
  return root?.freeShippingText ?? SPEC_THRESHOLD_TEXT;
}

export function useFreeShippingText(): string {
  return freeShippingText(useRouteLoaderData("root") as RootShipping);
}
