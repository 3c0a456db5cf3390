import { Link } from "react-router";
import { linkClass } from "./link-class.ts";
import { LoadFailure, RetryButton } from "./LoadFailure.tsx";

/**
 * A signed link's page that could not load. A link the server no longer knows (gone) says so and offers the other
 * way in (tracking by number and email, signing in); anything else offers to try again, since nothing was refused.
 */
export function LinkLoadFailure({
  message,
  otherWay,
  retryLabel,
  onRetry,
}: {
  message: string;
  /** The other way in, shown instead of the retry when the link is gone. */
  otherWay: { to: string; label: string } | null;
  retryLabel: string;
  onRetry: () => void;
}) {
  return (
    <LoadFailure message={message}>
      {otherWay ? (
        <Link to={otherWay.to} className={linkClass}>
          {otherWay.label}
        </Link>
      ) : (
        <RetryButton label={retryLabel} onRetry={onRetry} />
      )}
    </LoadFailure>
  );
}
