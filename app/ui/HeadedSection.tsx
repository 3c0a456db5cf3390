/** A landmark named by its own heading (`aria-labelledby`), so a screen reader lists it under the heading's words. */
export function HeadedSection({
  as: Landmark = "section",
  level = 2,
  titleId,
  title,
  className,
  titleClassName,
  children,
}: {
  as?: "section" | "nav";
  /** h2 for a part of the page; h3 for a part of a part. */
  level?: 2 | 3;
  titleId: string;
  title: React.ReactNode;
  className?: string;
  titleClassName?: string;
  children: React.ReactNode;
}) {
  const Heading = level === 3 ? "h3" : "h2";
  return (
    <Landmark aria-labelledby={titleId} className={className}>
      <Heading id={titleId} className={titleClassName}>
        {title}
      </Heading>
      {children}
    </Landmark>
  );
}
