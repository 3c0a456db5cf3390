// Fixed to the shop's time zone so the server and every visitor's browser print the same day.
const ROMANIAN_DATE = new Intl.DateTimeFormat("ro-RO", {
  day: "numeric",
  month: "long",
  year: "numeric",
  timeZone: "Europe/Bucharest",
});

export function formatRomanianDate(input: string | number | Date): string {
  const date = input instanceof Date ? input : new Date(input);
  // An unreadable date is shown as it came rather than as "Invalid Date" (spec §8).
  if (Number.isNaN(date.getTime())) return typeof input === "string" ? input : String(input);
  return ROMANIAN_DATE.format(date);
}
