import { useRef, useState, useSyncExternalStore, type FormEvent } from "react";
import { useSearchParams } from "react-router";
import { checkEmail } from "#domain/account-forms";
import type { OrderSummary } from "#domain/order-contract";
import { useAuth } from "#app/features/account/AuthProvider.tsx";
import { fetchOrderStatus } from "#app/features/orders/orders-api.ts";
import { useTranslation } from "#app/lib/i18n/react.tsx";
import { useCheckoutStorageKeys, readLastOrder } from "./checkout-storage.ts";

const ORDER_NUMBER = /^#?\s*(\d{1,12})$/;

const noSubscription = () => () => {};

export type Field = "orderNumber" | "email";

function validateTracking(values: Record<Field, string>): Partial<Record<Field, "required" | "invalid">> {
  const errors: Partial<Record<Field, "required" | "invalid">> = {};
  const number = values.orderNumber.trim();
  if (number === "") errors.orderNumber = "required";
  else if (!ORDER_NUMBER.test(number)) errors.orderNumber = "invalid";
  const email = checkEmail(values.email);
  if (email) errors.email = email.code === "required" ? "required" : "invalid";
  return errors;
}

/** The tracking form's number and email, checked here and then asked of the server, and the order it found. */
export function useOrderTracking() {
  const { t } = useTranslation("orders");
  const [params] = useSearchParams();
  const auth = useAuth();
  const keys = useCheckoutStorageKeys();
  const [typed, setTyped] = useState<Partial<Record<Field, string>>>({});
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [order, setOrder] = useState<OrderSummary | null>(null);
  // The signed way to the order's 30-day return form, while something of it can come back (decision 0130).
  const [returnLink, setReturnLink] = useState<string | null>(null);
  // The email the order was found with: the withdrawal's proof, whatever is typed in the field afterwards.
  const [foundWith, setFoundWith] = useState("");
  const [busy, setBusy] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const resultRef = useRef<HTMLDivElement>(null);

  const orderParam = params.get("order") ?? "";
  // The email this tab ordered with is suggested for its own order; storage is read only in the browser.
  const orderedWith = useSyncExternalStore(
    noSubscription,
    () => readLastOrder(keys.lastOrder, Number(orderParam.replace(/^#/, "")))?.email ?? "",
    () => "",
  );
  const values: Record<Field, string> = {
    orderNumber: typed.orderNumber ?? orderParam,
    email: typed.email ?? (orderedWith || auth.user?.email || ""),
  };

  function messagesFor(found: Partial<Record<Field, "required" | "invalid">>) {
    return Object.fromEntries(Object.entries(found).map(([field, code]) => [field, t(`track.errors.${field}.${code}`)]));
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const found = validateTracking(values);
    setErrors(messagesFor(found));
    setProblem(null);
    if (Object.keys(found).length > 0) {
      const first = (["orderNumber", "email"] as const).find((field) => found[field]);
      formRef.current?.querySelector<HTMLInputElement>(`[name="${first}"]`)?.focus();
      return;
    }
    setBusy(true);
    const orderNumber = Number(ORDER_NUMBER.exec(values.orderNumber.trim())?.[1]);
    const email = values.email.trim().toLowerCase();
    const answer = await fetchOrderStatus(orderNumber, email);
    setBusy(false);
    if (answer.kind === "ok") {
      setOrder(answer.data.order);
      setReturnLink(answer.data.returnLink);
      setFoundWith(email);
      requestAnimationFrame(() => resultRef.current?.focus());
      return;
    }
    setOrder(null);
    setProblem(answer.kind === "network" ? t("track.network") : (answer.error ?? t("track.failed")));
  }

  return { values, errors, setTyped, setErrors, problem, order, returnLink, foundWith, busy, formRef, resultRef, submit };
}
