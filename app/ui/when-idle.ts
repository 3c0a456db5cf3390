/**
 * Runs `task` once the browser has nothing else to do (requestIdleCallback; Safari before 18.4 has none, so a timer
 * there), at the latest after `timeoutMs`. Returns what cancels it, for an effect's cleanup.
 */
export function whenIdle(task: () => void, timeoutMs = 4000): () => void {
  if (typeof window.requestIdleCallback === "function") {
    const handle = window.requestIdleCallback(task, { timeout: timeoutMs });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(task, Math.min(timeoutMs, 1500));
  return () => window.clearTimeout(handle);
}
