export const primaryButton =
  "inline-flex min-h-11 items-center justify-center gap-2 rounded-full bg-brand px-6 py-3 font-semibold text-white hover:bg-brand-dark focus-visible:outline-none focus-visible:ring-3 focus-visible:ring-brand/40 aria-disabled:cursor-progress aria-disabled:opacity-80";
export const secondaryButton =
  "inline-flex min-h-11 items-center justify-center rounded-full border border-line bg-white px-6 py-3 font-semibold text-ink hover:bg-brand-soft focus-visible:outline-none focus-visible:ring-3 focus-visible:ring-brand/40";
export const control =
  "mt-1 block w-full rounded-xl border bg-white px-4 py-3 text-base text-ink shadow-sm focus:border-brand focus-visible:outline-none focus-visible:ring-3 focus-visible:ring-brand/40";
export const linkClass = "font-semibold text-brand-dark underline underline-offset-2 hover:text-brand";
export const headingClass = "scroll-mt-32 font-serif text-xl outline-none focus-visible:ring-3 focus-visible:ring-brand/40";
export const alertClass =
  "scroll-mt-32 rounded-xl border-2 border-sale bg-sale/5 p-4 outline-none focus-visible:ring-3 focus-visible:ring-sale/40";
