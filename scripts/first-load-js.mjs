/**
 * The JavaScript a page's HTML makes the browser fetch before it is interactive (its module preloads and
 * the entry's imports), gzip-compressed at level 9 from the built files, as the issues' budget counts it.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import zlib from "node:zlib";

// Module preloads and the inline module script's imports; the route manifest's mentions of other pages'
// chunks are not fetched until a navigation needs them.
const FIRST_LOAD_SCRIPT = /(?:rel="modulepreload"(?: fetchpriority="low")? href="|import(?: \* as \w+ from |\()")(\/assets\/[\w.-]+\.js)"/g;

export function firstLoadScripts(html) {
  return [...new Set([...html.matchAll(FIRST_LOAD_SCRIPT)].map((match) => match[1]))];
}

export function gzippedBytes(scripts, clientDir = "build/client") {
  return scripts.reduce((sum, script) => sum + zlib.gzipSync(readFileSync(path.join(clientDir, script)), { level: 9 }).length, 0);
}

export function gzippedKilobytes(scripts, clientDir = "build/client") {
  return Math.round(gzippedBytes(scripts, clientDir) / 102.4) / 10;
}
