/**
 * A crash in the middle of work, for the suites that prove work is done once after one: a test script run in a process
 * of its own, killed with SIGKILL as soon as its output shows the work under way.
 */
import { spawn } from "node:child_process";

/** Runs `script` (TypeScript, through tsx) with `args` until its output includes `sign`, then kills it; rejects if it ends by itself. */
export function killOnceItPrints(script: string, args: string[], sign: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ["--import", "tsx", script, ...args], { stdio: ["ignore", "pipe", "pipe"] });
    let output = "";
    let errors = "";
    child.stderr.on("data", (chunk: Buffer) => (errors += chunk.toString()));
    child.stdout.on("data", (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes(sign)) child.kill("SIGKILL");
    });
    child.on("exit", (code, signal) => {
      if (signal === "SIGKILL") resolve();
      else reject(new Error(`${script} ended by itself (${code}) before it printed "${sign}": ${errors}`));
    });
  });
}
