// React.lazy for modules with named exports: one chunk per screen keeps the first download small.
import { type ComponentType, lazy } from "react";

export function lazyPage<P extends object, K extends string>(
  load: () => Promise<Record<K, ComponentType<P>>>,
  name: K,
) {
  return lazy(async () => ({ default: (await load())[name] }));
}
