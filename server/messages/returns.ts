/**
 * The customer's return refusals and the sentences about a return's photos, in Romanian and English (decision 0091).
 * A refusal's `code` is its key here; a photo's sentence names it by its file name (or its place, when it has none).
 */
import {
  RETURN_PHOTO_MAX_BYTES,
  RETURN_PHOTO_MIN_SIDE,
  RETURN_PHOTOS_MAX,
  type ReturnPhotoRefusal,
  type ReturnRefusal,
} from "#domain/customer-returns";
import type { Language } from "#domain/locale";

export const RETURN_REFUSAL_MESSAGES: Record<Language, Record<ReturnRefusal, string>> = {
  ro: {
    invalid_request: "Cererea nu poate fi citită. Verifică produsele alese și încearcă din nou.",
    order_not_found: "Nu am găsit această comandă în contul tău.",
    not_received: "Comanda nu a ajuns încă la tine. O poți returna după ce o primești.",
    window_closed: "Au trecut cele 30 de zile de la livrare: comanda nu mai poate fi returnată.",
    line_not_found: "Produsul ales nu face parte din această comandă.",
    too_many_units: "Ai ales mai multe bucăți decât mai poți returna din acest produs.",
    details_required: "Spune-ne ce s-a întâmplat: pentru acest motiv avem nevoie de detalii.",
    bank_account_required: "Pentru o comandă plătită la livrare, scrie IBAN-ul în care îți trimitem banii.",
    iban_invalid: "IBAN-ul nu este corect. Verifică-l: are 24 de caractere pentru un cont din România.",
    account_holder_required: "Scrie numele titularului contului.",
    not_cancellable: "Returul nu mai poate fi anulat: magazinul a răspuns deja cererii.",
    return_not_found: "Nu am găsit acest retur în contul tău.",
    store_credit_needs_account: "Creditul în magazin se păstrează într-un cont. Alege să primești banii înapoi.",
  },
  en: {
    invalid_request: "The request could not be read. Check the products you chose and try again.",
    order_not_found: "We could not find this order in your account.",
    not_received: "The order has not reached you yet. You can return it once it arrives.",
    window_closed: "The 30 days since delivery have passed: this order can no longer be returned.",
    line_not_found: "The chosen product is not part of this order.",
    too_many_units: "You chose more units than you can still return of this product.",
    details_required: "Tell us what happened: we need the details for this reason.",
    bank_account_required: "For an order paid on delivery, enter the IBAN we send the money to.",
    iban_invalid: "The IBAN is not valid. Check it: a Romanian account's has 24 characters.",
    account_holder_required: "Enter the account holder's name.",
    not_cancellable: "The return can no longer be cancelled: the store has already answered it.",
    return_not_found: "We could not find this return in your account.",
    store_credit_needs_account: "Store credit is kept in an account. Choose to get your money back instead.",
  },
};

const MEGABYTES = RETURN_PHOTO_MAX_BYTES / 1024 / 1024;

export const RETURN_PHOTO_MESSAGES: Record<
  Language,
  Record<Exclude<ReturnPhotoRefusal, "photo_count" | "photo_too_small">, (name: string) => string> & {
    photo_count: string;
    photo_too_small: (name: string, width: number, height: number) => string;
    unnamed: (position: number) => string;
    bodyTooLarge: string;
  }
> = {
  ro: {
    photo_count: `Poți trimite cel mult ${RETURN_PHOTOS_MAX} fotografii.`,
    photo_type: (name) => `„${name}” nu este o fotografie pe care o putem citi. Trimite un fișier JPEG, PNG, WebP sau AVIF.`,
    photo_heic: (name) =>
      `„${name}” este o fotografie HEIC, pe care nu o putem citi. Trimite-o ca JPEG sau PNG (de exemplu, fă o captură de ecran a ei).`,
    photo_too_large: (name) => `„${name}” are peste ${MEGABYTES} MB. Alege o fotografie mai mică.`,
    photo_too_small: (name, width, height) =>
      `„${name}” are doar ${width} × ${height} px. Trimite o fotografie de cel puțin ${RETURN_PHOTO_MIN_SIDE} px pe latura mică, ca să se vadă ce s-a întâmplat.`,
    unnamed: (position) => `Fotografia ${position}`,
    bodyTooLarge: `Fotografiile trimise sunt prea mari: cel mult ${RETURN_PHOTOS_MAX}, de câte ${MEGABYTES} MB.`,
  },
  en: {
    photo_count: `You can send at most ${RETURN_PHOTOS_MAX} photos.`,
    photo_type: (name) => `"${name}" is not a photo we can read. Send a JPEG, PNG, WebP or AVIF file.`,
    photo_heic: (name) => `"${name}" is a HEIC photo, which we cannot read. Send it as a JPEG or PNG (a screenshot of it will do).`,
    photo_too_large: (name) => `"${name}" is over ${MEGABYTES} MB. Choose a smaller photo.`,
    photo_too_small: (name, width, height) =>
      `"${name}" is only ${width} × ${height} px. Send a photo at least ${RETURN_PHOTO_MIN_SIDE} px on its short side, so we can see what happened.`,
    unnamed: (position) => `Photo ${position}`,
    bodyTooLarge: `The photos sent are too large: at most ${RETURN_PHOTOS_MAX}, of ${MEGABYTES} MB each.`,
  },
};
