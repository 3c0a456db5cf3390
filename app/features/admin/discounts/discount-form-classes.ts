export const discountInputClass =
  "mt-1 block min-h-11 w-full rounded-xl border border-line bg-white px-3 aria-[invalid=true]:border-red-700";
export const checkClass = "flex min-h-11 items-center gap-3";
