import {
  RETURN_DETAILS_MAX_LENGTH,
  RETURN_PHOTO_MAX_BYTES,
  RETURN_PHOTO_TYPES,
  RETURN_PHOTOS_MAX,
  type CustomerReturnReason,
  type EligibleReturnOrder,
  type ReturnRefundMethod,
  type ReturnRequestBody,
} from "#domain/customer-returns";
import { normaliseIban } from "#domain/iban";
import { REASONS_NEEDING_DETAILS } from "#domain/returns";

/**
 * The return request form's values and its checks (issue 19 item 2), apart from the page so they can be read and
 * tested alone. The server checks all of it again; these only spare the customer a round trip and name the field.
 */

export interface LineChoice {
  chosen: boolean;
  /** Units to return, 1 to the line's `returnable`. */
  quantity: number;
  reason: CustomerReturnReason | "";
}

export interface ReturnFormValues {
  /** By line id. */
  lines: Record<number, LineChoice>;
  details: string;
  refundMethod: ReturnRefundMethod | "";
  iban: string;
  accountHolder: string;
}

/** Where a sentence goes: a line's checkbox, quantity or reason, or one of the form's own fields. */
export type FormField =
  `line.${number}` | `quantity.${number}` | `reason.${number}` | "items" | "details" | "photos" | "refundMethod" | "iban" | "accountHolder";

/** What a client-side check found: the field and the key of its sentence under `returns.form.errors`. */
export type FormErrors = Partial<Record<FormField, string>>;

export function initialFormValues(order: EligibleReturnOrder): ReturnFormValues {
  return {
    lines: Object.fromEntries(order.lines.map((line) => [line.lineId, { chosen: false, quantity: 1, reason: "" }])),
    details: "",
    refundMethod: "original",
    iban: "",
    accountHolder: "",
  };
}

export function chosenLines(order: EligibleReturnOrder, values: ReturnFormValues) {
  return order.lines.filter((line) => line.returnable > 0 && values.lines[line.lineId]?.chosen);
}

/** Details are required when a chosen line's reason asks for them (a defect, "other"). */
export function detailsRequired(order: EligibleReturnOrder, values: ReturnFormValues): boolean {
  return chosenLines(order, values).some((line) => {
    const reason = values.lines[line.lineId]?.reason;
    return reason ? REASONS_NEEDING_DETAILS.has(reason) : false;
  });
}

/** A cash-on-delivery order refunded the original way is refunded by bank transfer: the form asks the account. */
export function asksBankAccount(order: EligibleReturnOrder, values: ReturnFormValues): boolean {
  return order.paidOnDelivery && values.refundMethod === "original";
}

/** Every wrong field, in the order the form shows them (the first gets focus). */
export function checkForm(order: EligibleReturnOrder, values: ReturnFormValues): FormErrors {
  const errors: FormErrors = {};
  const chosen = chosenLines(order, values);
  if (chosen.length === 0) errors.items = "noItems";
  for (const line of chosen) {
    const choice = values.lines[line.lineId]!;
    if (!Number.isInteger(choice.quantity) || choice.quantity < 1 || choice.quantity > line.returnable)
      errors[`quantity.${line.lineId}`] = "quantity";
    if (!choice.reason) errors[`reason.${line.lineId}`] = "reason";
  }
  if (detailsRequired(order, values) && !values.details.trim()) errors.details = "details";
  else if (values.details.length > RETURN_DETAILS_MAX_LENGTH) errors.details = "detailsTooLong";
  if (!values.refundMethod) errors.refundMethod = "method";
  if (asksBankAccount(order, values)) {
    if (!values.iban.trim()) errors.iban = "iban";
    else if (!normaliseIban(values.iban)) errors.iban = "ibanInvalid";
    if (!values.accountHolder.trim()) errors.accountHolder = "holder";
  }
  return errors;
}

/**
 * The body for the quote: only once every chosen line has its reason (the reason decides whether the shipping is
 * given back), so the amount shown is always the server's figure for what the customer chose.
 */
