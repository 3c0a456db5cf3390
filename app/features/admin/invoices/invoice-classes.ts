export const smallButton = "min-h-11 rounded-full border border-line px-3 text-sm font-semibold hover:bg-brand-soft disabled:opacity-60";
