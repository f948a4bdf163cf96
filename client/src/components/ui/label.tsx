// Form label (Radix Label: clicking it focuses the control).
import * as LabelPrimitive from "@radix-ui/react-label";
import * as React from "react";
import { cn } from "@/lib/cn";

export function Label({ className, ...props }: React.ComponentProps<typeof LabelPrimitive.Root>) {
  return (
    <LabelPrimitive.Root
      className={cn("text-base leading-6 font-medium text-slate-900 select-none", className)}
      {...props}
    />
  );
}
