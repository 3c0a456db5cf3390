/** The texts of `GET /api/pickup-points`, in the shopper's language. */
import type { Language } from "#domain/locale";

interface PickupPointMessages {
  invalid: string;
  courier: string;
  text: (max: number) => string;
  place: string;
  weight: string;
  cod: string;
  limit: (max: number) => string;
}

export const PICKUP_POINT_MESSAGES: Record<Language, PickupPointMessages> = {
  ro: {
    invalid: "Căutarea de lockere nu este validă. Corectează câmpurile marcate.",
    courier: "Alege un curier cunoscut de magazin (sameday, fan_courier, cargus).",
    text: (max) => `Cel mult ${max} de caractere.`,
    place: "Latitudinea (lat) și longitudinea (lng) se dau împreună, ca numere în grade.",
    weight: "Greutatea se dă în grame, ca număr întreg pozitiv.",
    cod: "Plata la livrare se cere cu cod=1 sau cod=0.",
    limit: (max) => `Limita este un număr între 1 și ${max}.`,
  },
  en: {
    invalid: "The locker search is not valid. Please correct the marked fields.",
    courier: "Please name a courier the store knows (sameday, fan_courier, cargus).",
    text: (max) => `At most ${max} characters.`,
    place: "Latitude (lat) and longitude (lng) come together, as numbers in degrees.",
    weight: "The weight is given in grams, as a positive whole number.",
    cod: "Cash on delivery is asked with cod=1 or cod=0.",
    limit: (max) => `The limit is a number from 1 to ${max}.`,
  },
};
