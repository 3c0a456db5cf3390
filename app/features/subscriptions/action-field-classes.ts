export const input = "mt-1 block w-full rounded-xl border border-line bg-white px-4 py-3 aria-invalid:border-sale";
