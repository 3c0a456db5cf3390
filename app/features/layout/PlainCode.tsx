/** The issued code alone, when its copy button could not be loaded. */
export function PlainCode({ code }: { code: string }) {
  return <strong className="font-mono text-2xl tracking-widest text-brand-dark">{code}</strong>;
}
