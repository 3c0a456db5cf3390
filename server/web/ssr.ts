import type { Context } from "hono";
import { getCookie } from "hono/cookie";
import { createRequestHandler, type ServerBuild } from "react-router";
import { COUNTRY_FOR_CURRENCY, CURRENCY_COOKIE, pageCurrency, type CurrencyCode } from "#domain/currency";
import type { Language } from "#domain/locale";
import { DEFAULT_REVIEW_SORT } from "#domain/reviews";
import { freeShippingBanner, romanianShippingTerms } from "#domain/shipping-zones";
import { companyAddressLine, isSampleCompany } from "#domain/company";
import type { Platform } from "#server/platform";
import { createStorefrontClient } from "#server/storefront-api/client";
import { fromGlobalId } from "#server/storefront-api/global-id";
import type { StorefrontApi } from "#server/storefront-api/storefront-api";
import { newCspNonce, pagePolicy } from "#server/http/content-security-policy";
import { negotiatedLanguageRedirect } from "#server/http/language-redirect";
import { cameOverHttps } from "#server/http/security-headers";
import { shopperLanguage } from "#server/http/shopper-language";
import { STAFF_COOKIE } from "#server/http/staff-cookie";
import { platformAdminReader } from "./admin-reader.ts";
import type { ContentPage } from "#domain/store-content";
import { staffReader } from "./staff-reader.ts";
import { needsWholeTree, withoutAdminRoutes } from "./shopper-routes.ts";
import { createKeptReads, type KeptReads } from "./kept-reads.ts";
import { createKeptRenderStore, type KeptRenderStore } from "./kept-renders.ts";
import type { PageCache } from "#server/http/page-cache";
import { cachedPageKey } from "./page-cache-policy.ts";
import { campaignParameterMatcher } from "#domain/campaign-parameters";
import { shownLicences } from "#domain/licences";
import { clientAddress } from "#server/limits/rate-limit";
import type { BarrierOutcome } from "#domain/accessibility-barriers";

export interface SsrOptions {
  /**
   * The built app, or (in development) a function that loads its newest version for each request. A built app is
   * given as it is: React Router then matches its routes and builds its request handler once, not on every request.
   */
  build: ServerBuild | (() => Promise<ServerBuild>);
  mode: "development" | "production";
  storefrontApi: StorefrontApi;
  platform: Pick<
    Platform,
    | "config"
    | "catalog"
    | "reviews"
    | "staff"
    | "orders"
    | "subscriptions"
    | "returns"
    | "promotions"
    | "invoicing"
    | "settings"
    | "content"
    | "customers"
    | "newsletter"
    | "shippingZones"
    | "consent"
    | "clock"
    | "events"
    | "eventLog"
    | "marketing"
    | "retention"
    | "marketing"
    | "shipping"
    | "webhooks"
  >;
  /** Anonymous shoppers' pages kept rendered (decision 0051); absent or disabled: every page is rendered. */
  pageCache?: PageCache | undefined;
  /** The renders' reads of the owner's settings, texts and reviews, kept (decision 0063); absent: each render reads them. */
  keptReads?: KeptReads | undefined;
  /** Sections' HTML kept from earlier renders (decision 0120); absent: every section is rendered. */
  keptRenders?: KeptRenderStore | undefined;
  /**
   * The statement page's barrier report (decision 0145), as the public route takes it (server/app.ts hands in the
   * route's intake, so both count, read and word a report alike); absent: the page's form is refused.
   */
  reportBarrier?: BarrierIntake | undefined;
}

export type BarrierIntake = (form: Record<string, unknown>, language: Language, clientKey: string) => Promise<BarrierOutcome>;

const noBarrierIntake: BarrierIntake = () => Promise.reject(new Error("this server takes no barrier reports"));

/**
 * Reviews as pages render them: never this browser's own votes, so the HTML is the same for every shopper.
 * The product is the one the page's product query answered (decision 0061), so it is not read again here.
 */
function reviewsReader(reviews: Platform["reviews"]["reviews"], language: Language, kept: KeptReads) {
  return {
    async firstPage(product: { id: string; handle: string; variants: { nodes: ReadonlyArray<{ id: string; title: string }> } }) {
      const id = fromGlobalId("Product", product.id);
      if (id === null) return null;
      const variants = product.variants.nodes.map(({ id: variantId, title }) => ({ id: variantId, title }));
      // The variants' titles are part of the key: the page names each review's variant by them.
      const key = `reviews|${language}|${id}|${variants.map((variant) => `${variant.id}=${variant.title}`).join(",")}`;
      return kept.remember(key, ["catalog"], () =>
        reviews.list({ id, handle: product.handle, language, variants }, { sort: DEFAULT_REVIEW_SORT, page: 1 }),
      );
    },
  };
}

