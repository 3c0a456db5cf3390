/**
 * A new staff member's invitation (issue 40 item 6): who invited them, for which role, the setup link and until
 * when it works. The link is the only way in, so it goes to the invitee's own address; an owner who resends it
 * makes a new link and the old one stops working.
 */
import type { Language } from "#domain/locale";
import type { StaffRole } from "#domain/staff-roles";
import { noticeTemplate } from "./layout.ts";
import { HELLO, romanianTime } from "./wording.ts";

export interface StaffInviteMail {
  to: string;
  language: Language;
  name: string;
  role: StaffRole;
  /** Who sent the invitation, as the audit log names them. */
  invitedBy: string;
  setupUrl: string;
  expiresAt: Date;
}

const ROLES = {
  ro: { owner: "proprietar", fulfilment: "livrări", support: "relații cu clienții" },
  en: { owner: "owner", fulfilment: "fulfilment", support: "customer support" },
} as const satisfies Record<Language, Record<StaffRole, string>>;

const COPY = {
  ro: {
    subject: (brand: string) => `Invitație în administrarea ${brand}`,
    hello: HELLO.ro,
    what: (by: string, brand: string, role: string) => `${by} te-a invitat în administrarea magazinului ${brand}, cu rolul „${role}”.`,
    how: "Deschide linkul de mai jos, alege-ți parola și, dacă rolul tău o cere, configurează autentificarea în doi pași.",
    until: (at: string) => `Linkul funcționează o singură dată, până pe ${at} (ora României).`,
    action: "Configurează-ți contul",
    smallPrint: "Dacă nu te așteptai la această invitație, ignoră mesajul: fără link, nimeni nu intră în contul tău.",
  },
  en: {
    subject: (brand: string) => `Your invitation to the ${brand} admin`,
    hello: HELLO.en,
    what: (by: string, brand: string, role: string) => `${by} invited you to the ${brand} store's admin, with the role "${role}".`,
    how: "Open the link below, choose your password and, if your role asks for it, set up two-step sign-in.",
    until: (at: string) => `The link works once, until ${at} (Romanian time).`,
    action: "Set up your account",
    smallPrint: "If you did not expect this invitation, ignore this message: without the link, nobody gets into your account.",
  },
} as const;

export const renderStaffInvite = noticeTemplate("staff_invite", COPY, (copy, mail: StaffInviteMail, branding) => ({
  subject: copy.subject(branding.brandName),
  greeting: copy.hello(mail.name),
  sentences: [
    copy.what(mail.invitedBy, branding.brandName, ROLES[mail.language][mail.role]),
    copy.how,
    copy.until(romanianTime(mail.language, mail.expiresAt)),
  ],
  url: mail.setupUrl,
}));
