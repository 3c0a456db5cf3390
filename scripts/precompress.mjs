#!/usr/bin/env node
/** Writes .br and .gz beside every built text asset so the server never compresses them per request. */
import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import zlib from "node:zlib";

const ROOT = "build/client";
const COMPRESSIBLE = /\.(js|mjs|css|svg|json|html|txt|xml|map)$/;

function* files(dir) {
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) yield* files(full);
    else if (COMPRESSIBLE.test(name)) yield full;
  }
}

let count = 0;
for (const file of files(ROOT)) {
  const source = readFileSync(file);
  writeFileSync(`${file}.br`, zlib.brotliCompressSync(source, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }));
  writeFileSync(`${file}.gz`, zlib.gzipSync(source, { level: 9 }));
  count += 1;
}
console.log(`precompressed ${count} assets`);
