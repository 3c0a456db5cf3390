/** The admin AWB routes' texts, in the member's language (Romanian "tu", like the store). */
import type { AwbFormProblem } from "#domain/admin/shipments";
import type { Language } from "#domain/locale";

export type AwbRefusal =
  | "not_found"
  | "not_shippable"
  | "courier_not_enabled"
  | "in_progress"
  | "courier_unavailable"
  | "courier_refused"
  | "no_courier"
  | "no_locker"
  | "locker_elsewhere";

export interface AdminShipmentMessages {
  field: (problem: AwbFormProblem | string, field: string) => string;
  refused: Record<Exclude<AwbRefusal, "courier_refused" | "locker_elsewhere">, string>;
  courierRefused: (words: string) => string;
  lockerElsewhere: (courier: string) => string;
  shipmentNotFound: string;
  tooLate: string;
  cancelUnavailable: string;
  labelsMissing: string;
  labelsUnavailable: string;
}

export const ADMIN_SHIPMENT_MESSAGES: Record<Language, AdminShipmentMessages> = {
  ro: {
    field: (problem, field) => {
      switch (problem) {
        case "courier":
          return "Alege un curier din listă.";
        case "service":
          return "Alege serviciul: la adresă sau la locker.";
        case "weight":
          return "Greutatea unui colet este în grame, între 1 și 31000.";
        case "side":
          return "Dimensiunile unui colet sunt în centimetri, între 1 și 200.";
        case "parcels":
          return "Un AWB are între 1 și 10 colete.";
        case "orders":
          return "Alege între 1 și 50 de comenzi, fiecare o singură dată.";
        case "format":
          return "Alege formatul etichetei: A6 sau A4.";
        case "ids":
          return "Coletele se dau ca numere separate prin virgulă (cel mult 50).";
        default:
          return `Câmpul „${field}” nu este valid.`;
      }
    },
    refused: {
      not_found: "Comanda nu există.",
      not_shippable:
        "Comanda nu poate primi AWB: nu este confirmată (plătită sau cu plata la livrare), a plecat deja, a fost anulată ori merge în afara României.",
      courier_not_enabled: "Magazinul nu are cont la acest curier. Alege altul din listă.",
      in_progress: "AWB-ul acestei comenzi se face chiar acum. Așteaptă câteva secunde și reîncarcă pagina.",
      courier_unavailable: "Curierul nu a răspuns. Apasă din nou: nu se pierde nimic și nu se face un al doilea AWB.",
      no_courier: "Comanda nu are un curier ales. Alege curierul din listă.",
      no_locker: "Clientul nu a ales un locker pentru această comandă. Alege livrarea la adresă.",
    },
    courierRefused: (words) => `Curierul a refuzat AWB-ul: ${words}`,
    lockerElsewhere: (courier) => `Lockerul ales de client este al curierului ${courier}. Alege acel curier sau livrarea la adresă.`,
    shipmentNotFound: "Coletul nu există sau nu are AWB.",
    tooLate: "Prea târziu: curierul a scanat deja coletul, iar AWB-ul nu mai poate fi anulat.",
    cancelUnavailable: "Curierul nu a răspuns. AWB-ul nu a fost anulat: încearcă din nou peste puțin timp.",
    labelsMissing: "Unul dintre colete nu există, nu are AWB sau a fost anulat.",
    labelsUnavailable: "Curierul nu a dat eticheta. Încearcă din nou peste puțin timp.",
  },
  en: {
    field: (problem, field) => {
      switch (problem) {
        case "courier":
          return "Choose a courier from the list.";
        case "service":
          return "Choose the service: to the address or to a locker.";
        case "weight":
          return "A parcel's weight is in grams, between 1 and 31000.";
        case "side":
          return "A parcel's sizes are in centimetres, between 1 and 200.";
        case "parcels":
          return "An AWB has between 1 and 10 parcels.";
        case "orders":
          return "Choose between 1 and 50 orders, each once.";
        case "format":
          return "Choose the label format: A6 or A4.";
        case "ids":
          return "Give the parcels as numbers separated by commas (at most 50).";
        default:
          return `The field "${field}" is not valid.`;
      }
    },
    refused: {
      not_found: "No such order.",
      not_shippable:
        "This order cannot have an AWB: it is not confirmed (paid or cash on delivery), it has left already, it was cancelled, or it goes outside Romania.",
      courier_not_enabled: "The store has no account with this courier. Choose another from the list.",
      in_progress: "This order's AWB is being made right now. Wait a few seconds and reload the page.",
      courier_unavailable: "The courier did not answer. Press again: nothing is lost and no second AWB is made.",
      no_courier: "The order has no courier chosen. Choose the courier from the list.",
      no_locker: "The customer chose no locker for this order. Choose delivery to the address.",
    },
    courierRefused: (words) => `The courier refused the AWB: ${words}`,
    lockerElsewhere: (courier) => `The customer's locker belongs to ${courier}. Choose that courier or delivery to the address.`,
    shipmentNotFound: "No such parcel, or it has no AWB.",
    tooLate: "Too late: the courier has already scanned the parcel, so the AWB can no longer be cancelled.",
    cancelUnavailable: "The courier did not answer. The AWB was not cancelled: try again in a little while.",
    labelsMissing: "One of the parcels does not exist, has no AWB or was cancelled.",
    labelsUnavailable: "The courier did not give the label. Try again in a little while.",
  },
};
