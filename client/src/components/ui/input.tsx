// Text input: 44 px tall, 16 px text (no zoom on iOS), red border when aria-invalid.
import * as React from "react";
import { cn } from "@/lib/cn";

export function Input({ className, type = "text", ...props }: React.ComponentProps<"input">) {
  return (
    <input
      type={type}
      className={cn(
        "flex h-11 w-full min-w-0 rounded-lg border border-slate-300 bg-white px-3 text-base text-slate-900 shadow-xs transition-colors placeholder:text-slate-500",
        "focus-visible:border-brand-600 disabled:cursor-not-allowed disabled:bg-slate-100 disabled:opacity-70 read-only:bg-slate-50",
        "aria-invalid:border-red-600",
        "file:mr-3 file:border-0 file:bg-transparent file:font-semibold",
        className,
      )}
      {...props}
    />
  );
}
