import { createContext, useContext, useMemo, type ReactNode } from "react";
import type { I18n, TFunction } from "./translator.ts";

const I18nContext = createContext<I18n | null>(null);

export function I18nProvider({ i18n, children }: { i18n: I18n; children: ReactNode }) {
  return <I18nContext.Provider value={i18n}>{children}</I18nContext.Provider>;
}

/** `t` bound to `namespace` (default `common`), and the instance for its language. */
export function useTranslation(namespace?: string): { t: TFunction; i18n: I18n } {
  const i18n = useContext(I18nContext);
  if (!i18n) throw new Error("useTranslation needs an <I18nProvider> above it");
  const t = useMemo(() => (namespace ? i18n.translatorFor(namespace) : i18n.t), [i18n, namespace]);
  return { t, i18n };
}
