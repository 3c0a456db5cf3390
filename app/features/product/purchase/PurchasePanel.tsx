import { useMemo, useRef, useState } from "react";
import { useTranslation } from "#app/lib/i18n/react.tsx";
import { MAX_LINE_QUANTITY } from "#domain/cart";
import { isSingleDefaultVariant, maxQuantity, parseQuantity } from "#domain/product-rules";
import { preloadCartDrawer } from "#app/features/cart/CartDrawerHost.tsx";
import type { ProductDetail } from "#app/features/product/product-query.ts";
import { toPurchaseVariant } from "./purchase-variant.ts";
import { useAddToCart } from "./use-add-to-cart.ts";
import { QuantityStepper } from "./QuantityStepper.tsx";
import { LazySubscriptionLimitDialog } from "#app/features/cart/LazySubscriptionLimitDialog.tsx";
import { VariantOptions } from "./VariantOptions.tsx";
import { LazyBackInStockForm, usePreloadBackInStockForm } from "#app/features/product/back-in-stock/LazyBackInStockForm.tsx";

const MARKETING = ["directions", "results", "duration", "bundle", "shipping"] as const;
/** A non-food product's bullets: the others speak of capsules, a course and bottles (decision 0144). */
const NON_FOOD_MARKETING = ["shipping"] as const;

/** Variant, quantity and add to cart (spec §4 "Add to cart on the product page"). */
/**
 * `freeShipping`: the owner's threshold as written ("200 lei"), which the shipping promise quotes. `nonFood`: a
 * non-food product, whose bullets leave out the supplement's.
 */
export function PurchasePanel({
  product,
  freeShipping,
  nonFood = false,
}: {
  product: ProductDetail;
  freeShipping: string;
  nonFood?: boolean;
}) {
  const { t } = useTranslation("purchase");
  const variants = product.variants.nodes;
  const options = useMemo(() => variants.map(toPurchaseVariant), [variants]);
  const [selectedId, setSelectedId] = useState(variants[0]?.id ?? "");
  const [draft, setDraft] = useState("1");
  const [askingNotice, setAskingNotice] = useState(false);
  const adding = useAddToCart(product);
  const addButton = useRef<HTMLButtonElement>(null);
  const notifyButton = useRef<HTMLButtonElement>(null);
  const max = maxQuantity(isSingleDefaultVariant(variants));
  const selected = options.find((option) => option.variant.id === selectedId) ?? options[0];

  if (!selected) return null;
  const soldOut = isSoldOut(selected.variant);

  const select = (id: string) => {
    setSelectedId(id);
    adding.forgetRefusal();
    setAskingNotice(false);
  };

  const addToCart = () => {
    const quantity = parseQuantity(draft, max);
    setDraft(String(quantity));
    adding.add(selected, quantity);
  };

  return (
    <div>
      {options.length > 1 ? <VariantOptions options={options} selectedId={selected.variant.id} onSelect={select} /> : null}
      {soldOut ? (
        <SoldOutNotice
          key={selected.variant.id}
          variantId={selected.variant.id}
          variantTitle={`${product.title} – ${selected.variant.title}`}
          asking={askingNotice}
          buttonRef={notifyButton}
          onAsk={() => setAskingNotice(true)}
          onCancel={() => {
            setAskingNotice(false);
            requestAnimationFrame(() => notifyButton.current?.focus());
          }}
        />
      ) : (
        <>
          <QuantityStepper draft={draft} max={max} onChange={setDraft} />
          <button
            ref={addButton}
            type="button"
            onClick={addToCart}
            // Adding opens the cart drawer: its code is fetched as the shopper heads for the button.
            onPointerEnter={() => void preloadCartDrawer()}
            onFocus={() => void preloadCartDrawer()}
            className="mt-6 w-full rounded-full bg-brand px-6 py-3.5 text-lg font-semibold text-white hover:bg-brand-dark sm:w-auto sm:min-w-64"
          >
            {t("addToCart")}
          </button>
        </>
      )}
      <AddedOrRefused product={product} adding={adding} />
      <ul className="check-list mt-6 flex flex-col gap-2 text-sm text-muted">
        {(nonFood ? NON_FOOD_MARKETING : MARKETING).map((key) => (
          <li key={key}>{t(`marketing.${key}`, { amount: freeShipping })}</li>
        ))}
      </ul>
      {adding.limitShown ? (
        <LazySubscriptionLimitDialog
          onClose={() => {
            adding.closeLimit();
            addButton.current?.focus();
          }}
        />
      ) : null}
    </div>
  );
}

/** What the last press of add to cart did: a refusal, said at once, or what went in, announced politely. */
function AddedOrRefused({ product, adding }: { product: ProductDetail; adding: ReturnType<typeof useAddToCart> }) {
  const { t } = useTranslation("purchase");
  const { notForSale, lineFull, lastAdded, capped } = adding;
  return (
    <>
      {notForSale || lineFull ? (
        <p role="alert" className="mt-4 rounded-xl border-2 border-sale bg-white px-4 py-3 font-semibold text-sale">
          {notForSale ? t("notForSale") : t("lineFull", { max: MAX_LINE_QUANTITY })}
        </p>
      ) : null}
      {/* Always present so that screen readers announce what is put in it. */}
      <p role="status" className="mt-4 text-brand-dark empty:hidden">
        {lastAdded ? t("added", { quantity: lastAdded.quantity, product: product.title, variant: lastAdded.variant }) : ""}
        {lastAdded && capped ? `. ${t("lineCapped", { max: MAX_LINE_QUANTITY })}` : ""}
      </p>
    </>
  );
}

/** Counted stock ran out: the shopper may ask to be told when it returns (an uncounted variant never runs out). */
function isSoldOut(variant: ProductDetail["variants"]["nodes"][number]): boolean {
  return !variant.availableForSale && variant.quantityAvailable === 0;
}

/** In place of add to cart on a sold-out variant: the button that opens the request form, its code fetched meanwhile. */
function SoldOutNotice({
  variantId,
  variantTitle,
  asking,
  buttonRef,
  onAsk,
  onCancel,
}: {
  variantId: string;
  variantTitle: string;
  asking: boolean;
  buttonRef: React.RefObject<HTMLButtonElement | null>;
  onAsk: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation("purchase");
  usePreloadBackInStockForm();
  return (
    <div className="mt-6">
      <p className="font-semibold text-sale">{t("backInStock.soldOut", { variant: variantTitle })}</p>
      {asking ? (
        <LazyBackInStockForm variantId={variantId} variantTitle={variantTitle} onCancel={onCancel} />
      ) : (
        <button
          ref={buttonRef}
          type="button"
          onClick={onAsk}
          className="mt-3 w-full rounded-full border-2 border-brand bg-white px-6 py-3.5 text-lg font-semibold text-brand-dark hover:bg-brand-soft sm:w-auto sm:min-w-64"
        >
          {t("backInStock.notify")}
        </button>
      )}
    </div>
  );
}
