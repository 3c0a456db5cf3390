import { Writable } from "node:stream";
import pino from "pino";

/** A logger at level info that keeps every line it writes, parsed, in `lines`, for a test to read what was logged. */
export function capturingLogger() {
  const lines: Record<string, unknown>[] = [];
  const logger = pino(
    { level: "info", base: undefined },
    new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
        done();
      },
    }),
  );
  return { logger, lines };
}
