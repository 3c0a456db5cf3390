import { textLines } from "./product-content.ts";

/** Multi-line metafield text, one paragraph per line; React escapes it, so no markup from the catalogue runs. */
export function TextLines({ text, className = "" }: { text: string; className?: string }) {
  return (
    <div className={`text-lines ${className}`}>
      {textLines(text).map((line, index) => (
        <p key={index}>{line}</p>
      ))}
    </div>
  );
}
