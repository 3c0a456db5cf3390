import { useMatches } from "react-router";

/**
 * What a route tells the shared frame about its page (`export const handle`). A page whose last
 * section is a full-width coloured band meets the footer edge to edge; the footer's usual space
 * above it would show as an empty stripe between the two.
 */
export interface LayoutHandle {
  endsWithBand?: boolean;
}

export function usePageEndsWithBand(): boolean {
  return useMatches().some((match) => (match.handle as LayoutHandle | undefined)?.endsWithBand === true);
}
