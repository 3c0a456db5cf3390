/**
 * The portal's dialogs keep one set of form values; this turns them into the request of
 * domain/subscription-actions.ts for the action being confirmed, or names the field the customer still has to
 * fill in (the server checks everything again).
 */
import { EMPTY_ADDRESS, hasErrors, validateAddress, type AddressValues, type FieldErrors } from "#domain/account-forms";
import type { SubscriptionDetail } from "#domain/customer-subscriptions";
import type { SubscriptionInterval } from "#domain/order-subscription-dates";
import {
  EXTRA_QUANTITY_MAX,
  SUBSCRIPTION_QUANTITY_MAX,
  type SubscriptionActionName,
  type SubscriptionActionRequest,
} from "#domain/subscription-actions";
import type { CancelReason } from "#domain/subscription-lifecycle";
import { withListedCounty } from "#app/lib/addresses.ts";

export interface ActionFormValues {
  length: "1" | "2" | "3" | "until_resumed";
  date: string;
  interval: SubscriptionInterval;
  quantity: string;
  variantId: string;
  /** A saved address's id, or `new` for the address typed in the form (`address`). */
  addressId: string;
  address: AddressValues;
  method: "cash_on_delivery" | "card";
  reason: CancelReason | "";
  note: string;
  /** The one-time product to add to the next delivery, and how many of it. */
  extraVariantId: string;
  extraQuantity: string;
}

/** What a dialog starts from: the subscription as it is now. */
export function initialValues(detail: SubscriptionDetail): ActionFormValues {
  const { subscription, choices } = detail;
  const current = choices.variants.find(
    (choice) => choice.productHandle === subscription.productHandle && choice.variantTitle === subscription.variantTitle,
  );
  return {
    length: "1",
    date: subscription.nextDeliveryDate ?? "",
    interval: subscription.interval,
    quantity: String(subscription.quantity),
    variantId: current ? String(current.variantId) : "",
    // No address book (a guest, or a customer without saved addresses): the form is the way to a new address.
    addressId: choices.addresses.length === 0 ? NEW_ADDRESS : choices.addresses.length === 1 ? String(choices.addresses[0]!.id) : "",
    // The new address starts from where deliveries go now: moving flats changes a line, not the whole address.
    address: subscription.address ? withListedCounty(addressOf(subscription.address)) : EMPTY_ADDRESS,
    method: "cash_on_delivery",
    reason: "",
    note: "",
    extraVariantId: "",
    extraQuantity: "1",
  };
}

/** The `addressId` of the change-address form's "another address" choice. */
export const NEW_ADDRESS = "new";

export type ActionRequestBuilt =
  | { ok: true; request: SubscriptionActionRequest }
  | { ok: false; field: string; messageKey: string }
  /** The typed address breaks the account's address rules: a sentence beside each field named. */
  | { ok: false; addressErrors: FieldErrors<keyof AddressValues> };

const missing = (field: string, messageKey: string): ActionRequestBuilt => ({ ok: false, field, messageKey });

export function actionRequest(action: SubscriptionActionName, values: ActionFormValues): ActionRequestBuilt {
  switch (action) {
    case "skip":
    case "undo_skip":
    case "resume":
    case "deliver_now":
      return { ok: true, request: { action } };
    case "pause":
      return {
        ok: true,
        request: { action, length: values.length === "until_resumed" ? values.length : (Number(values.length) as 1 | 2 | 3) },
      };
    case "reschedule":
      return values.date ? { ok: true, request: { action, date: values.date } } : missing("date", "subscriptions.form.chooseDate");
    case "change_interval":
      return { ok: true, request: { action, interval: values.interval } };
    case "change_quantity": {
      const quantity = Number(values.quantity);
      return Number.isInteger(quantity) && quantity >= 1 && quantity <= SUBSCRIPTION_QUANTITY_MAX
        ? { ok: true, request: { action, quantity } }
        : missing("quantity", "subscriptions.form.quantityRange");
    }
    case "change_variant":
      return values.variantId
        ? { ok: true, request: { action, variantId: Number(values.variantId) } }
        : missing("variantId", "subscriptions.form.chooseVariant");
    case "change_address": {
      if (values.addressId !== NEW_ADDRESS)
        return values.addressId
          ? { ok: true, request: { action, addressId: Number(values.addressId) } }
          : missing("addressId", "subscriptions.form.chooseAddress");
      const addressErrors = validateAddress(values.address);
      return hasErrors(addressErrors) ? { ok: false, addressErrors } : { ok: true, request: { action, address: trimmed(values.address) } };
    }
    case "change_payment":
      return { ok: true, request: { action, method: values.method } };
    case "cancel": {
      if (!values.reason) return missing("reason", "subscriptions.form.chooseReason");
      const note = values.note.trim();
      if (values.reason === "other" && !note) return missing("note", "subscriptions.form.noteRequired");
      return { ok: true, request: { action, reason: values.reason, ...(note ? { note } : {}) } };
    }
    case "add_extra": {
      if (!values.extraVariantId) return missing("variantId", "subscriptions.form.chooseExtra");
      const quantity = Number(values.extraQuantity);
      return Number.isInteger(quantity) && quantity >= 1 && quantity <= EXTRA_QUANTITY_MAX
        ? { ok: true, request: { action, variantId: Number(values.extraVariantId), quantity } }
        : missing("quantity", "subscriptions.form.extraQuantityRange");
    }
    case "remove_extra":
      // Each waiting product has its own button, which sends its id: no form asks for one.
      return missing("extraId", "subscriptions.form.failed");
    case "accept_save_discount":
      return { ok: true, request: { action, insteadOfCancelling: "too_expensive" } };
  }
}

/** An address as an order stored it, every field a string (an old order may lack one). */
function addressOf(stored: Partial<Record<keyof AddressValues, string | null>>): AddressValues {
  const entries = Object.keys(EMPTY_ADDRESS).map((field) => [field, stored[field as keyof AddressValues] ?? ""]);
  return Object.fromEntries(entries) as AddressValues;
}

/** What the server stores: every field trimmed, the country in capitals. */
function trimmed(address: AddressValues): AddressValues {
  const entries = Object.entries(address).map(([field, value]) => [field, field === "country" ? value.trim().toUpperCase() : value.trim()]);
  return Object.fromEntries(entries) as AddressValues;
}
