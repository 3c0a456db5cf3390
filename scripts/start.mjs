#!/usr/bin/env node
/**
 * `npm start`: build first when the build is missing or older than any source, then run the server
 * in this process so that SIGTERM and SIGINT reach its graceful shutdown directly.
 */
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";

const SOURCES = [
  "app",
  "server",
  "domain",
  "public",
  "package.json",
  "package-lock.json",
  "vite.config.ts",
  "react-router.config.ts",
  "tsconfig.base.json",
  "tsconfig.server.json",
];
const OUTPUTS = ["build/server/index.js", "dist/server/main.js", "dist/package.json"];
const IGNORED = /(^|\/)(node_modules|\.test\.|migrations\/meta)/;

function newestMtime(entry) {
  if (!existsSync(entry)) return 0;
  const stat = statSync(entry);
  if (!stat.isDirectory()) return IGNORED.test(entry) ? 0 : stat.mtimeMs;
  return readdirSync(entry).reduce((newest, name) => Math.max(newest, newestMtime(path.join(entry, name))), 0);
}

function buildIsStale() {
  const oldestOutput = Math.min(...OUTPUTS.map((file) => (existsSync(file) ? statSync(file).mtimeMs : 0)));
  return oldestOutput === 0 || SOURCES.some((source) => newestMtime(source) > oldestOutput);
}

if (buildIsStale()) {
  console.log("Building the store (the build is missing or older than the sources)…");
  const result = spawnSync("npm", ["run", "build"], { stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

process.env.NODE_ENV ??= "production";
await import(pathToFileURL(path.resolve("dist/server/main.js")).href);
