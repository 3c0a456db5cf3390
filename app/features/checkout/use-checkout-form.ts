import { useCallback, useRef, useState } from "react";
import type { AddressValues } from "#domain/account-forms";
import type { PaymentMethod } from "#domain/order-contract";
import { useTranslation } from "#app/lib/i18n/react.tsx";
import { checkoutErrorText } from "./checkout-messages.ts";
import { validateCheckout, type CheckoutErrors } from "./checkout-validation.ts";
import {
  effectiveMethod,
  INITIAL_CHECKOUT_VALUES,
  usableMethods,
  type AddressGroup,
  type CheckoutField,
  type CheckoutValues,
} from "./checkout-values.ts";

export type FieldMessages = Partial<Record<CheckoutField, string>>;

/** The field names the form uses are the body's paths; the server's `fields` may name others (lines). */
function isCheckoutField(name: string, values: CheckoutValues): name is CheckoutField {
  const [group, leaf] = name.split(".");
  if (group === "shippingAddress" || group === "billingAddress" || group === "invoiceCompany")
    return leaf !== undefined && leaf in values[group];
  return ["email", "paymentMethod", "note", "acceptTerms", "useStoreCredit", "shippingServiceId"].includes(name);
}

/** The values as they will be sent: the payment method the shopper chose while it can be used, else the first that can. */
function resolved(entered: CheckoutValues, offeredMethods: readonly PaymentMethod[] | null, codAllowed: boolean | null) {
  const usable = usableMethods(offeredMethods, entered, codAllowed);
  const paymentMethod = effectiveMethod(entered.paymentMethod, usable);
  return { usable, values: paymentMethod === entered.paymentMethod ? entered : { ...entered, paymentMethod } };
}

/**
 * The checkout form's values and the sentence under each field in error. Rules are checked on submit,
 * then on every change (so a corrected field loses its message at once); messages from the server stay
 * until their field changes.
 *
 * `offeredMethods` are the payment methods the server takes now (null until it has said). A chosen method
 * that can no longer be used (the server stopped offering it, or cash on delivery for a parcel leaving
 * Romania) gives way to the first one that can; `methodMoved` says so when the shopper had chosen it.
 */
export function useCheckoutForm({
  offeredMethods,
  codAllowed = null,
}: {
  offeredMethods: readonly PaymentMethod[] | null;
  /** Whether the destination's zone takes cash on delivery, as the server said; null until it has. */
  codAllowed?: boolean | null;
}) {
  const { t } = useTranslation("checkout");
  const [entered, setValues] = useState<CheckoutValues>(INITIAL_CHECKOUT_VALUES);
  // Changes made before a render (the fields taking in what was typed before hydration) build on each other.
  const latest = useRef(entered);
  const [methodChosen, setMethodChosen] = useState(false);
  const [messages, setMessages] = useState<FieldMessages>({});
  const attempted = useRef(false);
  const formRef = useRef<HTMLFormElement>(null);
  const { usable, values } = resolved(entered, offeredMethods, codAllowed);

  const describe = useCallback(
    (errors: CheckoutErrors): FieldMessages =>
      Object.fromEntries(
        Object.entries(errors).map(([field, error]) => [field, checkoutErrorText(t, field as CheckoutField, error)]),
      ) as FieldMessages,
    [t],
  );

  const update = (next: CheckoutValues, changed: readonly CheckoutField[]) => {
    latest.current = next;
    setValues(next);
    if (attempted.current) setMessages(describe(validateCheckout(resolved(next, offeredMethods, codAllowed).values)));
    else if (changed.some((field) => messages[field])) {
      setMessages((current) => Object.fromEntries(Object.entries(current).filter(([field]) => !changed.includes(field as CheckoutField))));
    }
  };

  return {
    /** What the form shows and sends. */
    values,
    messages,
    formRef,
    /** The payment methods this order can be paid with now; empty when none can. */
    usableMethods: usable,
    /** The method the shopper chose can no longer be used, and another took its place. */
    methodMoved: methodChosen && entered.paymentMethod !== values.paymentMethod,
    set<K extends keyof CheckoutValues>(key: K, value: CheckoutValues[K]) {
      const field = key as CheckoutField;
      if (key === "paymentMethod") setMethodChosen(true);
      // The shopper's own choice of method is kept: it comes back if it can be used again.
      update({ ...latest.current, [key]: value }, [field]);
    },
    setAddress(group: AddressGroup, changes: Partial<AddressValues>) {
      const fields = Object.keys(changes).map((field) => `${group}.${field}`) as CheckoutField[];
      // A country change can make the method usable or not: its message is asked again too.
      update({ ...latest.current, [group]: { ...latest.current[group], ...changes } }, [...fields, "paymentMethod"]);
    },
    setInvoiceCompany(changes: Partial<CheckoutValues["invoiceCompany"]>) {
      const fields = Object.keys(changes).map((field) => `invoiceCompany.${field}`) as CheckoutField[];
      update({ ...latest.current, invoiceCompany: { ...latest.current.invoiceCompany, ...changes } }, fields);
    },
    /** Fills what the shopper has not typed yet (a signed-in customer's details arriving after the page). */
    prefill(fill: (current: CheckoutValues) => CheckoutValues) {
      latest.current = fill(latest.current);
      setValues(latest.current);
    },
    /** Checks every rule; on failure shows the messages and moves focus to the first field in error. */
    validate(): boolean {
      attempted.current = true;
      const found = describe(validateCheckout(values));
      setMessages(found);
      if (Object.keys(found).length === 0) return true;
      focusFirst(Object.keys(found));
      return false;
    },
    /** The server's own field messages (400 `fields`), shown under the fields they name. */
    showServerMessages(fields: Record<string, string>) {
      const known = Object.fromEntries(Object.entries(fields).filter(([field]) => isCheckoutField(field, values))) as FieldMessages;
      setMessages((current) => ({ ...current, ...known }));
      focusFirst(Object.keys(known));
      return Object.keys(known).length > 0;
    },
  };

  function focusFirst(names: readonly string[]) {
    const form = formRef.current;
    if (!form || names.length === 0) return;
    // Document order: focus lands on the first field the shopper meets, not the first rule checked.
    const first = Array.from(form.elements).find(
      (element): element is HTMLElement => element instanceof HTMLElement && names.includes(element.getAttribute("name") ?? ""),
    );
    first?.focus();
  }
}

export type CheckoutForm = ReturnType<typeof useCheckoutForm>;
