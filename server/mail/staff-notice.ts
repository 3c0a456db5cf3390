/**
 * What the staff are told needs them (issue 40 item 6): a new return request, a declined card renewal, a customer
 * who reports adverse effects. One email per member whose role handles it, in the member's language, with the link
 * to the admin page where it is dealt with. Customers' details stay in the admin: the email names the order and the
 * customer's address, nothing of their health beyond "adverse effects were reported".
 */
import type { Database } from "#server/db/client";
import type { Language } from "#domain/locale";
import { noticeMail } from "./layout.ts";
import type { MailBranding, MailMessage } from "./mail-types.ts";
import { HELLO, lei } from "./wording.ts";

export type StaffNotice =
  | {
      kind: "return_requested";
      returnId: number;
      returnKind: "return" | "withdrawal";
      orderNumber: number;
      customerEmail: string;
    }
  | {
      kind: "renewal_declined";
      subscriptionId: number;
      orderNumber: number;
      customerEmail: string;
      totalRonMinor: number;
      /** The provider's decline code, shown in the admin's words. */
      decline: string;
      /** After the last retry: the order is cancelled and the subscription paused. */
      final: boolean;
    }
  | {
      kind: "adverse_effects";
      subscriptionId: number;
      productName: string;
      customerEmail: string;
      /** What the customer did when they reported it. */
      source: "cancelled" | "paused";
    }
  | {
      kind: "efactura_due";
      label: string;
      orderNumber: number;
      /** The last day it may reach e-Factura. */
      dueOn: string;
      /** Where it stands: not sent, sent without an answer yet, or refused. */
      status: "not_sent" | "sent" | "rejected";
    }
  | {
      kind: "accessibility_barrier";
      reportId: number;
      /** The page or feature as the shopper named it; null when they did not. */
      page: string | null;
      /** The shopper left an address to answer. */
      canReply: boolean;
    }
  | {
      kind: "webhook_disabled";
      endpointId: number;
      url: string;
      failures: number;
    }
  | {
      kind: "anaf_token_expiring";
      /** The day ANAF's refresh token stops working (365 days after it was issued). */
      expiresOn: string;
    };

/**
 * Writes a notice's emails to the staff who handle it, in the caller's transaction; answers their outbox ids for
 * `mailer.deliver` after the commit. The staff module makes it (it knows the members); the platform hands it out.
 */
export type NotifyStaff = (tx: Database, notice: StaffNotice) => Promise<number[]>;

export interface StaffNoticeMail {
  to: string;
  language: Language;
  name: string;
  notice: StaffNotice;
}

/** The decline codes a provider answers most, in words; any other is named by its code. */
const DECLINES = {
  ro: {
    card_declined: "banca a refuzat cardul",
    insufficient_funds: "fonduri insuficiente",
    expired_card: "cardul a expirat",
    authentication_required: "banca cere confirmarea clientului",
    cash_on_delivery: "clientul a trecut pe plata la livrare",
  },
  en: {
    card_declined: "the bank declined the card",
    insufficient_funds: "insufficient funds",
    expired_card: "the card has expired",
    authentication_required: "the bank asks the customer to confirm",
    cash_on_delivery: "the customer switched to cash on delivery",
  },
} as const satisfies Record<Language, Record<string, string>>;

export function declineInWords(decline: string, language: Language): string {
  const words: Record<string, string> = DECLINES[language];
  return words[decline] ?? (language === "ro" ? `refuzată (cod ${decline})` : `declined (code ${decline})`);
}

