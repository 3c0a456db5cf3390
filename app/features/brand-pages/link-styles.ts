/** The brand pages' calls to action share two looks: a filled pill and an outlined one (both at least 48 px tall for touch). */
export const primaryLink =
  "inline-flex min-h-12 items-center justify-center rounded-full bg-brand px-7 py-3 text-center font-semibold text-white shadow-sm hover:bg-brand-dark";

export const secondaryLink =
  "inline-flex min-h-12 items-center justify-center rounded-full border border-brand bg-white px-7 py-3 text-center font-semibold text-brand hover:bg-brand-soft";
