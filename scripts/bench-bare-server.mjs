#!/usr/bin/env node
/**
 * Part of `npm run bench` (scripts/bench-pages.mjs forks it): a bare Node HTTP server that answers every request
 * with one fixed answer, the exact bytes the store sent for a page with its Content-Type and Content-Encoding. It
 * does nothing else, so it is the ceiling for serving those bytes on this machine. A process of its own, as the
 * store is, so it does not share an event loop with autocannon.
 *
 * Its parent sends { port, headers, body (base64) } over IPC; it answers "listening", and ends when killed or when
 * its parent goes away.
 */
import http from "node:http";

process.once("message", ({ port, headers, body }) => {
  const bytes = Buffer.from(body, "base64");
  const head = { ...headers, "Content-Length": String(bytes.length) };
  const server = http.createServer((request, response) => {
    // Read the request's body (a GraphQL query) to its end, as the store has to, then answer.
    request.resume();
    request.once("end", () => {
      response.writeHead(200, head);
      response.end(bytes);
    });
  });
  server.listen(port, () => process.send?.("listening"));
});
process.once("disconnect", () => process.exit(0));
