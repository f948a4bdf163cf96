// How old the device's saved copies on screen are (lib/saved-copies.ts), for the field screens to say so: "Saved on this
// phone about 2 hours ago".
import { notifyManager, useQueryClient } from "@tanstack/react-query";
import { useCallback, useSyncExternalStore } from "react";
import { formatTimeAgo } from "./format";
import { savedCopyTimeOf } from "./query-client";
import { subscribeSavedCopies } from "./saved-copies";
import { useNow } from "./use-now";

/** When the oldest saved copy a screen shows now was saved; null while the server answered everything on screen. */
export function useOldestSavedCopyOnScreen(): number | null {
  const queryClient = useQueryClient();
  const subscribe = useCallback(
    (listener: () => void) => {
      // Deferred as react-query's own hooks do: the cache tells of a query made while another component renders.
      const unsubscribeCache = queryClient.getQueryCache().subscribe(notifyManager.batchCalls(listener));
      const unsubscribeCopies = subscribeSavedCopies(listener);
      return () => {
        unsubscribeCache();
        unsubscribeCopies();
      };
    },
    [queryClient],
  );
  const oldest = useCallback(() => {
    let time: number | null = null;
    for (const query of queryClient.getQueryCache().getAll()) {
      if (query.getObserversCount() === 0 || query.state.status !== "success") continue;
      const saved = savedCopyTimeOf(query);
      if (saved !== null && (time === null || saved < time)) time = saved;
    }
    return time;
  }, [queryClient]);
  return useSyncExternalStore(subscribe, oldest, oldest);
}

/** 'about 2 hours ago': how old the oldest saved copy on screen is, kept current; null while the server answered all. */
export function useSavedCopyAge(): string | null {
  const savedAt = useOldestSavedCopyOnScreen();
  const now = useNow();
  return savedAt === null ? null : formatTimeAgo(savedAt, Math.max(now, savedAt));
}