const COPY = {
  ro: {
    hello: HELLO.ro,
    return_requested: {
      subject: (kind: "return" | "withdrawal", order: number) =>
        kind === "withdrawal" ? `Retragere din comanda #${order} (14 zile)` : `Cerere nouă de retur pentru comanda #${order}`,
      what: (kind: "return" | "withdrawal", order: number, email: string) =>
        kind === "withdrawal"
          ? `${email} s-a retras din comanda #${order} (dreptul legal de retragere).`
          : `${email} a cerut un retur pentru comanda #${order}.`,
      next: {
        return: "Cererea așteaptă o decizie: aprob-o sau refuz-o din administrare.",
        withdrawal:
          "Retragerea e dreptul legal al clientului, iar banii i se datorează în 14 zile: urmărește din administrare coletul înapoi și rambursarea.",
      },
      action: { return: "Vezi cererea", withdrawal: "Vezi retragerea" },
    },
    renewal_declined: {
      subject: (order: number) => `Plată de abonament refuzată: comanda #${order}`,
      what: (total: string, order: number, email: string, reason: string) =>
        `Plata de ${total} pentru reînnoirea #${order} a lui ${email} a fost refuzată: ${reason}.`,
      retrying: "Cardul se încearcă din nou automat; clientul a primit un e-mail cu ce poate face.",
      final: "A fost ultima încercare: comanda este anulată, iar abonamentul în pauză până îl reia clientul.",
      action: "Vezi abonamentul",
    },
    adverse_effects: {
      subject: (product: string) => `Efecte adverse raportate: ${product}`,
      what: (email: string, product: string, source: "cancelled" | "paused") =>
        source === "cancelled"
          ? `${email} și-a anulat abonamentul la ${product} și a spus că a avut efecte adverse.`
          : `${email} și-a pus pe pauză abonamentul la ${product} și a spus că a avut efecte adverse.`,
      next: "Raportul e în registrul de siguranță al proprietarului (Administrare › Siguranță); contactează clientul și notează ce afli.",
      // The subscription's page: support, who follows the customer up, cannot open the owner's safety file.
      action: "Vezi abonamentul",
    },
    efactura_due: {
      subject: (label: string, dueOn: string) => `e-Factura: ${label} trebuie să ajungă la ANAF până pe ${dueOn}`,
      what: (label: string, order: number, dueOn: string) =>
        `Factura ${label} (comanda #${order}) trebuie transmisă în e-Factura până la sfârșitul zilei de ${dueOn} (5 zile lucrătoare de la emitere); amenda pentru întârziere e între 1.000 și 10.000 de lei.`,
      status: {
        not_sent: "Nu a fost trimisă încă: trimite-o din administrare.",
        sent: "A fost trimisă, dar ANAF nu a răspuns încă: verifică-i starea din administrare.",
        rejected: "ANAF a refuzat-o: vezi mesajul ANAF, corectează și trimite din nou.",
      },
      action: "Vezi facturile",
    },
    anaf_token_expiring: {
      subject: (expiresOn: string) => `Autorizarea e-Factura expiră pe ${expiresOn}`,
      what: (expiresOn: string) =>
        `Tokenul de reîmprospătare ANAF al magazinului expiră pe ${expiresOn} (365 de zile de la emitere). După această dată facturile nu mai pot fi trimise în e-Factura.`,
      next: "Autorizează din nou aplicația în portalul ANAF cu certificatul calificat, apoi setează ANAF_REFRESH_TOKEN și ANAF_REFRESH_TOKEN_ISSUED_ON și repornește magazinul.",
      action: "Vezi facturile",
    },
    accessibility_barrier: {
      subject: "Barieră de accesibilitate raportată",
      what: (page: string | null) =>
        page === null
          ? "Un vizitator a raportat ceva din magazin pe care nu l-a putut folosi."
          : `Un vizitator a raportat ceva pe care nu l-a putut folosi: „${page}”.`,
      reply: {
        yes: "A lăsat o adresă de e-mail: răspunde-i în 5 zile lucrătoare, cum promite declarația de accesibilitate.",
        no: "Nu a lăsat o adresă de e-mail: citește raportul, rezolvă bariera și marchează-l rezolvat.",
      },
      action: "Vezi raportul",
    },
    webhook_disabled: {
      subject: "Un webhook a fost dezactivat după erori repetate",
      what: (url: string, failures: number) =>
        `Magazinul a oprit trimiterile către ${url}: ultimele ${failures} încercări au eșuat una după alta.`,
      next: "Livrările rămase te așteaptă: verifică adresa și serverul care primește, apoi reactivează webhookul din administrare.",
      action: "Vezi webhookurile",
    },
    smallPrint: "Primești acest mesaj pentru că rolul tău în administrare se ocupă de asta.",
  },
  en: {
    hello: HELLO.en,
    return_requested: {
      subject: (kind: "return" | "withdrawal", order: number) =>
        kind === "withdrawal" ? `Withdrawal from order #${order} (14 days)` : `New return request for order #${order}`,
      what: (kind: "return" | "withdrawal", order: number, email: string) =>
        kind === "withdrawal"
          ? `${email} withdrew from order #${order} (the legal right of withdrawal).`
          : `${email} asked to return items from order #${order}.`,
      next: {
        return: "The request waits for a decision: approve or reject it in the admin.",
        withdrawal:
          "Withdrawal is the customer's legal right and the money is due within 14 days: follow the parcel back and the refund in the admin.",
      },
      action: { return: "View the request", withdrawal: "View the withdrawal" },
    },
    renewal_declined: {
      subject: (order: number) => `Subscription payment declined: order #${order}`,
      what: (total: string, order: number, email: string, reason: string) =>
        `The ${total} payment for ${email}'s renewal #${order} was declined: ${reason}.`,
      retrying: "The card is tried again automatically; the customer got an email saying what they can do.",
      final: "That was the last try: the order is cancelled and the subscription paused until the customer resumes it.",
      action: "View the subscription",
    },
    adverse_effects: {
      subject: (product: string) => `Adverse effects reported: ${product}`,
      what: (email: string, product: string, source: "cancelled" | "paused") =>
        source === "cancelled"
          ? `${email} cancelled their ${product} subscription and said they had adverse effects.`
          : `${email} paused their ${product} subscription and said they had adverse effects.`,
      next: "The report is in the owner's safety file (Admin › Safety); contact the customer and note what you learn.",
      action: "View the subscription",
    },
    efactura_due: {
      subject: (label: string, dueOn: string) => `e-Factura: ${label} must reach ANAF by ${dueOn}`,
      what: (label: string, order: number, dueOn: string) =>
        `Invoice ${label} (order #${order}) must reach e-Factura by the end of ${dueOn} (5 working days from its issue); a late invoice is fined 1,000 to 10,000 lei.`,
      status: {
        not_sent: "It has not been sent yet: send it from the admin.",
        sent: "It was sent, but ANAF has not answered yet: check how it stands in the admin.",
        rejected: "ANAF refused it: read ANAF's message, correct it and send it again.",
      },
      action: "View the invoices",
    },
    anaf_token_expiring: {
      subject: (expiresOn: string) => `The e-Factura authorisation expires on ${expiresOn}`,
      what: (expiresOn: string) =>
        `The store's ANAF refresh token expires on ${expiresOn} (365 days after it was issued). After that day invoices cannot be sent to e-Factura.`,
      next: "Authorise the application again in ANAF's portal with the qualified certificate, then set ANAF_REFRESH_TOKEN and ANAF_REFRESH_TOKEN_ISSUED_ON and restart the store.",
      action: "View the invoices",
    },
    accessibility_barrier: {
      subject: "Accessibility barrier reported",
      what: (page: string | null) =>
        page === null
          ? "A visitor reported something in the store they could not use."
          : `A visitor reported something they could not use: “${page}”.`,
      reply: {
        yes: "They left an email address: answer within 5 business days, as the accessibility statement promises.",
        no: "They left no email address: read the report, fix the barrier and mark it handled.",
      },
      action: "View the report",
    },
    webhook_disabled: {
      subject: "A webhook was disabled after repeated failures",
      what: (url: string, failures: number) => `The store stopped sending to ${url}: the last ${failures} attempts failed in a row.`,
      next: "The deliveries left wait for you: check the address and the receiving server, then enable the webhook again in the admin.",
      action: "View the webhooks",
    },
    smallPrint: "You get this message because your role in the admin handles it.",
  },
} as const;

