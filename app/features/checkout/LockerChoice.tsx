import { useEffect, useId, useRef, useState } from "react";
import type { PickupPointJson } from "#domain/pickup-point-schemas";
import { pickupPointLine, type CourierId } from "#domain/shipments";
import { ROMANIAN_COUNTIES } from "#domain/romanian-counties";
import { distanceKm } from "#domain/geo-distance";
import { apiCall } from "#app/lib/rest-client.ts";
import { useTranslation } from "#app/lib/i18n/react.tsx";
import type { PricedOrder } from "#domain/order-contract";
import type { CheckoutValues } from "./checkout-values.ts";
import { RadioCard } from "./RadioCard.tsx";

const buttonClass =
  "rounded-full border-2 border-brand px-5 py-2.5 font-semibold text-brand-dark hover:bg-brand/5 focus-visible:outline-none focus-visible:ring-3 focus-visible:ring-brand/40";
const fieldClass =
  "w-full rounded-xl border border-line bg-white px-3 py-2.5 text-base focus:border-brand focus:outline-none focus:ring-3 focus:ring-brand/30";

type Search = { county: string; city: string; text: string; near: { lat: number; lng: number } | null };
/** The answer to the search at `address`; an answer to an earlier search means the current one is loading. */
type Found = { kind: "found"; address: string; points: PickupPointJson[]; cities: string[] } | { kind: "failed"; address: string };

/**
 * The locker of a service to lockers (issue 43 item 4), loaded only once such a service is chosen so the checkout's
 * first load stays within budget. The picker is a modal dialog: the shopper narrows the courier's points by county,
 * city and words, or asks for the nearest (the browser's location is asked for only on that press, and never kept),
 * and picks one from a radio group; only points that take this parcel, and for cash on delivery some payment, are
 * listed, as the server's check of the order would refuse the others.
 */
export default function LockerChoice({
  quote,
  values,
  value: given,
  onChange,
  error,
}: {
  /** The price of a service to lockers: whose lockers, and the parcel's weight. */
  quote: PricedOrder;
  /** The checkout's answers: how the shopper pays, and the shipping address's county, where the search starts. */
  values: Pick<CheckoutValues, "paymentMethod" | "shippingAddress">;
  value: PickupPointJson | undefined;
  onChange: (point: PickupPointJson) => void;
  error: string | undefined;
}) {
  // The checkout passes what it has whole: every byte of its first load counts (issue 43's budget).
  const courier = quote.shippingService.pickupPointsOf!;
  const { weightGrams } = quote;
  const cashOnDelivery = values.paymentMethod === "cod";
  const county = values.shippingAddress.province;
  const value = given ?? null;
  const { t } = useTranslation("checkout");
  const id = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);

  useEffect(() => {
    // The server refused the locker (or none was chosen): the shopper lands on the button that fixes it.
    if (error) opener.current?.focus();
  }, [error]);

  function close() {
    dialog.current?.close();
    setOpen(false);
    opener.current?.focus();
  }

  return (
    <div className="mt-4 rounded-xl border border-line bg-cream px-4 py-3">
      {value ? (
        <p id={`${id}-chosen`} className="mb-3 text-sm">
          <span className="font-semibold">{t("locker.chosen")}</span> {pickupPointLine(value)}
        </p>
      ) : (
        <p id={`${id}-chosen`} className="mb-3 text-sm text-muted">
          {t("locker.none")}
        </p>
      )}
      <button
        ref={opener}
        type="button"
        aria-haspopup="dialog"
        aria-describedby={`${id}-chosen${error ? ` ${id}-error` : ""}`}
        onClick={() => {
          setOpen(true);
          dialog.current?.showModal();
        }}
        className={buttonClass}
      >
        {value ? t("locker.change") : t("locker.choose")}
      </button>
      {error ? (
        <p id={`${id}-error`} className="mt-2 text-sm font-medium text-sale">
          {error}
        </p>
      ) : null}
      <dialog
        ref={dialog}
        aria-labelledby={`${id}-title`}
        onClose={() => setOpen(false)}
        onCancel={(event) => {
          event.preventDefault();
          close();
        }}
        className="m-0 h-full max-h-none w-full max-w-none bg-white p-0 backdrop:bg-ink/40 sm:m-auto sm:h-auto sm:max-h-[90vh] sm:max-w-2xl sm:rounded-2xl"
      >
        {open ? (
          <Picker
            courier={courier}
            weightGrams={weightGrams}
            cashOnDelivery={cashOnDelivery}
            county={county}
            value={value}
            titleId={`${id}-title`}
            onPick={(point) => {
              onChange(point);
              close();
            }}
            onCancel={close}
          />
        ) : null}
      </dialog>
    </div>
  );
}

