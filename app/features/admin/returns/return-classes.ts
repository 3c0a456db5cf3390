export const card = "rounded-2xl border border-line bg-white p-4 sm:p-5";
