/**
 * Prices an order from the database: every unit price is read from the catalogue (whatever the
 * browser believed), re-stated for the destination's VAT (decision 0055), converted into the charged
 * currency with the rates the catalogue is shown at, and handed to the pure rules of `domain/pricing.ts`
 * with the carrier service chosen among those of the destination's zone (decision 0056); a line asking
 * more than is left in stock is refused here already, though only the reservation (`stock.ts`) decides.
 * Runs inside the caller's transaction when given one, so an order is written at the prices, rates and
 * zones it was checked against.
 */
import { convertMoney, hasExchangeRate, RATE_SCALE, unitsPerRonMicros, type ExchangeRates } from "#domain/currency-conversion";
import type { DiscountedLine, DiscountOffer } from "#server/commerce/promotions/module";
import { isSupportedCurrency, SHOP_CURRENCY, type CurrencyCode } from "#domain/currency";
import type { Language } from "#domain/locale";
import type { CourierId } from "#domain/shipments";
import type { Money } from "#domain/money";
import {
  MAX_SUBSCRIPTION_LINES,
  priceOrder,
  shippingFor,
  SUBSCRIPTION_FREE_SHIPPING_COUNTRIES,
  type FreeShippingReason,
  type OrderAmounts,
  type PricingAdjustment,
  type PricingDiscount,
  type PricingShipping,
} from "#domain/pricing";
import { choosePromotions, type PromotionHint, type PromotionLine, type PromotionRule } from "#domain/promotions";
import { bottlesPerDelivery, isSubscriptionVariant, subscriptionType } from "#domain/product-rules";
import {
  localText,
  zoneFor,
  type FreeShippingThreshold,
  type LocalText,
  type ShippingService,
  type ShippingZones,
} from "#domain/shipping-zones";
import { destinationVat, repriceVat, type CountryVatRates, type VatClass, type VatScheme } from "#domain/vat";
import type { Database } from "#server/db/client";
import type { Locale } from "#server/commerce/shared/locale";
import type { MetafieldMap } from "#server/commerce/shared/metafields";

export interface RequestedLine {
  variantId: number;
  quantity: number;
}

/** Why a line cannot be bought; `index` is its place in the request. */
export type LineProblem =
  | { index: number; reason: "unknown_variant" | "unavailable" | "duplicate" | "subscription_limit" }
  /** Fewer units left than asked for (`available` may be 0); `item` names the line in the order's language. */
  | { index: number; reason: "out_of_stock"; available: number; item: string };

/**
 * Why an order cannot go where it is asked to: no zone ships to the country, the service asked for is not one of
 * its zone's (or does not take this parcel), or no service of the zone takes it (too heavy for every one).
 */
export type DestinationProblem =
  { reason: "no_zone"; country: string } | { reason: "unknown_service"; serviceId: string } | { reason: "no_service" };

export class DestinationError extends Error {
  override name = "DestinationError";
  constructor(readonly problem: DestinationProblem) {
    super(`Cannot ship: ${problem.reason}`);
  }
}

