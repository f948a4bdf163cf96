// Placeholder block shown while content loads (no jumping spinners).
import * as React from "react";
import { cn } from "@/lib/cn";

export function Skeleton({ className, ...props }: React.ComponentProps<"div">) {
  return <div aria-hidden="true" className={cn("animate-pulse rounded-lg bg-slate-200", className)} {...props} />;
}