/** A production store still on the sample identity shows none rather than the sample (decision 0127). */
function hiddenSampleCompany(config: Platform["config"]): boolean {
  return config.nodeEnv === "production" && isSampleCompany(config.company);
}

/**
 * What every loader of one page request receives: the app knows the platform only through this. The
 * browser-safe configuration is made once; the catalogue view and the clients once per request.
 */
export function loadContextFactory({
  storefrontApi,
  platform,
  keptReads = createKeptReads({ enabled: false }),
  keptRenders = createKeptRenderStore({ enabled: false }),
  reportBarrier = noBarrierIntake,
}: Pick<SsrOptions, "storefrontApi" | "platform" | "keptReads" | "keptRenders" | "reportBarrier">) {
  const { config } = platform;
  // Settings and texts show on every page, so any change of theirs drops everything ("*", page-cache-policy.ts): they
  // need no tag of their own.
  const shippingZones = () => keptReads.remember("shipping-zones", [], () => platform.shippingZones());
  const publicConfig = {
    brandName: config.brandName,
    baseUrl: config.baseUrl,
    storefrontToken: config.publicStorefrontToken,
    privacyPolicyUrl: config.privacyPolicyUrl,
    supportEmail: config.supportEmail,
    wholesaleEmail: config.wholesaleEmail,
    company: hiddenSampleCompany(config)
      ? null
      : {
          legalName: config.company.legalName,
          registrationNumber: config.company.registrationNumber,
          vatId: config.company.vatId,
          shareCapital: config.company.shareCapital,
          address: companyAddressLine(config.company.address),
          phone: config.company.phone,
          email: config.company.email,
        },
  };
  return ({
    language,
    currency,
    cspNonce,
    staffCookie,
    dataRequest = false,
    clientKey = "in-process",
  }: {
    language: Language;
    currency: CurrencyCode;
    cspNonce: string;
    /** The admin's session cookie, read only by the admin's pages. */
    staffCookie?: string | undefined;
    /** A navigation's single-fetch `.data` request: its loaders' data is all the browser gets, so nothing is HTML only. */
    dataRequest?: boolean;
    /** The client as the per-client limits count it (`clientAddress`); in-process renders share one. */
    clientKey?: string;
  }) => {
    const htmlOnlyValues = new Map<string, unknown>();
    const catalog = platform.catalog.requestLoader(language);
    const staff = staffReader(platform.staff, staffCookie, config.brandName);
    let admin: ReturnType<typeof platformAdminReader> | undefined;
    return {
      storefront: createStorefrontClient(storefrontApi, { language, country: COUNTRY_FOR_CURRENCY[currency], catalog }),
      language,
      currency,
      brandName: config.brandName,
      publicConfig,
      presentShopAmount: (amountMinor: number) => storefrontApi.presentShopAmount(amountMinor, currency),
      shippingTerms: async () => romanianShippingTerms(await shippingZones()),
      freeShippingText: async () => freeShippingBanner(await shippingZones(), { currency, language }),
      reviews: reviewsReader(platform.reviews.reviews, language, keptReads),
      /** The product page's mandatory information (decision 0096), of the product its query answered. */
      mandatoryInformation: async (productGid: string) => {
        const id = fromGlobalId("Product", productGid);
        if (id === null) return null;
        return keptReads.remember(`mandatory|${language}|${id}`, ["catalog"], () => platform.catalog.mandatoryInformation(id, language));
      },
      pageContent: (page: ContentPage) =>
        keptReads.remember(`content|${page}|${language}`, [], () => platform.content.store.page(page, language)),
      termsVersion: () => platform.content.store.termsVersion(),
      // The quiz shows on a kept page; its save is audited as `content.finder`, which drops every page ("*").
      finderQuiz: () => keptReads.remember("finder-quiz", [], () => platform.content.finder.quiz()),
      shownProducts: () =>
        keptReads.remember(`shown-products|${language}`, ["catalog"], () => platform.catalog.catalog.shownProducts(language)),
      licences: async () => shownLicences(await keptReads.remember("licences", [], () => platform.settings.get("licences.list")), language),
      productNotifications: () =>
        keptReads.remember(`product-notifications|${language}`, ["catalog"], () => platform.catalog.catalog.productNotifications(language)),
      anpcSolUrl: async () => (await keptReads.remember("anpc-sol-url", [], () => platform.settings.get("anpc.solUrl"))) || null,
      consentVersion: platform.consent.textVersion(language),
      /** The statement page's form (decision 0145): counted, read, stored and answered like the public route. */
      reportBarrier: (form: Record<string, unknown>) => reportBarrier(form, language, clientKey),
      cspNonce,
      dataRequest,
      htmlOnly<T>(key: string, value: T): T | null {
        if (dataRequest) return value;
        htmlOnlyValues.set(key, value);
        return null;
      },
      htmlOnlyValues,
      // A staff member's render is left out, as the page cache leaves it out: nothing of theirs reaches a shopper.
      keptRenders: keptRenders.forRender(staffCookie ? null : `${language}|${currency}`, cspNonce),
      staff,
      // Built when a page asks for it: the admin's pages, never a shopper's render.
      get admin() {
        return (admin ??= platformAdminReader(platform, staff, language));
      },
    };
  };
}

