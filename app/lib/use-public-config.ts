import { useRouteLoaderData } from "react-router";
import type { PublicConfig } from "./load-context.ts";

/**
 * The browser-safe configuration from the root loader. Typed here rather than through root's loader
 * type, which would make root and the layout import each other; absent when the root loader failed.
 */
export function usePublicConfig(): PublicConfig | undefined {
  const data = useRouteLoaderData("root") as { publicConfig?: PublicConfig } | undefined;
  return data?.publicConfig;
}
