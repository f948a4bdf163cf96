// React.lazy for modules with named exports: screens, dialogs and tabs whose code loads when first shown.
import { type ComponentType, lazy } from "react";

export function lazyNamed<P extends object, K extends string>(
  load: () => Promise<Record<K, ComponentType<P>>>,
  name: K,
) {
  return lazy(async () => ({ default: (await load())[name] }));
}
