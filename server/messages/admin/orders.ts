/** The admin orders API's texts, in the member's language (Romanian "tu", like the store). */
import type { OrderActionProblem as FieldProblem } from "#domain/admin/orders";
import type { Language } from "#domain/locale";
import type { OrderActionProblem } from "#server/commerce/orders/module";

export interface AdminOrderMessages {
  field: (problem: FieldProblem | "invalid", field: string) => string;
  orderNotFound: string;
  refused: Record<OrderActionProblem, string>;
  nothingToRefund: string;
  tooMuch: (refundable: string) => string;
  bankAccountNeeded: string;
  keyReused: string;
  providerFailed: string;
}

const FIELDS: Record<Language, Record<string, string>> = {
  ro: {
    note: "Nota",
    carrier: "Curierul",
    trackingNumber: "Numărul de urmărire (AWB)",
    trackingUrl: "Linkul de urmărire",
    amount: "Suma",
    reason: "Motivul",
    iban: "IBAN-ul",
    accountHolder: "Titularul contului",
    transferReference: "Referința transferului",
    idempotencyKey: "Cheia cererii",
  },
  en: {
    note: "Note",
    carrier: "Carrier",
    trackingNumber: "Tracking number",
    trackingUrl: "Tracking link",
    amount: "Amount",
    reason: "Reason",
    iban: "IBAN",
    accountHolder: "Account holder",
    transferReference: "Transfer reference",
    idempotencyKey: "Request key",
  },
};

export const ADMIN_ORDER_MESSAGES: Record<Language, AdminOrderMessages> = {
  ro: {
    field: (problem, field) => {
      const name = FIELDS.ro[field] ?? `Câmpul „${field}”`;
      switch (problem) {
        case "required":
          return `${name}: câmp obligatoriu.`;
        case "too_long":
          return `${name} este prea lung.`;
        case "carrier":
          return "Alege curierul din listă.";
        case "url":
          return "Linkul de urmărire trebuie să fie o adresă https:// completă.";
        case "amount":
          return "Scrie suma ca număr pozitiv, cu cel mult două zecimale (de exemplu 49,90).";
        case "iban":
          return "IBAN-ul nu este valid. Verifică cifrele.";
        default:
          return `${name} nu este valid.`;
      }
    },
    orderNotFound: "Comanda nu există.",
    refused: {
      not_shippable: "Comanda nu poate fi pregătită sau expediată: nu este confirmată (plătită sau cu plata la livrare) ori a plecat deja.",
      withdrawn: "Clientul s-a retras din contract înainte de expediere: comanda este oprită și nu mai poate fi pregătită sau expediată.",
      not_shipped: "Comanda nu a fost încă expediată.",
      not_cash_on_delivery: "Comanda nu este cu plata la livrare.",
      not_cancellable: "Comanda nu mai poate fi anulată: a fost deja expediată, anulată sau rambursată, ori așteaptă încă plata online.",
    },
    nothingToRefund: "Nu mai este nimic de rambursat pentru această comandă.",
    tooMuch: (refundable) => `Suma depășește ce se mai poate rambursa (${refundable}).`,
    bankAccountNeeded: "Comanda a fost plătită ramburs: completează IBAN-ul, titularul contului și referința transferului.",
    keyReused: "Această cerere a fost deja trimisă cu alte date. Reîncarcă pagina și încearcă din nou.",
    providerFailed: "Procesatorul de plăți nu a răspuns. Rambursarea a rămas în așteptare: încearcă din nou peste câteva minute.",
  },
  en: {
    field: (problem, field) => {
      const name = FIELDS.en[field] ?? `The field "${field}"`;
      switch (problem) {
        case "required":
          return `${name} is required.`;
        case "too_long":
          return `${name} is too long.`;
        case "carrier":
          return "Choose the carrier from the list.";
        case "url":
          return "The tracking link must be a full https:// address.";
        case "amount":
          return "Write the amount as a positive number with at most two decimals (for example 49.90).";
        case "iban":
          return "The IBAN is not valid. Check the digits.";
        default:
          return `${name} is not valid.`;
      }
    },
    orderNotFound: "No such order.",
    refused: {
      not_shippable: "The order cannot be packed or shipped: it is not confirmed (paid or cash on delivery) or it has left already.",
      withdrawn: "The customer withdrew from the contract before shipping: the order is stopped and can no longer be packed or shipped.",
      not_shipped: "The order has not been shipped yet.",
      not_cash_on_delivery: "The order is not cash on delivery.",
      not_cancellable:
        "The order can no longer be cancelled: it has been shipped, cancelled or refunded, or it is still waiting for its online payment.",
    },
    nothingToRefund: "There is nothing left to refund on this order.",
    tooMuch: (refundable) => `The amount is more than what can still be refunded (${refundable}).`,
    bankAccountNeeded: "This order was paid cash on delivery: fill in the IBAN, the account holder and the transfer reference.",
    keyReused: "This request was sent already with other details. Reload the page and try again.",
    providerFailed: "The payment provider did not answer. The refund is pending: try again in a few minutes.",
  },
};