export class LinePricingError extends Error {
  override name = "LinePricingError";
  constructor(readonly problems: readonly LineProblem[]) {
    super(`Lines cannot be priced: ${problems.map((problem) => `#${problem.index} ${problem.reason}`).join(", ")}`);
  }
}

/** What an order line says of what was bought and for how much in the order's currency: as priced, stored and shown. */
export interface OrderLineBasics {
  productHandle: string;
  /** In the order's language. */
  title: string;
  variantTitle: string;
  quantity: number;
  unitPriceMinor: number;
  totalMinor: number;
  /** The line's share of the discount (0 where the code does not apply). */
  discountMinor: number;
  isSubscription: boolean;
  /** A gift with purchase: the promotion that gave it (its whole total is its discount); null for a bought line. */
  giftOfPromotionId: number | null;
}

/** A line's basics, taken from a priced line or a stored one alike. */
export function orderLineBasics(line: OrderLineBasics): OrderLineBasics {
  return {
    productHandle: line.productHandle,
    title: line.title,
    variantTitle: line.variantTitle,
    quantity: line.quantity,
    unitPriceMinor: line.unitPriceMinor,
    totalMinor: line.totalMinor,
    discountMinor: line.discountMinor,
    isSubscription: line.isSubscription,
    giftOfPromotionId: line.giftOfPromotionId,
  };
}

export interface PricedLine extends OrderLineBasics {
  variantId: number;
  productId: number;
  sku: string;
  unitPriceRonMinor: number;
  totalRonMinor: number;
  /** The line's share of the discount in lei. */
  discountRonMinor: number;
  subscriptionInterval: "monthly" | "quarterly" | null;
  /** The stock the line takes from is counted, so placing the order takes the units from it. */
  stockTracked: boolean;
  /** Whose stock: the variant's own, or the one a subscription's bottles come from (decision 0078). */
  stockVariantId: number;
  /** Units of that stock one item takes: 1 from its own stock, the bottles a delivery brings from another's. */
  stockUnitsEach: number;
  vatClass: VatClass;
  /** The rate this line carries to its destination, and the VAT in what it costs after its discount share. */
  vatRatePercent: number;
  vatMinor: number;
  vatRonMinor: number;
  /** One unit's packed weight. */
  weightGrams: number;
}

/** A carrier service of the destination's zone, priced for this order (free from the zone's threshold). */
export interface ShippingOption {
  id: string;
  name: LocalText;
  deliveryTime: LocalText;
  /** Present for a service to a locker of this courier, which the shopper chooses (issue 43). */
  pickupPointsOf?: CourierId;
  amountMinor: number;
  amountRonMinor: number;
}

/** Where the order goes, as its zone decides: the service chosen and the others it could take. */
export interface PricedShipping {
  zone: { id: string; name: LocalText };
  service: ShippingOption;
  options: ShippingOption[];
  codAllowed: boolean;
}

export interface PricedOrder {
  currencyCode: CurrencyCode;
  /** The rate the order was priced at (RATE_SCALE for RON). */
  unitsPerRonMicros: number;
  /** The highest rate of its lines (what `orders.vat_rate_percent` keeps); each line has its own. */
  vatRatePercent: number;
  vatScheme: VatScheme;
  shippingVatRatePercent: number;
  /** VAT by rate, highest first, shipping counted at its rate. */
  vatByRate: { ratePercent: number; vatMinor: number; vatRonMinor: number }[];
  shipping: PricedShipping;
  discount: DiscountOffer | null;
  lines: PricedLine[];
  charged: OrderAmounts;
  ron: OrderAmounts;
  freeShipping: FreeShippingReason | null;
  /** The zone's free-shipping threshold in the charged currency, for "x more for free shipping"; null: none. */
  freeShippingFrom: Money | null;
  promotions: PricedPromotions;
  /** What the amounts were computed from, so a discount decided later re-prices without reading again. */
  basis: {
    shippingCountry: string | undefined;
    /** The zone's services that take this parcel, in the zone's order, and the one chosen. */
    services: ShippingService[];
    chosenServiceId: string;
    weightGrams: number;
    freeFromMinor: number | null;
    toCharged: (amountRonMinor: number) => number;
    zoneId: string;
    language: Language;
    /** The promotions the shopper may earn, and the gifts they could give, priced as lines of quantity 1. */
    promotionRules: readonly PromotionRule[];
    gifts: ReadonlyMap<number, { line: UnpricedLine; available: boolean }>;
  };
}

/** One promotion's part of an order's discount (Shopify's `discountAllocations`), in the order's language. */
export interface PromotionAllocation {
  promotionId: number;
  title: string;
  kind: "discount" | "gift" | "free_shipping";
  amountMinor: number;
  amountRonMinor: number;
  /** Per line, what it took off (the charged currency); a free shipping's is all 0. */
  lineShares: number[];
}

/** The automatic promotions an order earned, what the next step would earn, and whether they set the typed code aside. */
export interface PricedPromotions {
  allocations: PromotionAllocation[];
  hints: PromotionHint[];
  /** The code was honoured but not applied: the promotions saved more and do not stack with it. */
  codeSetAside: boolean;
}

/** The currency an order is charged in, with the rates read for it (before any transaction: the rates cache reads outside it). */
export interface ChargeCurrency {
  currencyCode: CurrencyCode;
  rates: ExchangeRates;
}

export interface PriceOrderInput {
  lines: readonly RequestedLine[];
  currency: ChargeCurrency;
  discount: DiscountOffer | null;
  shippingCountry: string | undefined;
  /** The carrier service asked for; absent: the zone's first that takes the parcel. */
  shippingServiceId?: string | undefined;
  language: Language;
  /** The automatic promotions this shopper may earn (the promotions module's `inForce`); none when absent. */
  promotions?: readonly PromotionRule[] | undefined;
}

export interface OrderPricingService {
  /** The currency an order is charged in: the one asked for when the store has its rate, else RON. */
  chargeCurrency(requested: string | undefined): Promise<ChargeCurrency>;
  price(input: PriceOrderInput, tx?: Database): Promise<PricedOrder>;
}

/** What pricing reads of the catalogue; the platform hands it the catalogue module's own. */
export interface SaleCatalog {
  variantsForSale(
    variantIds: readonly number[],
    locale: Locale,
    tx?: Database,
  ): Promise<
    Map<
      number,
      {
        product: { id: number; handle: string; title: string };
        variant: {
          id: number;
          sku: string;
          title: string;
          availableForSale: boolean;
          quantityAvailable: number | null;
          priceMinor: number;
          currencyCode: string;
        };
        metafields: MetafieldMap;
        vatClass: VatClass;
        weightGrams: number;
        stockFrom: { variantId: number; quantityAvailable: number | null } | null;
      }
    >
  >;
}

/** The display-currency rates prices are converted with, the same ones the storefront shows. */
export interface PricingRates {
  current(): Promise<ExchangeRates>;
}

/** What an order's destination decides, read in the pricing's transaction so every order prices with the current ones. */
export interface DestinationRules {
  zones: ShippingZones;
  /** Orders to other member states carry their own VAT (OSS). */
  ossActive: boolean;
  vatRates: ReadonlyMap<string, CountryVatRates>;
}

export interface OrderPricingOptions {
  db: Database;
  catalog: SaleCatalog;
  exchangeRates: PricingRates;
  destinationRules: (tx: Database) => Promise<DestinationRules>;
}

/** A line as the shopper reads it: "Papillex – 3-Pack", or the product alone for its only variant. */
export function lineItemName(line: Pick<PricedLine, "title" | "variantTitle">): string {
  return line.variantTitle ? `${line.title} – ${line.variantTitle}` : line.title;
}

/** Why a variant cannot be sold in this quantity now, if it cannot. */
function saleProblem(
  index: number,
  quantity: number,
  variant: { availableForSale: boolean; quantityAvailable: number | null },
  item: string,
): LineProblem | null {
  const left = variant.quantityAvailable;
  // A variant at 0 is off sale too, and "sold out" tells the shopper more than "unavailable".
  if (!variant.availableForSale)
    return left === 0 ? { index, reason: "out_of_stock", available: 0, item } : { index, reason: "unavailable" };
  return left !== null && quantity > left ? { index, reason: "out_of_stock", available: left, item } : null;
}

/** Metafields of namespace `custom` by key, as the purchase rules read them. */
export function customMetafields(
  map: ReadonlyMap<string, { namespace: string; key: string; value: string }> | undefined,
): Record<string, string> {
  const values: Record<string, string> = {};
  for (const field of map?.values() ?? []) if (field.namespace === "custom") values[field.key] = field.value;
  return values;
}

export function createOrderPricing({ db, catalog, exchangeRates, destinationRules }: OrderPricingOptions): OrderPricingService {
  return {
    async chargeCurrency(requested) {
      const rates = await exchangeRates.current();
      const code = requested?.trim().toUpperCase();
      const currencyCode = code && isSupportedCurrency(code) && hasExchangeRate(rates, code) ? code : SHOP_CURRENCY;
      return { currencyCode, rates };
    },

    async price({ lines, currency, discount, shippingCountry, shippingServiceId, language, promotions = [] }, tx = db) {
      const { currencyCode, rates } = currency;
      if (!hasExchangeRate(rates, currencyCode)) throw new Error(`No exchange rate for ${currencyCode}`);
      const toCharged = (amountMinor: number) => convertMoney({ amountMinor, currencyCode: SHOP_CURRENCY }, currencyCode, rates);
      const rules = await destinationRules(tx);
      const zone = zoneFor(shippingCountry, rules.zones);
      if (!zone) throw new DestinationError({ reason: "no_zone", country: shippingCountry?.trim().toUpperCase() ?? "" });
      const vat = destinationVat(shippingCountry, { ossActive: rules.ossActive, rates: rules.vatRates });

      const giftIds = [
        ...new Set(promotions.flatMap((rule) => (rule.kind === "gift" && rule.giftVariantId !== null ? [rule.giftVariantId] : []))),
      ];
      const forSale = await catalog.variantsForSale([...lines.map((line) => line.variantId), ...giftIds], language, tx);

      const priced = priceLines(lines, forSale, vat, toCharged);
      const gifts = giftLines(giftIds, forSale, vat, toCharged, lines);
      const order = unpricedOrder({ currency, shippingCountry, shippingServiceId, zone, vatScheme: vat.scheme }, priced);
      return withDiscount({ ...order, basis: { ...order.basis, language, promotionRules: promotions, gifts } }, discount);
    },
  };
}

type UnpricedLine = Omit<PricedLine, "totalMinor" | "totalRonMinor" | "discountMinor" | "discountRonMinor" | "vatMinor" | "vatRonMinor">;
type VariantsForSale = Awaited<ReturnType<SaleCatalog["variantsForSale"]>>;

/**
 * Each requested line at the catalogue's price, re-stated for the destination's VAT and converted into the charged
 * currency; throws a LinePricingError naming every line that cannot be bought.
 */
/** Each gift at its catalogue price as a line of 1, and whether a unit is left beside what the cart itself takes. */
function giftLines(
  giftIds: readonly number[],
  forSale: VariantsForSale,
  vat: ReturnType<typeof destinationVat>,
  toCharged: (amountMinor: number) => Money,
  requested: readonly RequestedLine[],
): Map<number, { line: UnpricedLine; available: boolean }> {
  const gifts = new Map<number, { line: UnpricedLine; available: boolean }>();
  for (const giftId of giftIds) {
    const found = forSale.get(giftId);
    if (!found) continue;
    const [line] = priceLines([{ variantId: giftId, quantity: 1 }], new Map([[giftId, found]]), vat, toCharged, true);
    if (!line) continue;
    const inCart = requested.find((wanted) => wanted.variantId === giftId)?.quantity ?? 0;
    const left = found.stockFrom ? found.stockFrom.quantityAvailable : found.variant.quantityAvailable;
    const available =
      found.variant.availableForSale &&
      !line.isSubscription &&
      (left === null || left - inCart * line.stockUnitsEach >= line.stockUnitsEach);
    gifts.set(giftId, { line, available });
  }
  return gifts;
}

function priceLines(
  lines: readonly RequestedLine[],
  forSale: VariantsForSale,
  vat: ReturnType<typeof destinationVat>,
  toCharged: (amountMinor: number) => Money,
  /** A gift is priced whatever its stock says; whether it can be given is decided beside the cart. */
  asGift = false,
): UnpricedLine[] {
  const problems: LineProblem[] = [];
  const seen = new Set<number>();
  let subscriptions = 0;
  const priced: UnpricedLine[] = [];
  lines.forEach((line, index) => {
    const found = forSale.get(line.variantId);
    if (!found) return void problems.push({ index, reason: "unknown_variant" });
    const { product, variant } = found;
    if (seen.has(variant.id)) return void problems.push({ index, reason: "duplicate" });
    seen.add(variant.id);
    const variantTitle = variant.title === "Default Title" ? "" : variant.title;
    const facts = { title: variant.title, metafields: customMetafields(found.metafields) };
    const stockUnitsEach = found.stockFrom ? bottlesPerDelivery(facts) : 1;
    const stockLeft = found.stockFrom ? found.stockFrom.quantityAvailable : variant.quantityAvailable;
    const unsold = saleProblem(
      index,
      line.quantity,
      {
        availableForSale: variant.availableForSale,
        quantityAvailable: stockLeft === null ? null : Math.floor(stockLeft / stockUnitsEach),
      },
      lineItemName({ title: product.title, variantTitle }),
    );
    if (unsold && !asGift) return void problems.push(unsold);
    // Prices are stored in lei; a row in another currency would be a catalogue error, not a price.
    if (variant.currencyCode.trim() !== SHOP_CURRENCY) throw new Error(`Variant ${variant.id} is priced in ${variant.currencyCode}`);
    const isSubscription = isSubscriptionVariant(facts);
    if (isSubscription && ++subscriptions > MAX_SUBSCRIPTION_LINES) return void problems.push({ index, reason: "subscription_limit" });
    // The owner's price includes Romania's VAT of the class; the destination's is put on the same net price.
    const unitPriceRonMinor = repriceVat(variant.priceMinor, vat.homeRateOf(found.vatClass), vat.rateOf(found.vatClass));
    priced.push({
      variantId: variant.id,
      productId: product.id,
      sku: variant.sku,
      productHandle: product.handle,
      title: product.title,
      variantTitle,
      quantity: line.quantity,
      unitPriceMinor: toCharged(unitPriceRonMinor).amountMinor,
      unitPriceRonMinor,
      isSubscription,
      subscriptionInterval: subscriptionType(facts) ?? null,
      stockTracked: stockLeft !== null,
      stockVariantId: found.stockFrom?.variantId ?? variant.id,
      stockUnitsEach,
      vatClass: found.vatClass,
      vatRatePercent: vat.rateOf(found.vatClass),
      weightGrams: found.weightGrams,
      giftOfPromotionId: null,
    });
  });
  if (problems.length > 0) throw new LinePricingError(problems);
  return priced;
}

/** Where the order goes and how, as the price asked for it. */
interface OrderDestination {
  currency: ChargeCurrency;
  shippingCountry: PriceOrderInput["shippingCountry"];
  shippingServiceId: PriceOrderInput["shippingServiceId"];
  zone: NonNullable<ReturnType<typeof zoneFor>>;
  vatScheme: VatScheme;
}

/**
 * The order before any amount is worked out: its lines, the shipping service chosen among those of the zone that take
 * its parcel, and what the totals are later computed from.
 */
function unpricedOrder(
  { currency, shippingCountry, shippingServiceId, zone, vatScheme }: OrderDestination,
  priced: UnpricedLine[],
): PricedOrder {
  const { currencyCode, rates } = currency;
  const toCharged = (amountMinor: number) => convertMoney({ amountMinor, currencyCode: SHOP_CURRENCY }, currencyCode, rates);
  const weightGrams = priced.reduce((total, line) => total + line.weightGrams * line.quantity, 0);
  const freeFromMinor = thresholdIn(zone.freeFrom, currencyCode, rates);
  const chargedIn = (amountRonMinor: number) => toCharged(amountRonMinor).amountMinor;
  // Which services take this parcel does not depend on the discount (value bands start at 0 lei); what they charge may.
  const takes = zone.services.filter((service) =>
    shippingFor(
      { service, weightGrams, freeFromMinor: null, toCharged: chargedIn },
      { discountedValueMinor: 0, discountedValueRonMinor: 0, subscriptionShipsFree: false },
    ),
  );
  const asked = shippingServiceId ? takes.find((service) => service.id === shippingServiceId) : takes[0];
  if (shippingServiceId && !asked) throw new DestinationError({ reason: "unknown_service", serviceId: shippingServiceId });
  if (!asked) throw new DestinationError({ reason: "no_service" });
  return {
    currencyCode,
    unitsPerRonMicros: unitsPerRonMicros(rates, currencyCode) ?? RATE_SCALE,
    vatRatePercent: 0,
    vatScheme,
    shippingVatRatePercent: 0,
    vatByRate: [],
    shipping: {
      zone: { id: zone.id, name: zone.name },
      service: { ...serviceFacts(asked), amountMinor: 0, amountRonMinor: 0 },
      options: [],
      codAllowed: zone.codAllowed,
    },
    discount: null,
    lines: priced.map((line) => ({
      ...line,
      totalMinor: 0,
      totalRonMinor: 0,
      discountMinor: 0,
      discountRonMinor: 0,
      vatMinor: 0,
      vatRonMinor: 0,
    })),
    charged: ZERO_AMOUNTS,
    ron: ZERO_AMOUNTS,
    freeShipping: null,
    freeShippingFrom: freeFromMinor === null ? null : { amountMinor: freeFromMinor, currencyCode },
    promotions: NO_PROMOTIONS,
    basis: {
      shippingCountry,
      services: takes,
      chosenServiceId: asked.id,
      weightGrams,
      freeFromMinor,
      toCharged: chargedIn,
      zoneId: zone.id,
      language: "ro",
      promotionRules: [],
      gifts: new Map(),
    },
  };
}

/** What an option tells of its service besides the price. */
function serviceFacts(service: ShippingService): Omit<ShippingOption, "amountMinor" | "amountRonMinor"> {
  return {
    id: service.id,
    name: service.name,
    deliveryTime: service.deliveryTime,
    ...(service.toPickupPoint && service.courier ? { pickupPointsOf: service.courier } : {}),
  };
}

const NO_PROMOTIONS: PricedPromotions = { allocations: [], hints: [], codeSetAside: false };

const ZERO_AMOUNTS: OrderAmounts = { subtotalMinor: 0, discountMinor: 0, shippingMinor: 0, taxMinor: 0, totalMinor: 0 };

/** A zone's threshold in the charged currency, converted as prices are; null when it has none or its currency has no rate. */
function thresholdIn(freeFrom: FreeShippingThreshold | null, currencyCode: string, rates: ChargeCurrency["rates"]): number | null {
  if (!freeFrom) return null;
  if (!hasExchangeRate(rates, freeFrom.currencyCode)) return null;
  return convertMoney({ amountMinor: freeFrom.amountMinor, currencyCode: freeFrom.currencyCode }, currencyCode, rates).amountMinor;
}

/** The lines as a code's conditions read them (products and totals in lei before the discount). */
export function discountedLines(order: PricedOrder): DiscountedLine[] {
  return order.lines
    .filter((line) => line.giftOfPromotionId === null)
    .map((line) => ({ productId: line.productId, totalRonMinor: line.unitPriceRonMinor * line.quantity }));
}

/** The offer in the order's two currencies: a fixed amount in lei converted at the rate the order is priced at. */
function pricingDiscount(order: PricedOrder, offer: DiscountOffer): PricingDiscount {
  if (offer.kind === "percent") return { kind: "percent", percent: offer.percent ?? 0 };
  const amountRonMinor = offer.amountRonMinor ?? 0;
  return { kind: "fixed", amountMinor: inOrderCurrency(order, amountRonMinor), amountRonMinor };
}

/** A lei amount in the order's currency, at the rate the order is priced at. */
function inOrderCurrency(order: PricedOrder, amountRonMinor: number): number {
  const rates = new Map([
    [SHOP_CURRENCY, RATE_SCALE],
    [order.currencyCode, order.unitsPerRonMicros],
  ]);
  return convertMoney({ amountMinor: amountRonMinor, currencyCode: SHOP_CURRENCY }, order.currencyCode, rates).amountMinor;
}

/**
 * The same lines priced with this code (or none) and the promotions the order's basis holds (decision 0172): which
 * promotions apply and whether the code still does, the gifts added as lines, then the amounts, line totals, VAT and
 * shipping decision again.
 */
export function withDiscount(order: PricedOrder, offer: DiscountOffer | null): PricedOrder {
  const { basis } = order;
  const bought = order.lines.filter((line) => line.giftOfPromotionId === null);
  const codeEligible = bought.map((line) => offer?.productIds?.includes(line.productId) ?? true);
  const discount = offer ? pricingDiscount(order, offer) : null;
  const choice = choosePromotions(basis.promotionRules, {
    lines: bought.map((line): PromotionLine => ({
      productId: line.productId,
      variantId: line.variantId,
      quantity: line.quantity,
      totalRonMinor: line.unitPriceRonMinor * line.quantity,
      isSubscription: line.isSubscription,
    })),
    zoneId: basis.zoneId,
    gifts: new Map(
      [...basis.gifts].map(([variantId, gift]) => [variantId, { priceRonMinor: gift.line.unitPriceRonMinor, available: gift.available }]),
    ),
    code:
      offer && discount
        ? {
            rate: discount.kind === "percent" ? discount : { kind: "fixed", amountRonMinor: discount.amountRonMinor },
            eligible: codeEligible,
          }
        : null,
  });
  const applied = choice.codeApplies ? offer : null;
  const gifts = choice.gifts.map((gift) => ({ ...basis.gifts.get(gift.variantId)!.line, giftOfPromotionId: gift.promotionId }));
  const unpriced = [...bought, ...gifts];
  const lines = unpriced.map((line, index) => ({ ...line, discountEligible: index < bought.length && codeEligible[index]! }));
  const giftMask = (index: number) => unpriced.map((_, other) => other === bought.length + index);
  const adjustments: PricingAdjustment[] = [
    ...choice.adjustments.map((adjustment) => ({
      discount:
        adjustment.rate.kind === "percent"
          ? adjustment.rate
          : {
              kind: "fixed" as const,
              amountMinor: inOrderCurrency(order, adjustment.rate.amountRonMinor),
              amountRonMinor: adjustment.rate.amountRonMinor,
            },
      eligible: [...adjustment.eligible, ...gifts.map(() => false)],
    })),
    ...gifts.map((_, index) => ({ discount: { kind: "percent" as const, percent: 100 }, eligible: giftMask(index) })),
  ];
  const shippingOf = (service: ShippingService): PricingShipping => ({
    service,
    weightGrams: basis.weightGrams,
    freeFromMinor: basis.freeFromMinor,
    toCharged: basis.toCharged,
  });
  const chosen = basis.services.find((service) => service.id === basis.chosenServiceId)!;
  const freeShippingByPromotion = choice.freeShipping !== null;
  const pricing = priceOrder({
    lines,
    discount: applied ? discount : null,
    adjustments,
    freeShippingByPromotion,
    shippingCountry: basis.shippingCountry,
    shipping: shippingOf(chosen),
  });
  const country = basis.shippingCountry?.trim().toUpperCase();
  const subscriptionShipsFree =
    lines.some((line) => line.isSubscription) && country !== undefined && SUBSCRIPTION_FREE_SHIPPING_COUNTRIES.has(country);
  const values = {
    discountedValueMinor: pricing.charged.subtotalMinor - pricing.charged.discountMinor,
    discountedValueRonMinor: pricing.ron.subtotalMinor - pricing.ron.discountMinor,
    subscriptionShipsFree,
  };
  const options = basis.services.flatMap((service) => {
    const charge = shippingFor(shippingOf(service), values);
    if (!charge) return [];
    const free = freeShippingByPromotion;
    return [{ ...serviceFacts(service), amountMinor: free ? 0 : charge.amountMinor, amountRonMinor: free ? 0 : charge.amountRonMinor }];
  });
  const title = (promotion: { title: { ro: string; en: string } }) => promotion.title[basis.language];
  const allocations: PromotionAllocation[] = [
    ...choice.adjustments.map((adjustment, index) => ({
      promotionId: adjustment.promotionId,
      title: title(adjustment),
      kind: "discount" as const,
      ...pricing.adjustmentTotals[index]!,
    })),
    ...choice.gifts.map((gift, index) => ({
      promotionId: gift.promotionId,
      title: title(gift),
      kind: "gift" as const,
      ...pricing.adjustmentTotals[choice.adjustments.length + index]!,
    })),
    ...(choice.freeShipping && pricing.shippingWaived
      ? [
          {
            promotionId: choice.freeShipping.promotionId,
            title: title(choice.freeShipping),
            kind: "free_shipping" as const,
            ...pricing.shippingWaived,
            lineShares: lines.map(() => 0),
          },
        ]
      : []),
  ];
  return {
    ...order,
    discount: applied,
    lines: unpriced.map((line, index) => ({ ...line, ...pricing.lineTotals[index]! })),
    charged: pricing.charged,
    ron: pricing.ron,
    freeShipping: pricing.freeShipping,
    vatRatePercent: unpriced.reduce((highest, line) => Math.max(highest, line.vatRatePercent), 0),
    shippingVatRatePercent: pricing.shippingVatRatePercent,
    vatByRate: pricing.vatByRate,
    shipping: { ...order.shipping, service: options.find((option) => option.id === chosen.id)!, options },
    promotions: { allocations, hints: choice.hints, codeSetAside: offer !== null && !choice.codeApplies },
  };
}

/** What an order row keeps of its VAT and its shipping (decisions 0055, 0056); every writer of orders uses it. */
export function pricedOrderColumns(priced: PricedOrder, language: Language) {
  return {
    vatRatePercent: priced.vatRatePercent,
    shippingVatRatePercent: priced.shippingVatRatePercent,
    vatScheme: priced.vatScheme,
    shippingZoneId: priced.shipping.zone.id,
    shippingServiceId: priced.shipping.service.id,
    shippingServiceName: localText(priced.shipping.service.name, language),
    shippingServiceDeliveryTime: localText(priced.shipping.service.deliveryTime, language),
    promotionDiscountMinor: promotionsDiscount(priced).amountMinor,
    promotionDiscountRonMinor: promotionsDiscount(priced).amountRonMinor,
  };
}

/** What the automatic promotions took off the lines, gifts included (a free shipping lowers the shipping instead). */
export function promotionsDiscount(priced: PricedOrder): { amountMinor: number; amountRonMinor: number } {
  const off = priced.promotions.allocations.filter((allocation) => allocation.kind !== "free_shipping");
  return {
    amountMinor: off.reduce((total, allocation) => total + allocation.amountMinor, 0),
    amountRonMinor: off.reduce((total, allocation) => total + allocation.amountRonMinor, 0),
  };
}

/** What an order line keeps of its VAT. */
export function pricedLineColumns(line: PricedLine) {
  return {
    vatRatePercent: line.vatRatePercent,
    vatMinor: line.vatMinor,
    vatRonMinor: line.vatRonMinor,
  };
}
