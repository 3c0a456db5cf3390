/**
 * The staff member's warning that their admin account is receiving many wrong passwords (decision 0070):
 * how many, when and from where the latest came, and what to do — in the member's language. Sent at most
 * once an hour per member, however long the guessing lasts.
 */
import type { Language } from "#domain/locale";
import { noticeTemplate } from "./layout.ts";
import { HELLO, romanianTime } from "./wording.ts";

export interface StaffSignInAlert {
  to: string;
  language: Language;
  name: string;
  /** Wrong passwords counted in the window, the one that triggered this message included. */
  failures: number;
  windowMinutes: number;
  latestAt: Date;
  /** The address the latest wrong password came from, as the audit log writes it. */
  latestClient: string;
  loginUrl: string;
}

/** Romanian puts "de" between a number and its noun from 20 on, unless the number ends in 01–19 (101 minute). */
const counted = (count: number) => (count >= 20 && (count % 100 === 0 || count % 100 >= 20) ? `${count} de` : String(count));

const COPY = {
  ro: {
    subject: (brand: string) => `Multe parole greșite pentru contul tău de administrare – ${brand}`,
    hello: HELLO.ro,
    what: (email: string, failures: number, minutes: number) =>
      `În ultimele ${counted(minutes)} minute, cineva a încercat ${counted(failures)} parole greșite pentru contul tău de administrare (${email}).`,
    latest: (at: string, client: string) => `Ultima încercare: ${at} (ora României), de la adresa ${client}.`,
    ifYou: "Dacă ai fost tu, nu trebuie să faci nimic.",
    ifNot:
      "Dacă nu, cineva îți ghicește parola. Te poți autentifica în continuare de pe un dispozitiv pe care ai mai intrat. Dacă parola ta ar putea fi cunoscută, cere proprietarului magazinului să-ți reseteze accesul.",
    action: "Deschide administrarea",
    smallPrint: "Trimitem acest mesaj cel mult o dată pe oră, oricâte parole greșite ar mai veni.",
  },
  en: {
    subject: (brand: string) => `Many wrong passwords for your admin account – ${brand}`,
    hello: HELLO.en,
    what: (email: string, failures: number, minutes: number) =>
      `In the last ${minutes} minutes, someone tried ${failures} wrong passwords for your admin account (${email}).`,
    latest: (at: string, client: string) => `Latest attempt: ${at} (Romanian time), from the address ${client}.`,
    ifYou: "If it was you, there is nothing to do.",
    ifNot:
      "If not, someone is guessing your password. You can still sign in from a device you have signed in on before. If your password may be known, ask the store's owner to reset your access.",
    action: "Open the admin",
    smallPrint: "We send this message at most once an hour, however many more wrong passwords arrive.",
  },
} satisfies Record<Language, unknown>;

export const renderStaffSignInAlert = noticeTemplate("staff_sign_in_alert", COPY, (copy, alert: StaffSignInAlert, branding) => ({
  subject: copy.subject(branding.brandName),
  greeting: copy.hello(alert.name),
  sentences: [
    copy.what(alert.to, alert.failures, alert.windowMinutes),
    copy.latest(romanianTime(alert.language, alert.latestAt), alert.latestClient),
    copy.ifYou,
    copy.ifNot,
  ],
  url: alert.loginUrl,
}));