function content(branding: MailBranding, language: Language, notice: StaffNotice) {
  const admin = `${branding.baseUrl}/admin`;
  switch (notice.kind) {
    case "return_requested": {
      const copy = COPY[language].return_requested;
      return {
        subject: copy.subject(notice.returnKind, notice.orderNumber),
        sentences: [copy.what(notice.returnKind, notice.orderNumber, notice.customerEmail), copy.next[notice.returnKind]],
        action: { label: copy.action[notice.returnKind], url: `${admin}/returns/${notice.returnId}` },
      };
    }
    case "renewal_declined": {
      const copy = COPY[language].renewal_declined;
      return {
        subject: copy.subject(notice.orderNumber),
        sentences: [
          copy.what(lei(notice.totalRonMinor), notice.orderNumber, notice.customerEmail, declineInWords(notice.decline, language)),
          notice.final ? copy.final : copy.retrying,
        ],
        action: { label: copy.action, url: `${admin}/subscriptions/${notice.subscriptionId}` },
      };
    }
    case "adverse_effects": {
      const copy = COPY[language].adverse_effects;
      return {
        subject: copy.subject(notice.productName),
        sentences: [copy.what(notice.customerEmail, notice.productName, notice.source), copy.next],
        action: { label: copy.action, url: `${admin}/subscriptions/${notice.subscriptionId}` },
      };
    }
    case "efactura_due": {
      const copy = COPY[language].efactura_due;
      return {
        subject: copy.subject(notice.label, notice.dueOn),
        sentences: [copy.what(notice.label, notice.orderNumber, notice.dueOn), copy.status[notice.status]],
        action: { label: copy.action, url: `${admin}/invoices` },
      };
    }
    case "accessibility_barrier": {
      const copy = COPY[language].accessibility_barrier;
      return {
        subject: copy.subject,
        sentences: [copy.what(notice.page), notice.canReply ? copy.reply.yes : copy.reply.no],
        action: { label: copy.action, url: `${admin}/accessibility#barrier-${notice.reportId}` },
      };
    }
    case "webhook_disabled": {
      const copy = COPY[language].webhook_disabled;
      return {
        subject: copy.subject,
        sentences: [copy.what(notice.url, notice.failures), copy.next],
        action: { label: copy.action, url: `${admin}/webhooks#webhook-${notice.endpointId}` },
      };
    }
    case "anaf_token_expiring": {
      const copy = COPY[language].anaf_token_expiring;
      return {
        subject: copy.subject(notice.expiresOn),
        sentences: [copy.what(notice.expiresOn), copy.next],
        action: { label: copy.action, url: `${admin}/invoices` },
      };
    }
  }
}

export function renderStaffNotice(branding: MailBranding, mail: StaffNoticeMail): MailMessage {
  const { subject, sentences, action } = content(branding, mail.language, mail.notice);
  return noticeMail(branding, mail, {
    kind: "staff_notice",
    subject: `${subject} – ${branding.brandName}`,
    greeting: COPY[mail.language].hello(mail.name),
    sentences,
    action,
    smallPrint: COPY[mail.language].smallPrint,
  });
}
