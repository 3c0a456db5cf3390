import { createContext, useContext, useMemo, useState } from "react";
import { MAX_VISIBLE_TOASTS, type Toast, type ToastType } from "./toast.ts";

/** A toast to show; give an `id` to replace a toast still on screen instead of stacking another. */
export type ToastInput = Omit<Toast, "id"> & { id?: string };
export type ToastOptions = Omit<ToastInput, "type" | "title">;

export interface ToastApi {
  /** Shows a toast and returns its id. */
  show(toast: ToastInput): string;
  success(title: string, options?: ToastOptions): string;
  error(title: string, options?: ToastOptions): string;
  warning(title: string, options?: ToastOptions): string;
  info(title: string, options?: ToastOptions): string;
  dismiss(id: string): void;
}

const ToastApiContext = createContext<ToastApi | null>(null);
const ToastListContext = createContext<readonly Toast[]>([]);

/** Ids only need to be unique within the page, and toasts exist only in the browser. */
let lastToastId = 0;

/**
 * Holds the toasts of the page. The API and the list are separate contexts, so a component that only
 * shows toasts does not re-render whenever one appears or goes.
 */
export function ToastProvider({ children }: { children: React.ReactNode }) {
  const [toasts, setToasts] = useState<readonly Toast[]>([]);
  const api = useMemo<ToastApi>(() => {
    const show = (input: ToastInput) => {
      const id = input.id ?? `toast-${++lastToastId}`;
      setToasts((list) => [...list.filter((toast) => toast.id !== id), { ...input, id }].slice(-MAX_VISIBLE_TOASTS));
      return id;
    };
    const shortcut = (type: ToastType) => (title: string, options?: ToastOptions) => show({ ...options, type, title });
    return {
      show,
      success: shortcut("success"),
      error: shortcut("error"),
      warning: shortcut("warning"),
      info: shortcut("info"),
      dismiss: (id) => setToasts((list) => list.filter((toast) => toast.id !== id)),
    };
  }, []);

  return (
    <ToastApiContext.Provider value={api}>
      <ToastListContext.Provider value={toasts}>{children}</ToastListContext.Provider>
    </ToastApiContext.Provider>
  );
}

/** `const toast = useToast(); toast.success("Saved")`. */
export function useToast(): ToastApi {
  const api = useContext(ToastApiContext);
  if (!api) throw new Error("useToast needs a <ToastProvider> above it (app/root.tsx has one).");
  return api;
}

/** The toasts on screen, oldest first; for the viewport. */
export function useToastList(): readonly Toast[] {
  return useContext(ToastListContext);
}
