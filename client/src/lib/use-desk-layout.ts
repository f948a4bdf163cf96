// Whether the window is desk-wide: from 1024 px, Tailwind's `lg`, the width at which the layout shows its sidebar.
// Lists that are cards on a phone and tables at a desk ask this, so only one of the two is ever rendered.
import { useCallback, useSyncExternalStore } from "react";

/** Tailwind's `lg` breakpoint (64rem = 1024 px at the default font size), the one the sidebar uses. */
export const DESK_MEDIA_QUERY = "(min-width: 64rem)";

export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener("change", onChange);
      return () => list.removeEventListener("change", onChange);
    },
    [query],
  );
  return useSyncExternalStore(subscribe, () => window.matchMedia(query).matches, () => false);
}

export function useDeskLayout(): boolean {
  return useMediaQuery(DESK_MEDIA_QUERY);
}
