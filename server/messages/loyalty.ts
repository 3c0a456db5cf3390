/** Loyalty points' refusals and the ledger's export (issue 71 items 1 and 3), in the member's language. */
import type { Language } from "#domain/locale";
import type { LoyaltyEntryKind } from "#domain/loyalty";

export const LOYALTY_MESSAGES = {
  ro: {
    notFound: "Clientul nu există.",
    insufficient: "Punctele clientului nu ajung pentru această scădere.",
    points: "Scrie numărul de puncte, întreg și diferit de zero (cu minus pentru o scădere), de cel mult 100.000.",
    reason: "Scrie motivul ajustării (cel mult 500 de caractere).",
    settings: {
      enabled: "Alege dacă programul de puncte e pornit.",
      pointsPer100Lei: "Scrie câte puncte aduc 100 de lei de produse: un număr întreg între 1 și 1.000.",
      baniPerPoint: "Scrie cât valorează un punct, în bani: un număr întreg între 1 și 1.000.",
      minimumToRedeem: "Scrie de la câte puncte se pot folosi: un număr întreg între 0 și 100.000.",
      maxOrderPercent: "Scrie cât din valoarea produselor pot plăti punctele: un procent întreg între 1 și 100.",
      expiryMonths: "Scrie după câte luni de la ultimul câștig expiră punctele: între 0 (niciodată) și 60.",
      reviewPoints: "Scrie câte puncte aduce o recenzie publicată: între 0 și 10.000.",
      firstRenewalPoints: "Scrie câte puncte aduce prima reînnoire a unui abonament: între 0 și 10.000.",
      sources: "Alege din ce se câștigă puncte: comenzi, recenzii, prima reînnoire.",
    },
    csv: {
      fileName: "registru-puncte",
      header: ["Nr.", "Data", "Client (id)", "Tip", "Puncte", "Nerecuperate", "Cauza", "Comanda", "Motiv", "Făcut de"],
      kinds: {
        earned: "câștigate",
        spent: "folosite",
        restored: "date înapoi",
        reversed: "retrase",
        expired: "expirate",
        adjusted: "ajustate",
      } satisfies Record<LoyaltyEntryKind, string>,
    },
  },
  en: {
    notFound: "No such customer.",
    insufficient: "The customer's points are not enough for this debit.",
    points: "Enter a whole number of points other than zero (negative for a debit), at most 100,000.",
    reason: "Enter the reason for the adjustment (at most 500 characters).",
    settings: {
      enabled: "Choose whether the points program is on.",
      pointsPer100Lei: "Enter the points 100 lei of goods earn: a whole number from 1 to 1,000.",
      baniPerPoint: "Enter what one point is worth, in bani: a whole number from 1 to 1,000.",
      minimumToRedeem: "Enter from how many points they can be used: a whole number from 0 to 100,000.",
      maxOrderPercent: "Enter how much of the goods points may pay: a whole percent from 1 to 100.",
      expiryMonths: "Enter how many months after the last earn points expire: from 0 (never) to 60.",
      reviewPoints: "Enter the points a published review earns: from 0 to 10,000.",
      firstRenewalPoints: "Enter the points a subscription's first renewal earns: from 0 to 10,000.",
      sources: "Choose what earns points: orders, reviews, the first renewal.",
    },
    csv: {
      fileName: "points-ledger",
      header: ["No.", "Date", "Customer (id)", "Kind", "Points", "Not recovered", "Cause", "Order", "Reason", "By"],
      kinds: {
        earned: "earned",
        spent: "spent",
        restored: "given back",
        reversed: "taken back",
        expired: "expired",
        adjusted: "adjusted",
      } satisfies Record<LoyaltyEntryKind, string>,
    },
  },
} satisfies Record<Language, unknown>;
