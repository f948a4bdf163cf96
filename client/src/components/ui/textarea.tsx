// Multi-line text field styled like Input.
import * as React from "react";
import { cn } from "@/lib/cn";

export function Textarea({ className, ...props }: React.ComponentProps<"textarea">) {
  return (
    <textarea
      className={cn(
        "flex min-h-24 w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 shadow-xs placeholder:text-slate-500",
        "focus-visible:border-brand-600 disabled:cursor-not-allowed disabled:bg-slate-100 aria-invalid:border-red-600",
        className,
      )}
      {...props}
    />
  );
}
