#!/usr/bin/env node
/**
 * The compiled server keeps its `#server/…` and `#domain/…` imports (tsc rewrites only relative ones),
 * so `dist/` gets a package.json of its own that maps them onto the compiled `.js` files. Node reads
 * the nearest package.json of the importing file, so the sources keep resolving to `.ts` through the
 * root package.json (tsx, Vite, Vitest) while `node dist/server/main.js` resolves to `dist/`.
 */
import { readFileSync, writeFileSync } from "node:fs";

const { imports } = JSON.parse(readFileSync("package.json", "utf8"));
const compiled = Object.fromEntries(
  Object.entries(imports)
    .filter(([alias]) => alias.startsWith("#server/") || alias.startsWith("#domain/"))
    .map(([alias, target]) => [alias, target.replace(/\.ts$/, ".js")]),
);
writeFileSync("dist/package.json", `${JSON.stringify({ type: "module", imports: compiled }, null, 2)}\n`);
