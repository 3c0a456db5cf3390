import { Link } from "react-router";
import { linkClass } from "./link-class.ts";

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
    <div role="alert" className="space-y-3">
      <p className="text-sale">{message}</p>
      {otherWay ? (
        <Link to={otherWay.to} className={linkClass}>
          {otherWay.label}
        </Link>
      ) : (
        <button
          type="button"
          className="rounded-full border border-line px-4 py-2 text-sm font-semibold hover:bg-brand-soft"
          onClick={onRetry}
        >
          {retryLabel}
        </button>
      )}
    </div>
  );
}