export function quoteBody(order: EligibleReturnOrder, values: ReturnFormValues): ReturnRequestBody | null {
  const chosen = chosenLines(order, values);
  if (chosen.length === 0 || !values.refundMethod) return null;
  const lines = chosen.map((line) => ({ lineId: line.lineId, ...values.lines[line.lineId]! }));
  if (
    lines.some(
      (line) => !line.reason || line.quantity < 1 || line.quantity > (order.lines.find((l) => l.lineId === line.lineId)?.returnable ?? 0),
    )
  )
    return null;
  return {
    orderNumber: order.orderNumber,
    lines: lines.map((line) => ({ lineId: line.lineId, quantity: line.quantity, reason: line.reason as CustomerReturnReason })),
    refundMethod: values.refundMethod,
  };
}

/** The request as the form sends it; `checkForm` found nothing wrong. */
export function requestBody(order: EligibleReturnOrder, values: ReturnFormValues): ReturnRequestBody {
  const body: ReturnRequestBody = {
    orderNumber: order.orderNumber,
    lines: chosenLines(order, values).map((line) => {
      const choice = values.lines[line.lineId]!;
      return { lineId: line.lineId, quantity: choice.quantity, reason: choice.reason as CustomerReturnReason };
    }),
    refundMethod: values.refundMethod as ReturnRefundMethod,
  };
  if (values.details.trim()) body.details = values.details.trim();
  if (asksBankAccount(order, values)) body.bankAccount = { iban: values.iban.trim(), accountHolder: values.accountHolder.trim() };
  return body;
}

/**
 * The form's field for a refusal's `field` (`lines.0.quantity`, `bankAccount.iban`, `details`…), given the body
 * sent (its `lines` are in the request's order); null for what concerns the whole request (`orderNumber`).
 */
export function fieldOfRefusal(field: string | undefined, sent: ReturnRequestBody): FormField | null {
  if (!field) return null;
  const line = /^lines\.(\d+)(?:\.(lineId|quantity|reason))?/.exec(field);
  if (line) {
    const lineId = sent.lines[Number(line[1])]?.lineId;
    if (lineId === undefined) return "items";
    if (line[2] === "quantity") return `quantity.${lineId}`;
    if (line[2] === "reason") return `reason.${lineId}`;
    return `line.${lineId}`;
  }
  if (field === "lines") return "items";
  if (field === "details") return "details";
  if (field === "photos") return "photos";
  if (field === "refundMethod") return "refundMethod";
  if (field.startsWith("bankAccount.iban") || field === "bankAccount") return "iban";
  if (field.startsWith("bankAccount.accountHolder")) return "accountHolder";
  return null;
}

/** Why the form does not take a chosen photo, as a key under `returns.form.photos.refused`. */
export type PhotoProblem = "full" | "heic" | "type" | "tooLarge";

/**
 * What a photo looks like to the browser, checked before it is sent (the server checks what it holds). A file
 * whose type the browser does not know is left to the server.
 */
export function photoProblem(file: File): Exclude<PhotoProblem, "full"> | null {
  const type = file.type.toLowerCase();
  if (type === "image/heic" || type === "image/heif" || /\.hei[cf]$/i.test(file.name)) return "heic";
  if (type && !(RETURN_PHOTO_TYPES as readonly string[]).includes(type)) return "type";
  if (file.size > RETURN_PHOTO_MAX_BYTES) return "tooLarge";
  return null;
}

/** The photos kept after a choice: those already there, then the new ones while there is room, each checked. */
export function addPhotos(current: readonly File[], chosen: readonly File[]) {
  const photos = [...current];
  const refused: { file: File; problem: PhotoProblem }[] = [];
  for (const file of chosen) {
    const problem = photos.length >= RETURN_PHOTOS_MAX ? "full" : photoProblem(file);
    if (problem) refused.push({ file, problem });
    else photos.push(file);
  }
  return { photos, refused };
}
