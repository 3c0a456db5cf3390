/** The texts of the admin's cash-on-delivery spreadsheets (issue 43 item 7), in the member's language (Romanian "tu"). */
import { COD_LATE_AFTER_MAX_DAYS, type CodTransferProblem } from "#domain/cod-reconciliation";
import type { Language } from "#domain/locale";

export const ADMIN_COD_MESSAGES: Record<
  Language,
  {
    unknownList: string;
    days: string;
    files: { late: string; transfers: string };
    lateHeader: string[];
    transfersHeader: string[];
    problems: Record<CodTransferProblem, string>;
  }
> = {
  ro: {
    unknownList: "Nu există o asemenea listă: late.csv (colete întârziate) sau transfers.csv (viramente).",
    days: `„Zile” este un număr întreg de la 1 la ${COD_LATE_AFTER_MAX_DAYS}.`,
    files: { late: "ramburs-intarziat", transfers: "viramente-ramburs" },
    lateHeader: ["Comanda", "Curier", "AWB", "Ramburs (lei)", "Livrat", "Așteaptă de (zile)"],
    transfersHeader: ["Virat pe", "Curier", "AWB", "Virat (lei)", "Datorat pe colet (lei)", "Comanda", "Referința bancară", "De ce"],
    problems: {
      unmatched: "Niciun colet al magazinului nu are acest AWB",
      amount_differs: "Altă sumă decât cea de încasat",
      repeated: "Colet deja plătit printr-un virament anterior",
      order_not_settled: "Comanda n-a primit banii",
    },
  },
  en: {
    unknownList: "No such list: late.csv (late parcels) or transfers.csv (transfers).",
    days: `"Days" is a whole number from 1 to ${COD_LATE_AFTER_MAX_DAYS}.`,
    files: { late: "cod-late", transfers: "cod-transfers" },
    lateHeader: ["Order", "Courier", "AWB", "Cash to collect (lei)", "Delivered", "Waiting (days)"],
    transfersHeader: ["Paid on", "Courier", "AWB", "Transferred (lei)", "Owed on the parcel (lei)", "Order", "Bank reference", "Why"],
    problems: {
      unmatched: "No parcel of the store has this AWB",
      amount_differs: "Not the amount to collect",
      repeated: "Parcel already paid by an earlier transfer",
      order_not_settled: "The order did not take the cash",
    },
  },
};
