// Shown while the current user loads: the outline of the app, no spinner. Its header is also drawn by
// client/index.html before any script runs (keep the two alike), so the first paint is the brand, not a blank page.
import { Skeleton } from "@/components/ui/skeleton";
import { Logo } from "./logo";

export function FullScreenSkeleton() {
  return (
    <div className="min-h-dvh" role="status" aria-live="polite">
      <span className="sr-only">Loading Crewline...</span>
      <div className="flex h-16 items-center gap-3 bg-slate-900 px-4 text-white">
        <Logo />
      </div>
      <div className="mx-auto grid max-w-6xl gap-4 p-4 sm:p-6">
        <Skeleton className="h-8 w-48" />
        <Skeleton className="h-32 w-full" />
        <div className="grid gap-4 sm:grid-cols-2">
          <Skeleton className="h-24" />
          <Skeleton className="h-24" />
        </div>
      </div>
    </div>
  );
}

export function PageSkeleton() {
  return (
    <div className="grid gap-4" role="status" aria-live="polite">
      <span className="sr-only">Loading...</span>
      <Skeleton className="h-8 w-48" />
      <Skeleton className="h-28 w-full" />
      <Skeleton className="h-28 w-full" />
    </div>
  );
}
