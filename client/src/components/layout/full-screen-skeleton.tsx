// Shown while the current user or a screen's code loads: the outline of the app, no spinner. Its header is also
// drawn by client/index.html before any script runs, with the screen's heading when the server knows it (keep the
// three alike: server/spa.ts writes that heading), so the first paint is the brand and the screen's name, not a
// blank page.
import type { ScreenHeading } from "@shared/screens";
import { Skeleton } from "@/components/ui/skeleton";
import { CONTENT_COLUMN_CLASS } from "./content-column";
import { Logo } from "./logo";
import { PageHeader } from "./page-header";

export function FullScreenSkeleton({ heading }: { heading?: ScreenHeading }) {
  return (
    <div className="min-h-dvh" role="status" aria-live="polite">
      <span className="sr-only">Loading Crewline...</span>
      <div className="flex h-16 items-center gap-3 bg-slate-900 px-4 text-white">
        <Logo />
      </div>
      <div className={CONTENT_COLUMN_CLASS}>
        <SkeletonBody heading={heading} />
      </div>
    </div>
  );
}

export function PageSkeleton({ heading }: { heading?: ScreenHeading }) {
  return (
    <div role="status" aria-live="polite">
      <span className="sr-only">Loading...</span>
      <SkeletonBody heading={heading} />
    </div>
  );
}

function SkeletonBody({ heading }: { heading?: ScreenHeading }) {
  return (
    <div className="grid gap-4">
      {heading ? <PageHeader title={heading.title} description={heading.description} /> : <Skeleton className="h-8 w-48" />}
      <Skeleton className="h-28 w-full" />
      <Skeleton className="h-28 w-full" />
    </div>
  );
}
