/** A square picture whose text stands beside it (so it is alt=""), below the fold (so it loads late); nothing without one. */
export function DecorativeImage({ src, size, className }: { src: string | null | undefined; size: number; className: string }) {
  return src ? <img src={src} alt="" width={size} height={size} loading="lazy" decoding="async" className={className} /> : null;
}