function Picker({
  courier,
  weightGrams,
  cashOnDelivery,
  county,
  value,
  titleId,
  onPick,
  onCancel,
}: {
  courier: CourierId;
  weightGrams: number | undefined;
  cashOnDelivery: boolean;
  county: string;
  value: PickupPointJson | null;
  titleId: string;
  onPick: (point: PickupPointJson) => void;
  onCancel: () => void;
}) {
  const { t, i18n } = useTranslation("checkout");
  const id = useId();
  const kilometres = new Intl.NumberFormat(i18n.language === "en" ? "en-GB" : "ro-RO", {
    style: "unit",
    unit: "kilometer",
    maximumFractionDigits: 1,
  });
  const known = ROMANIAN_COUNTIES.some((entry) => entry.name === county);
  const [search, setSearch] = useState<Search>({ county: value?.county ?? (known ? county : ""), city: "", text: "", near: null });
  const [typed, setTyped] = useState("");
  const [answer, setFound] = useState<Found | null>(null);
  const [picked, setPicked] = useState<string | null>(value?.id ?? null);
  const [where, setWhere] = useState<"asking" | "denied" | "unavailable" | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => heading.current?.focus(), []);

  // Words are searched once the shopper pauses typing, not at each key.
  useEffect(() => {
    const timer = setTimeout(
      () => setSearch((current) => (current.text === typed.trim() ? current : { ...current, text: typed.trim() })),
      300,
    );
    return () => clearTimeout(timer);
  }, [typed]);

  const idle = !search.county && !search.text && !search.near;
  const query = new URLSearchParams({ courier, limit: "50", cod: cashOnDelivery ? "1" : "0" });
  if (weightGrams) query.set("weight", String(weightGrams));
  if (search.near) {
    query.set("lat", search.near.lat.toFixed(5));
    query.set("lng", search.near.lng.toFixed(5));
  } else {
    if (search.county) query.set("county", search.county);
    if (search.city) query.set("city", search.city);
  }
  if (search.text) query.set("q", search.text);
  const address = `/api/pickup-points?${query.toString()}`;

  useEffect(() => {
    if (idle) return;
    const controller = new AbortController();
    apiCall("GET", address as "/api/pickup-points", { signal: controller.signal })
      .then((answer) => setFound(answer.kind === "ok" ? { kind: "found", address, ...answer.data } : { kind: "failed", address }))
      .catch(() => undefined);
    return () => controller.abort();
  }, [idle, address]);

  function nearMe() {
    if (!("geolocation" in navigator)) {
      setWhere("unavailable");
      return;
    }
    setWhere("asking");
    navigator.geolocation.getCurrentPosition(
      (position) => {
        setWhere(null);
        setSearch((current) => ({ ...current, near: { lat: position.coords.latitude, lng: position.coords.longitude } }));
      },
      (failure) => setWhere(failure.code === failure.PERMISSION_DENIED ? "denied" : "unavailable"),
      { timeout: 10_000, maximumAge: 300_000 },
    );
  }

  const found = idle ? { kind: "idle" as const } : answer?.address === address ? answer : { kind: "loading" as const };
  const points = found.kind === "found" ? found.points : [];
  const chosen = points.find((point) => point.id === picked) ?? (value?.id === picked ? value : null);
  const announcement =
    found.kind === "loading"
      ? t("locker.searching")
      : found.kind === "failed"
        ? t("locker.failed")
        : found.kind === "found"
          ? points.length === 0
            ? t("locker.noneFound")
            : t("locker.found", { count: points.length })
          : t("locker.start");

  return (
    <div className="flex h-full flex-col">
      <div className="border-b border-line px-5 pt-5 pb-4">
        <h2 id={titleId} ref={heading} tabIndex={-1} className="font-serif text-2xl focus:outline-none">
          {t("locker.title")}
        </h2>
        <div className="mt-4 grid grid-cols-1 gap-3 sm:grid-cols-2">
          <div>
            <label htmlFor={`${id}-county`} className="mb-1 block text-sm font-semibold">
              {t("locker.county")}
            </label>
            <select
              id={`${id}-county`}
              value={search.county}
              onChange={(event) => setSearch((current) => ({ ...current, county: event.target.value, city: "", near: null }))}
              className={fieldClass}
            >
              <option value="">{t("locker.anyCounty")}</option>
              {ROMANIAN_COUNTIES.map((entry) => (
                <option key={entry.code} value={entry.name}>
                  {entry.name}
                </option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor={`${id}-city`} className="mb-1 block text-sm font-semibold">
              {t("locker.city")}
            </label>
            <select
              id={`${id}-city`}
              value={search.city}
              disabled={!search.county || search.near !== null}
              onChange={(event) => setSearch((current) => ({ ...current, city: event.target.value }))}
              className={fieldClass}
            >
              <option value="">{t("locker.anyCity")}</option>
              {(found.kind === "found" ? found.cities : search.city ? [search.city] : []).map((city) => (
                <option key={city} value={city}>
                  {city}
                </option>
              ))}
            </select>
          </div>
          <div className="sm:col-span-2">
            <label htmlFor={`${id}-text`} className="mb-1 block text-sm font-semibold">
              {t("locker.text")}
            </label>
            <input
              id={`${id}-text`}
              type="search"
              value={typed}
              maxLength={80}
              onChange={(event) => setTyped(event.target.value)}
              aria-describedby={`${id}-text-hint`}
              className={fieldClass}
            />
            <p id={`${id}-text-hint`} className="mt-1 text-sm text-muted">
              {t("locker.textHint")}
            </p>
          </div>
        </div>
        <div className="mt-3 flex flex-wrap items-center gap-3">
          {search.near ? (
            <button type="button" onClick={() => setSearch((current) => ({ ...current, near: null }))} className={buttonClass}>
              {t("locker.byPlace")}
            </button>
          ) : (
            <button type="button" onClick={nearMe} aria-describedby={`${id}-near-hint`} className={buttonClass}>
              {t("locker.nearMe")}
            </button>
          )}
          <p id={`${id}-near-hint`} className="flex-1 text-sm text-muted">
            {where === "asking"
              ? t("locker.asking")
              : where === "denied"
                ? t("locker.denied")
                : where === "unavailable"
                  ? t("locker.unavailable")
                  : t("locker.nearHint")}
          </p>
        </div>
      </div>
      <p role="status" aria-live="polite" className="px-5 pt-3 text-sm text-muted">
        {announcement}
      </p>
      <fieldset className="min-h-0 flex-1 overflow-y-auto px-5 py-3">
        <legend className="sr-only">{t("locker.results")}</legend>
        <ul className="flex flex-col gap-2">
          {points.map((point) => {
            const pointId = `${id}-${point.id}`;
            return (
              <RadioCard
                as="li"
                key={point.id}
                id={pointId}
                name={`${id}-point`}
                value={point.id}
                checked={picked === point.id}
                onChange={() => setPicked(point.id)}
                describedBy={`${pointId}-details`}
              >
                <div className="min-w-0">
                  <label htmlFor={pointId} className="font-semibold text-ink">
                    {point.name}
                  </label>
                  <p id={`${pointId}-details`} className="text-sm text-muted">
                    {point.address}, {point.city}
                    {search.near ? (
                      <span className="block">
                        {t("locker.distance", {
                          distance: kilometres.format(distanceKm({ latitude: search.near.lat, longitude: search.near.lng }, point)),
                        })}
                      </span>
                    ) : null}
                    {point.hours ? <span className="block">{t("locker.hours", { hours: point.hours })}</span> : null}
                    {cashOnDelivery && point.acceptsCard && !point.acceptsCash ? (
                      <span className="block font-medium text-ink">{t("locker.cardOnly")}</span>
                    ) : null}
                  </p>
                </div>
              </RadioCard>
            );
          })}
        </ul>
      </fieldset>
      <div className="flex flex-wrap justify-end gap-3 border-t border-line px-5 py-4">
        <button type="button" onClick={onCancel} className={buttonClass}>
          {t("locker.cancel")}
        </button>
        <button
          type="button"
          disabled={!chosen}
          onClick={() => chosen && onPick(chosen)}
          className="rounded-full bg-brand px-5 py-2.5 font-semibold text-white hover:bg-brand-dark focus-visible:outline-none focus-visible:ring-3 focus-visible:ring-brand/40 disabled:cursor-not-allowed disabled:bg-muted"
        >
          {t("locker.confirm")}
        </button>
      </div>
    </div>
  );
}