/**
 * Every page request: the language is decided here (query, cookie, Accept-Language, then ro) so the
 * server render and the browser agree, and loaders get an in-process Storefront API client. The
 * browser mirrors its display currency into a cookie; the client asks for it through a country that
 * maps to it, as the browser's own `@inContext(country:)` would.
 */
export function ssrHandler({ build, mode, pageCache, ...services }: SsrOptions) {
  const handleAnyRequest = createRequestHandler(build, mode);
  // A built app's shoppers get the tree without the admin (decision 0184); Vite's build getter keeps one tree.
  const handleShopperRequest = typeof build === "function" ? handleAnyRequest : createRequestHandler(withoutAdminRoutes(build), mode);
  const manifestPath = (typeof build === "function" ? undefined : build.routeDiscovery?.manifestPath) ?? "/__manifest";
  const loadContext = loadContextFactory(services);
  const { config } = services.platform;
  const isCampaign = campaignParameterMatcher(config.pageCache.campaignParameters);
  return async (c: Context) => {
    const language = shopperLanguage(c);
    const redirectTo = negotiatedLanguageRedirect(c.req.method, new URL(c.req.url), language);
    if (redirectTo) {
      c.header("Vary", "Cookie, Accept-Language");
      c.header("Cache-Control", "private, no-cache");
      return c.redirect(redirectTo, 302);
    }
    const currency = pageCurrency(getCookie(c, CURRENCY_COOKIE));
    const staffCookie = getCookie(c, STAFF_COOKIE);
    const secure = cameOverHttps(c, config.trustProxyHops);

    /** One render; its nonce is new, so a kept page's scripts are those this render emitted. */
    async function render(request: Request): Promise<Response> {
      const cspNonce = newCspNonce();
      const { pathname } = new URL(request.url);
      const dataRequest = pathname.endsWith(".data");
      const handleRequest = needsWholeTree(pathname, manifestPath) ? handleAnyRequest : handleShopperRequest;
      const response = await handleRequest(
        request,
        loadContext({
          language,
          currency,
          cspNonce,
          staffCookie,
          dataRequest,
          clientKey: clientAddress(c, config.trustProxyHops),
        }),
      );
      if (response.headers.get("Content-Type")?.startsWith("text/html")) {
        const policy = pagePolicy({
          nonce: cspNonce,
          stripe: config.stripe !== undefined,
          shopifyDomain: config.shopifyUpstream?.storeDomain,
          secure,
        });
        // Vite's development server injects scripts of its own: there the policy only reports.
        response.headers.set(mode === "development" ? "Content-Security-Policy-Report-Only" : "Content-Security-Policy", policy);
      }
      return response;
    }

    const method = c.req.method;
    const kept =
      pageCache?.enabled && (method === "GET" || method === "HEAD") && !staffCookie ? cachedPageKey(new URL(c.req.url), isCampaign) : null;
    if (pageCache && kept) {
      // Rendered as a GET whoever asks (a HEAD's empty body must not become the page), with only what the key holds:
      // without the campaign's tags, which stay in the shopper's address bar for the browser's own use.
      const pageRequest = new Request(kept.renderUrl, { method: "GET", headers: c.req.raw.headers });
      return privateUnlessShared(
        await pageCache.serve({
          key: `${language}|${currency}|${kept.pathAndQuery}`,
          open: kept.open,
          tags: kept.tags,
          acceptEncoding: c.req.header("Accept-Encoding"),
          ifNoneMatch: c.req.header("If-None-Match"),
          head: method === "HEAD",
          render: () => render(pageRequest),
        }),
      );
    }
    return privateUnlessShared(await render(c.req.raw));
  };
}

/** A page the cache did not share is nobody else's: no shared cache may keep it unless its route said otherwise. */
function privateUnlessShared(response: Response): Response {
  if (response.headers.get("Content-Type")?.startsWith("text/html") && !response.headers.has("Cache-Control"))
    response.headers.set("Cache-Control", "private, no-store");
  return response;
}
