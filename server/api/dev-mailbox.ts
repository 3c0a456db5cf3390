/**
 * GET /dev/mailbox: the outbox as a mailbox, so a developer (or a browser test) without an SMTP
 * server can read the activation, magic-link and reset emails and follow their links. Only outside
 * production: those links log people in, so in production every path here answers 404.
 */
import { Hono, type Context } from "hono";
import { z } from "zod";
import { contract } from "#server/http/kit/contract";
import { problem } from "#server/http/kit/problem";
import type { Database } from "#server/db/client";
import { escapeHtml } from "#domain/escape-html";
import { findOutboxMessage, listOutbox, type OutboxMessage } from "#server/mail/mailbox";
import { linksIn, type AttachmentRenderer } from "#server/mail/outbox";

export const DEV_MAILBOX_PATH = "/dev/mailbox";
const LIST_LIMIT = 50;

const mailboxSchema = z.object({
  messages: z.array(
    z.object({
      id: z.number().int(),
      kind: z.string(),
      recipient: z.string(),
      language: z.string(),
      subject: z.string(),
      text: z.string(),
      links: z.array(z.string()),
      headers: z.record(z.string(), z.string()),
      attachments: z.array(z.object({ kind: z.string(), invoiceId: z.number().int(), url: z.string() })),
      status: z.string(),
      createdAt: z.string(),
    }),
  ),
});
const PAGE_LIMIT = 200;

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(title)}</title>
<style>body{font-family:system-ui,sans-serif;margin:2rem auto;max-width:60rem;padding:0 1rem;color:#1f2933}table{border-collapse:collapse;width:100%}th,td{text-align:left;padding:.4rem .6rem;border-bottom:1px solid #ddd;vertical-align:top}pre{white-space:pre-wrap;background:#f5f5f5;padding:1rem}iframe{width:100%;height:40rem;border:1px solid #ddd}</style>
</head>
<body>${body}</body>
</html>`;
}

function listPage(messages: OutboxMessage[]): string {
  const rows = messages
    .map(
      (message) =>
        `<tr><td>${message.createdAt.toISOString()}</td><td>${escapeHtml(message.recipient)}</td><td><a href="${DEV_MAILBOX_PATH}/${message.id}">${escapeHtml(message.subject)}</a></td><td>${escapeHtml(message.kind)}</td><td>${escapeHtml(message.status)}</td></tr>`,
    )
    .join("\n");
  const table = messages.length
    ? `<table><thead><tr><th scope="col">Created</th><th scope="col">To</th><th scope="col">Subject</th><th scope="col">Kind</th><th scope="col">Status</th></tr></thead><tbody>${rows}</tbody></table>`
    : "<p>No messages yet.</p>";
  return page("Mailbox", `<h1>Mailbox</h1><p>Every email the store wrote to its outbox, newest first (development only).</p>${table}`);
}

const attachmentUrl = (message: OutboxMessage, index: number) => `${DEV_MAILBOX_PATH}/${message.id}/attachments/${index}`;

function messagePage(message: OutboxMessage): string {
  const links = linksIn(message.text)
    .map((link) => `<li><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></li>`)
    .join("");
  const attachments = (message.attachments ?? [])
    .map((ref, index) => `<li><a href="${attachmentUrl(message, index)}">${escapeHtml(`${ref.kind} ${ref.invoiceId}`)}</a></li>`)
    .join("");
  return page(
    message.subject,
    `<p><a href="${DEV_MAILBOX_PATH}">← Mailbox</a></p>
<h1>${escapeHtml(message.subject)}</h1>
<table>
<tr><th scope="row">To</th><td>${escapeHtml(message.recipient)}</td></tr>
<tr><th scope="row">Kind</th><td>${escapeHtml(message.kind)} (${escapeHtml(message.language)})</td></tr>
<tr><th scope="row">Status</th><td>${escapeHtml(message.status)}, ${message.attempts} attempt(s)${message.lastError ? `, last error: ${escapeHtml(message.lastError)}` : ""}</td></tr>
<tr><th scope="row">Created</th><td>${message.createdAt.toISOString()}</td></tr>
${Object.entries(message.headers ?? {})
  .map(([name, value]) => `<tr><th scope="row">${escapeHtml(name)}</th><td>${escapeHtml(value)}</td></tr>`)
  .join("\n")}
</table>
<h2>Links</h2><ul>${links}</ul>
${attachments ? `<h2>Attachments</h2><ul>${attachments}</ul>` : ""}
<h2>HTML</h2><iframe title="HTML part of the email" sandbox="" srcdoc="${escapeHtml(message.html)}"></iframe>
<h2>Text</h2><pre>${escapeHtml(message.text)}</pre>`,
  );
}

/**
 * `enabled` is config.devMailbox: on outside production, off in production unless DEV_MAILBOX=1 (browser tests).
 * Attachments are rendered as the SMTP transport would render them, when opened.
 */
export function devMailboxRoutes({
  db,
  enabled,
  renderAttachment,
}: {
  db: Database;
  enabled: boolean;
  renderAttachment?: AttachmentRenderer;
}): Hono {
  const app = new Hono();
  const notFound = (c: Context) => problem(c, 404, "not_found", "Not found");

  app.use(`${DEV_MAILBOX_PATH}*`, async (c, next) => {
    if (!enabled) return notFound(c);
    await next();
    c.header("Cache-Control", "no-store");
  });

  app.get(
    `${DEV_MAILBOX_PATH}.json`,
    contract({
      summary: "The outbox as JSON, newest first (outside production only)",
      description: "For browser tests without an SMTP server: the emails the store wrote, with their links. 404 in production.",
      tags: ["Development"],
      query: z.object({ to: z.string().optional().describe("Only the emails to this address.") }),
      responses: { 200: { description: "The latest emails.", schema: mailboxSchema } },
      problems: [404],
    }),
    async (c) => {
      const messages = await listOutbox(db, { to: c.req.query("to"), limit: LIST_LIMIT });
      return c.json({
        messages: messages.map((message) => ({
          id: message.id,
          kind: message.kind,
          recipient: message.recipient,
          language: message.language,
          subject: message.subject,
          text: message.text,
          links: linksIn(message.text),
          headers: message.headers ?? {},
          attachments: (message.attachments ?? []).map((ref, index) => ({ ...ref, url: attachmentUrl(message, index) })),
          status: message.status,
          createdAt: message.createdAt.toISOString(),
        })),
      });
    },
  );

  app.get(DEV_MAILBOX_PATH, async (c) => c.html(listPage(await listOutbox(db, { limit: PAGE_LIMIT }))));

  app.get(`${DEV_MAILBOX_PATH}/:id`, async (c) => {
    const id = c.req.param("id");
    const message = /^\d{1,12}$/.test(id) ? await findOutboxMessage(db, Number(id)) : null;
    return message ? c.html(messagePage(message)) : notFound(c);
  });

  app.get(`${DEV_MAILBOX_PATH}/:id/attachments/:index`, async (c) => {
    const id = c.req.param("id");
    const message = /^\d{1,12}$/.test(id) ? await findOutboxMessage(db, Number(id)) : null;
    const ref = message?.attachments?.[Number(c.req.param("index"))];
    const file = ref && renderAttachment ? await renderAttachment(ref) : null;
    if (!file) return notFound(c);
    return c.body(new Uint8Array(file.content), 200, {
      "Content-Type": file.contentType,
      "Content-Disposition": `inline; filename="${file.filename}"`,
    });
  });

  return app;
}
