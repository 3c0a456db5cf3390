/**
 * The frame every email shares: the brand on top, the content, and who to write to. HTML email
 * clients ignore stylesheets, so styles are inline and the layout is a single centred table.
 */
import type { Language } from "#domain/locale";
import { escapeHtml } from "#domain/escape-html";
import { STAFF_MAIL_KINDS, type MailBranding, type MailMessage } from "./mail-types.ts";

const FOOTER = {
  ro: (brand: string, support: string) => `Ai întrebări? Scrie-ne la ${support}. Acest e-mail a fost trimis de ${brand}.`,
  en: (brand: string, support: string) => `Questions? Write to us at ${support}. This email was sent by ${brand}.`,
};

/** The store's own people are not invited to write to its support address, nor shown the trader's line meant for shoppers. */
const STAFF_FOOTER = {
  ro: (brand: string) => `Mesaj intern al magazinului ${brand}, trimis echipei din administrare.`,
  en: (brand: string) => `An internal message of ${brand}, sent to the team in the admin.`,
};

/** Who reads an email: a shopper (the support footer and the trader's line) or a member of the staff. */
export type MailAudience = "customer" | "staff";

export const audienceOf = (kind: MailMessage["kind"]): MailAudience => (STAFF_MAIL_KINDS.has(kind) ? "staff" : "customer");

/** Who sends, as the law asks a trader to say in its messages (Legea 365/2002 art. 5): one short line. */
const COMPANY_LINE = {
  ro: ({ legalName, registrationNumber, vatId, address }: NonNullable<MailBranding["company"]>) =>
    `${legalName} · Nr. ORC ${registrationNumber} · CUI ${vatId} · ${address}`,
  en: ({ legalName, registrationNumber, vatId, address }: NonNullable<MailBranding["company"]>) =>
    `${legalName} · Reg. no. ${registrationNumber} · Tax code ${vatId} · ${address}`,
};

/** Already escaped HTML, so templates cannot pass raw values into the layout by mistake. */
export interface SafeHtml {
  readonly html: string;
}

export const safe = (html: string): SafeHtml => ({ html });

/** Interpolates values into an HTML snippet, escaping every one that is not already SafeHtml. */
export function html(strings: TemplateStringsArray, ...values: (string | number | SafeHtml)[]): SafeHtml {
  let result = strings[0]!;
  values.forEach((value, index) => {
    result += typeof value === "object" ? value.html : escapeHtml(String(value));
    result += strings[index + 1]!;
  });
  return safe(result);
}

export function paragraph(text: string): SafeHtml {
  return html`<p style="margin:0 0 16px;font-size:16px;line-height:24px;color:#1f2933">${text}</p>`;
}

export function smallPrint(text: string): SafeHtml {
  return html`<p style="margin:0 0 12px;font-size:13px;line-height:20px;color:#52606d">${text}</p>`;
}

export function button(label: string, url: string): SafeHtml {
  return html`<table role="presentation" cellspacing="0" cellpadding="0" style="margin:8px 0 24px">
    <tr>
      <td style="border-radius:6px;background:#7b3f61">
        <a href="${url}" style="display:inline-block;padding:12px 24px;font-size:16px;font-weight:bold;color:#ffffff;text-decoration:none"
          >${label}</a
        >
      </td>
    </tr>
  </table>`;
}

/** The link spelled out, for clients that do not show buttons. */
export function linkFallback(language: Language, url: string): SafeHtml {
  const lead =
    language === "ro"
      ? "Dacă butonul nu funcționează, copiază acest link în browser:"
      : "If the button does not work, copy this link into your browser:";
  return html`<p style="margin:0 0 16px;font-size:13px;line-height:20px;color:#52606d">
    ${lead}<br /><a href="${url}" style="color:#7b3f61;word-break:break-all">${url}</a>
  </p>`;
}

