import { useEffect, useState } from "react";

/**
 * True while `active`, and for at least `minimumMs` after each moment it became active, so a quick
 * navigation still gets a visible acknowledgement instead of a flash. A change of `arrivalKey` while
 * inactive before and after counts as a start too: work that began and ended between two renders.
 */
export function useHeldFor(active: boolean, minimumMs: number, arrivalKey?: unknown): boolean {
  const [previous, setPrevious] = useState({ active, arrivalKey });
  const [starts, setStarts] = useState(0);
  const [held, setHeld] = useState(false);

  // Adjusting state during render (not in an effect) marks the start in the same commit as the change.
  if (active !== previous.active || arrivalKey !== previous.arrivalKey) {
    const started = active ? !previous.active : !previous.active && arrivalKey !== previous.arrivalKey;
    setPrevious({ active, arrivalKey });
    if (started) {
      setStarts((count) => count + 1);
      setHeld(true);
    }
  }

  useEffect(() => {
    if (starts === 0) return;
    const timer = setTimeout(() => setHeld(false), minimumMs);
    return () => clearTimeout(timer);
  }, [starts, minimumMs]);

  return active || held;
}

/** True once `active` has lasted `delayMs`; false again as soon as it ends. */
export function useDelayed(active: boolean, delayMs: number): boolean {
  const [wasActive, setWasActive] = useState(active);
  const [elapsed, setElapsed] = useState(false);

  if (active !== wasActive) {
    setWasActive(active);
    setElapsed(false);
  }

  useEffect(() => {
    if (!active) return;
    const timer = setTimeout(() => setElapsed(true), delayMs);
    return () => clearTimeout(timer);
  }, [active, delayMs]);

  return active && elapsed;
}
