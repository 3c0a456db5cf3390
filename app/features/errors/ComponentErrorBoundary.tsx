import { Component } from "react";
import { useTranslation } from "#app/lib/i18n/react.tsx";
import { logError } from "#app/features/monitoring/report.ts";
import { ReloadPageButton, TryAgainButton } from "./GeneralErrorBoundary.tsx";

interface Props {
  /** Names the guarded part in the error report. */
  name: string;
  children: React.ReactNode;
  /** Replaces the default 'Something went wrong' box; `reset` renders the children again. */
  fallback?: (props: { error: unknown; reset: () => void }) => React.ReactNode;
}

type State = { failed: false } | { failed: true; error: unknown };

/**
 * Keeps a render error in one part of a page (a carousel, the reviews) from taking the page down.
 * Route modules use their `ErrorBoundary` export instead; this is for parts inside a page.
 */
export class ComponentErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(error: unknown): State {
    return { failed: true, error };
  }

  override componentDidCatch(error: unknown) {
    logError(error, { component: this.props.name });
  }

  reset = () => this.setState({ failed: false });

  override render() {
    if (!this.state.failed) return this.props.children;
    return this.props.fallback ? (
      this.props.fallback({ error: this.state.error, reset: this.reset })
    ) : (
      <ErrorFallback onReset={this.reset} />
    );
  }
}

function ErrorFallback({ onReset }: { onReset: () => void }) {
  const { t } = useTranslation("errors");
  return (
    <div role="alert" className="my-6 rounded-2xl border border-line bg-white p-6 text-center">
      <h2 className="text-xl text-ink">{t("genericTitle")}</h2>
      <div className="mt-4 flex flex-wrap justify-center gap-3">
        <TryAgainButton onClick={onReset} />
        <ReloadPageButton />
      </div>
    </div>
  );
}
