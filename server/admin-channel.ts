/**
 * How `npm run admin` reaches a running store that owns an embedded database: PGlite lets one process
 * open its directory, so the command cannot open it beside the store. The store listens on 127.0.0.1
 * at a port of the system's choosing and writes the port and a fresh secret to a file only its user
 * can read (`DATA_DIR/.admin-channel.json`, mode 0600); the command reads that file and asks. Nothing
 * on another machine can connect, and nobody without the file's secret is answered. On PostgreSQL the
 * command opens the database itself and no channel exists.
 */
import { randomBytes } from "node:crypto";
import { createServer, type Server } from "node:http";
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { parseJsonValue } from "./http/json-body.ts";
import { secretCheck } from "./http/same-secret.ts";

export const ADMIN_CHANNEL_FILE = ".admin-channel.json";
const REQUEST_LIMIT = 16 * 1024;

export interface AdminChannelFile {
  port: number;
  secret: string;
  pid: number;
}

export type AdminCommandHandler = (command: unknown) => Promise<{ status: number; body: unknown }>;

export interface AdminChannel {
  close(): Promise<void>;
}

export function adminChannelPath(dataDir: string): string {
  return path.join(dataDir, ADMIN_CHANNEL_FILE);
}

export async function startAdminChannel(dataDir: string, handle: AdminCommandHandler): Promise<AdminChannel> {
  const secret = randomBytes(32).toString("base64url");
  const authorised = secretCheck(`Bearer ${secret}`);
  const server: Server = createServer((request, response) => {
    const answer = (status: number, body: unknown) => {
      response.writeHead(status, { "Content-Type": "application/json" });
      response.end(JSON.stringify(body));
    };
    if (request.method !== "POST" || !authorised(request.headers.authorization)) {
      return answer(403, { error: "forbidden" });
    }
    const chunks: Buffer[] = [];
    let size = 0;
    request.on("data", (chunk: Buffer) => {
      size += chunk.length;
      if (size > REQUEST_LIMIT) request.destroy();
      else chunks.push(chunk);
    });
    request.on("end", () => {
      const command = parseJsonValue(Buffer.concat(chunks).toString("utf8"));
      if (!command.ok) return answer(400, { error: command.problem === "notJson" ? "not JSON" : `refused: ${command.problem}` });
      handle(command.value).then(
        ({ status, body }) => answer(status, body),
        (error: unknown) => answer(500, { error: error instanceof Error ? error.message : String(error) }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const file = adminChannelPath(dataDir);
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const contents: AdminChannelFile = { port: (server.address() as AddressInfo).port, secret, pid: process.pid };
  writeFileSync(file, JSON.stringify(contents), { mode: 0o600 });
  return {
    async close() {
      rmSync(file, { force: true });
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** The running store's channel, when its file is there and names a process that still runs. */
export function readAdminChannel(dataDir: string): AdminChannelFile | null {
  try {
    const contents = JSON.parse(readFileSync(adminChannelPath(dataDir), "utf8")) as AdminChannelFile;
    process.kill(contents.pid, 0);
    return contents;
  } catch {
    return null;
  }
}

export async function askAdminChannel(channel: AdminChannelFile, command: unknown): Promise<{ status: number; body: unknown }> {
  const response = await fetch(`http://127.0.0.1:${channel.port}/`, {
    method: "POST",
    headers: { Authorization: `Bearer ${channel.secret}`, "Content-Type": "application/json" },
    body: JSON.stringify(command),
  });
  return { status: response.status, body: await response.json() };
}
