/**
 * The campaign tags of the store's own emails (issue 67 item 1): a link in an email to one of the store's pages carries
 * `utm_source=elara&utm_medium=email&utm_campaign=<the email>`, so the visit beacon (`classifyVisit`) counts the visit it
 * opens as email. The page cache and the language links ignore the tags (decision 0098), and the tokens of signed
 * links sit in the path or in a query parameter of their own, so a tagged link opens what the untagged one did.
 */
import { UNSUBSCRIBE_PAGE_PATH } from "./newsletter.ts";

export const EMAIL_CAMPAIGN_SOURCE = "elara";
export const EMAIL_CAMPAIGN_MEDIUM = "email";

/**
 * The store's addresses whose visits an email does not bring: the API (the RFC 8058 one-click unsubscribe POSTs among
 * them), the flow emails' links (`/email/click` redirects to a page its flow's tags are put on; the unsubscribe pages
 * run no beacon) and the newsletter's way out (a shopper leaving is not a visit the email won). Their links stay
 * exactly as they were written.
 */
const UNTAGGED_PATH_PREFIXES = ["/api", "/email", UNSUBSCRIBE_PAGE_PATH];

const isUntaggedPath = (pathname: string) =>
  UNTAGGED_PATH_PREFIXES.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));

/**
 * `link` with the email campaign's tags when it opens a page of the store at `storeUrl` (an absolute address of that
 * origin, or a path of it such as a flow's click target); any other link unchanged. A link that has campaign tags
 * already keeps them, alone: mixing two campaigns' tags would credit neither. The tags are appended to the query as
 * written, before the fragment, so no parameter already there is re-encoded.
 */
export function withEmailCampaign(link: string, { storeUrl, campaign }: { storeUrl: string; campaign: string }): string {
  const storeOrigin = new URL(storeUrl).origin;
  const isPath = link.startsWith("/") && !link.startsWith("//");
  let url: URL;
  try {
    url = isPath ? new URL(link, storeOrigin) : new URL(link);
  } catch {
    return link;
  }
  if (url.origin !== storeOrigin || isUntaggedPath(url.pathname)) return link;
  if ([...url.searchParams.keys()].some((name) => name.toLowerCase().startsWith("utm_"))) return link;

  const tags = new URLSearchParams({ utm_source: EMAIL_CAMPAIGN_SOURCE, utm_medium: EMAIL_CAMPAIGN_MEDIUM, utm_campaign: campaign });
  const fragmentAt = link.indexOf("#");
  const beforeFragment = fragmentAt === -1 ? link : link.slice(0, fragmentAt);
  const fragment = fragmentAt === -1 ? "" : link.slice(fragmentAt);
  const separator = !beforeFragment.includes("?") ? "?" : /[?&]$/.test(beforeFragment) ? "" : "&";
  return `${beforeFragment}${separator}${tags.toString()}${fragment}`;
}