export function htmlDocument(
  language: Language,
  branding: MailBranding,
  title: string,
  body: readonly SafeHtml[],
  audience: MailAudience = "customer",
): string {
  const content = body.map((part) => part.html).join("\n");
  return html`<!doctype html>
    <html lang="${language}">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width,initial-scale=1" />
        <title>${title}</title>
      </head>
      <body style="margin:0;padding:0;background:#f5f1ee;font-family:Arial,Helvetica,sans-serif">
        <table role="presentation" width="100%" cellspacing="0" cellpadding="0" style="background:#f5f1ee">
          <tr>
            <td align="center" style="padding:24px 12px">
              <table
                role="presentation"
                width="100%"
                cellspacing="0"
                cellpadding="0"
                style="max-width:600px;background:#ffffff;border-radius:8px"
              >
                <tr>
                  <td style="padding:24px 32px;border-bottom:1px solid #eadfd8;font-size:22px;font-weight:bold;color:#7b3f61">
                    ${branding.brandName}
                  </td>
                </tr>
                <tr>
                  <td style="padding:32px">${safe(content)}</td>
                </tr>
                <tr>
                  <td style="padding:16px 32px 24px;border-top:1px solid #eadfd8;font-size:12px;line-height:18px;color:#52606d">
                    ${
                      audience === "staff"
                        ? STAFF_FOOTER[language](branding.brandName)
                        : html`${FOOTER[language](branding.brandName, branding.supportEmail)}
                          ${branding.company ? html`<br />${COMPANY_LINE[language](branding.company)}` : ""}`
                    }
                  </td>
                </tr>
              </table>
            </td>
          </tr>
        </table>
      </body>
    </html>`.html;
}

export function textDocument(
  language: Language,
  branding: MailBranding,
  paragraphs: readonly string[],
  audience: MailAudience = "customer",
): string {
  return [
    branding.brandName,
    "",
    ...paragraphs.flatMap((text) => [text, ""]),
    "--",
    ...(audience === "staff"
      ? [STAFF_FOOTER[language](branding.brandName)]
      : [
          FOOTER[language](branding.brandName, branding.supportEmail),
          ...(branding.company ? [COMPANY_LINE[language](branding.company)] : []),
        ]),
    "",
  ].join("\n");
}

/**
 * A letter in HTML and in plain text alike: a greeting, what it says in a few sentences, then what follows them — in
 * HTML (buttons, small print) and in the plain text that stands for it.
 */
export function letterMail(
  branding: MailBranding,
  recipient: { to: string; language: Language },
  letter: {
    kind: MailMessage["kind"];
    subject: string;
    greeting: string;
    sentences: readonly string[];
    htmlAfter: readonly SafeHtml[];
    textAfter: readonly string[];
  },
): MailMessage {
  const { language } = recipient;
  return {
    kind: letter.kind,
    to: recipient.to,
    language,
    subject: letter.subject,
    html: htmlDocument(
      language,
      branding,
      letter.subject,
      [paragraph(letter.greeting), ...letter.sentences.map(paragraph), ...letter.htmlAfter],
      audienceOf(letter.kind),
    ),
    text: textDocument(language, branding, [letter.greeting, ...letter.sentences, ...letter.textAfter], audienceOf(letter.kind)),
  };
}

/**
 * The store's usual notice: a greeting, what happened in a few sentences, a button to the page it is about (with the
 * link written out for clients that hide buttons) and a small print — in HTML and in plain text alike.
 */
export function noticeMail(
  branding: MailBranding,
  recipient: { to: string; language: Language },
  notice: {
    kind: MailMessage["kind"];
    subject: string;
    greeting: string;
    sentences: readonly string[];
    action: { label: string; url: string };
    smallPrint: string;
  },
): MailMessage {
  const { action } = notice;
  return letterMail(branding, recipient, {
    ...notice,
    htmlAfter: [button(action.label, action.url), linkFallback(recipient.language, action.url), smallPrint(notice.smallPrint)],
    textAfter: [`${action.label}: ${action.url}`, notice.smallPrint],
  });
}

/**
 * A notice whose button and small print say the same words whatever it is about: each language's `copies` hold them
 * (`action`, `smallPrint`), and `compose` writes the rest of one notice from its language's copy.
 */
export function noticeTemplate<Mail extends { to: string; language: Language }, Copies extends Record<Language, NoticeCopy>>(
  kind: MailMessage["kind"],
  copies: Copies,
  compose: (copy: Copies[Language], mail: Mail, branding: MailBranding) => NoticeContent,
): (branding: MailBranding, mail: Mail) => MailMessage {
  return (branding, mail) => {
    const copy = copies[mail.language];
    const { url, ...notice } = compose(copy, mail, branding);
    return noticeMail(branding, mail, { kind, ...notice, action: { label: copy.action, url }, smallPrint: copy.smallPrint });
  };
}

interface NoticeCopy {
  /** The button's label. */
  action: string;
  smallPrint: string;
}

interface NoticeContent {
  subject: string;
  greeting: string;
  sentences: readonly string[];
  /** Where the button goes. */
  url: string;
}
