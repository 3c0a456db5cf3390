import type { Language } from "#domain/locale";

/** Flags beside the language names: decorative, since the name is always written next to them. */
export function Flag({ language, className = "h-3.5 w-5" }: { language: Language; className?: string }) {
  return language === "ro" ? <RomaniaFlag className={className} /> : <UnitedKingdomFlag className={className} />;
}

function RomaniaFlag({ className }: { className: string }) {
  return (
    <svg viewBox="0 0 3 2" aria-hidden="true" focusable="false" className={`rounded-[2px] shadow-[0_0_0_1px_rgb(0_0_0/0.1)] ${className}`}>
      <rect width="1" height="2" fill="#002b7f" />
      <rect x="1" width="1" height="2" fill="#fcd116" />
      <rect x="2" width="1" height="2" fill="#ce1126" />
    </svg>
  );
}

function UnitedKingdomFlag({ className }: { className: string }) {
  return (
    <svg
      viewBox="0 0 60 30"
      aria-hidden="true"
      focusable="false"
      className={`rounded-[2px] shadow-[0_0_0_1px_rgb(0_0_0/0.1)] ${className}`}
    >
      <rect width="60" height="30" fill="#012169" />
      <path d="M0 0l60 30M60 0L0 30" stroke="#fff" strokeWidth="6" />
      <path d="M0 0l60 30M60 0L0 30" stroke="#c8102e" strokeWidth="2" />
      <path d="M30 0v30M0 15h60" stroke="#fff" strokeWidth="10" />
      <path d="M30 0v30M0 15h60" stroke="#c8102e" strokeWidth="6" />
    </svg>
  );
}
