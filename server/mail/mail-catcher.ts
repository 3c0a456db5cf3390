/**
 * A local SMTP server that keeps every message it receives, decoded: for tests that want the real
 * path (nodemailer → SMTP → a mailbox) and for browser tests of a production build, where
 * /dev/mailbox does not exist. Point SMTP_URL at `url`.
 */
import { SMTPServer } from "smtp-server";
import { linksIn } from "./outbox.ts";

export interface CaughtMail {
  from: string;
  to: string[];
  subject: string;
  /** The decoded text/plain part. */
  text: string;
  /** Every http(s) link in the text part. */
  links: string[];
  raw: string;
}

export interface MailCatcher {
  /** `smtp://127.0.0.1:{port}`. */
  url: string;
  port: number;
  messages: CaughtMail[];
  close(): Promise<void>;
}

const decodeQuotedPrintable = (value: string) =>
  Buffer.from(
    value.replace(/=\r?\n/g, "").replace(/=([0-9A-F]{2})/gi, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    "latin1",
  ).toString("utf8");

/** RFC 2047 encoded words (`=?UTF-8?Q?…?=`, `=?UTF-8?B?…?=`), as nodemailer writes non-ASCII subjects. */
function decodeHeader(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, "?==?")
    .replace(/=\?UTF-8\?([QB])\?([^?]*)\?=/gi, (_match, encoding: string, text: string) =>
      encoding.toUpperCase() === "B" ? Buffer.from(text, "base64").toString("utf8") : decodeQuotedPrintable(text.replace(/_/g, " ")),
    );
}

function header(block: string, name: string): string | undefined {
  const unfolded = block.replace(/\r?\n[ \t]+/g, " ");
  return new RegExp(`^${name}:\\s*(.*)$`, "im").exec(unfolded)?.[1]?.trim();
}

/** The decoded text/plain part of a raw MIME message (quoted-printable or base64, as nodemailer chooses). */
function plainTextOf(raw: string): string {
  const [headers = ""] = raw.split(/\r?\n\r?\n/);
  const boundary = /boundary="?([^";\r\n]+)"?/i.exec(headers.replace(/\r?\n[ \t]+/g, " "))?.[1];
  const parts = boundary ? raw.split(`--${boundary}`) : [raw];
  const part = parts.find((candidate) => /content-type:\s*text\/plain/i.test(candidate)) ?? raw;
  const [partHeaders = "", ...body] = part.split(/\r?\n\r?\n/);
  const content = body.join("\n\n").replace(/\r?\n$/, "");
  const encoding = header(partHeaders, "content-transfer-encoding")?.toLowerCase();
  if (encoding === "base64") return Buffer.from(content.replace(/\s+/g, ""), "base64").toString("utf8");
  if (encoding === "quoted-printable") return decodeQuotedPrintable(content);
  return content;
}

export async function startMailCatcher({
  port = 0,
  onMessage,
}: { port?: number; onMessage?: (mail: CaughtMail) => void } = {}): Promise<MailCatcher> {
  const messages: CaughtMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        const raw = Buffer.concat(chunks).toString("utf8");
        const text = plainTextOf(raw);
        const mail: CaughtMail = {
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          to: session.envelope.rcptTo.map((recipient) => recipient.address),
          subject: decodeHeader(header(raw.split(/\r?\n\r?\n/)[0] ?? "", "subject") ?? ""),
          text,
          links: linksIn(text),
          raw,
        };
        messages.push(mail);
        onMessage?.(mail);
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => resolve());
  });
  const bound = (server.server.address() as { port: number }).port;
  return {
    url: `smtp://127.0.0.1:${bound}`,
    port: bound,
    messages,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
