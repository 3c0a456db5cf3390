import { lazy, Suspense, useEffect, type ComponentType } from "react";
import { useTranslation } from "#app/lib/i18n/react.tsx";
import { Spinner } from "./Spinner.tsx";

/**
 * A component that shows data arriving by a request after the page is interactive: its code stays out of the
 * page's first load (the 140 KB budget) and the returned hook starts loading it beside that request. Until it
 * arrives a spinner says `loadingKey` of `namespace`.
 */
export function lazyIsland<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
  { namespace, loadingKey }: { namespace: string; loadingKey: string },
) {
  const Island = lazy(async () => ({ default: await load() }));
  function LazyIsland(props: Props) {
    const { t } = useTranslation(namespace);
    const Loaded = Island as ComponentType<Props>;
    return (
      <Suspense fallback={<Spinner label={t(loadingKey)} />}>
        <Loaded {...props} />
      </Suspense>
    );
  }
  function usePreload() {
    useEffect(() => {
      void load();
    }, []);
  }
  return [LazyIsland, usePreload] as const;
}
