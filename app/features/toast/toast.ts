/** Spec §3 "Toast". */
export type ToastType = "success" | "error" | "warning" | "info";

export interface Toast {
  id: string;
  type: ToastType;
  title: string;
  message?: string;
  /** Milliseconds on screen; `DEFAULT_TOAST_DURATION_MS` when absent. */
  duration?: number;
}

/** Spec §4 and §9: toasts auto-dismiss after their duration or 4 s. */
export const DEFAULT_TOAST_DURATION_MS = 4000;

/** More at once would cover the page on a phone; the oldest gives way. */
export const MAX_VISIBLE_TOASTS = 4;
