// Progress bar (0-100); give it an aria-label or aria-labelledby.
import * as ProgressPrimitive from "@radix-ui/react-progress";
import * as React from "react";
import { cn } from "@/lib/cn";

type ProgressProps = React.ComponentProps<typeof ProgressPrimitive.Root> & { indicatorClassName?: string };

export function Progress({ className, indicatorClassName, value, ...props }: ProgressProps) {
  const percent = Math.min(100, Math.max(0, value ?? 0));
  return (
    <ProgressPrimitive.Root
      value={percent}
      className={cn("relative h-3 w-full overflow-hidden rounded-full bg-slate-200", className)}
      {...props}
    >
      <ProgressPrimitive.Indicator
        className={cn("h-full bg-brand-600 transition-transform", indicatorClassName)}
        style={{ transform: `translateX(-${100 - percent}%)` }}
      />
    </ProgressPrimitive.Root>
  );
}
