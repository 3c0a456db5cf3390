import { isDefaultCampaignParameter } from "#domain/campaign-parameters";
import { LANGUAGE_QUERY_PARAM, type Language } from "#domain/locale";

/**
 * The same page in another language: the server reads `?lng=` first, so the choice survives any reload. A campaign's
 * tags stay behind (decision 0098): the switch is not a second visit from the ad, and a kept page, rendered without
 * them, links the same way the browser does.
 */
export function languageHref(location: { pathname: string; search: string }, language: Language): string {
  const search = new URLSearchParams(location.search);
  for (const name of [...search.keys()]) if (isDefaultCampaignParameter(name)) search.delete(name);
  search.set(LANGUAGE_QUERY_PARAM, language);
  return `${location.pathname}?${search}`;
}
