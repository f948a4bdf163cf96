// The app's QueryClient: reads never refetch on their own and are not retried (a read the device answered from its saved
// copy is the exception: it is stale, and saved-copy-refresh.ts asks the server again with back-off); writes are not
// retried, and a failed write is toasted by the one error path (mutation-errors.ts) unless the mutation opts out.
import { MutationCache, type Query, type QueryFunction, QueryClient, type QueryKey } from "@tanstack/react-query";
import { apiFetch, toApiError } from "./api-client";
import { toastMutationError } from "./mutation-errors";
import { savedCopyTime } from "./saved-copies";

type QueryParams = Record<string, string | number | boolean | null | undefined>;

function isParams(part: unknown): part is QueryParams {
  return typeof part === "object" && part !== null && !Array.isArray(part);
}

/** ['/api/jobs', { date: 'today' }] -> '/api/jobs?date=today'; ['/api/projects', 5, 'photos'] -> '/api/projects/5/photos'. */
export function queryKeyToUrl(queryKey: QueryKey): string {
  const segments: string[] = [];
  const search = new URLSearchParams();
  for (const part of queryKey) {
    if (isParams(part)) {
      for (const [name, value] of Object.entries(part)) {
        if (value !== undefined && value !== null && value !== "") search.set(name, String(value));
      }
    } else if (typeof part === "string" || typeof part === "number") {
      segments.push(String(part));
    }
  }
  const path = segments.map((segment, index) => (index === 0 ? segment : encodeURIComponent(segment))).join("/");
  const query = search.toString();
  return query ? `${path}?${query}` : path;
}

/** When the saved copy this query's data came from was saved; null when the server answered it. */
export function savedCopyTimeOf(query: Pick<Query, "queryKey">): number | null {
  return savedCopyTime(queryKeyToUrl(query.queryKey));
}

export type UnauthorizedBehavior = "returnNull" | "throw";

export function getQueryFn<T>(options: { on401: UnauthorizedBehavior }): QueryFunction<T> {
  return async ({ queryKey, signal }) => {
    const res = await apiFetch(queryKeyToUrl(queryKey), { headers: { Accept: "application/json" }, signal });
    if (options.on401 === "returnNull" && res.status === 401) return null as T;
    if (!res.ok) throw await toApiError(res);
    return (await res.json()) as T;
  };
}

export function createQueryClient() {
  return new QueryClient({
    mutationCache: new MutationCache({ onError: (error, _variables, _context, mutation) => toastMutationError(error, mutation.meta) }),
    defaultOptions: {
      queries: {
        queryFn: getQueryFn({ on401: "throw" }),
        retry: false,
        refetchOnWindowFocus: false,
        refetchInterval: false,
        // Fresh until something changes it, unless it is the device's saved copy: then the next screen that shows it,
        // or the connection's return, reads it again.
        staleTime: (query) => (savedCopyTimeOf(query) === null ? Infinity : 0),
      },
      mutations: {
        retry: false,
      },
    },
  });
}

export const queryClient = createQueryClient();
