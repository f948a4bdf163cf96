// Small status label; always carries words, never colour alone.
import { type VariantProps, cva } from "class-variance-authority";
import * as React from "react";
import { cn } from "@/lib/cn";

export const badgeVariants = cva(
  "inline-flex items-center gap-1 rounded-full border px-2.5 py-0.5 text-sm font-medium whitespace-nowrap [&_svg]:size-4",
  {
    variants: {
      variant: {
        default: "border-transparent bg-brand-700 text-white",
        secondary: "border-transparent bg-slate-100 text-slate-800",
        outline: "border-slate-300 bg-white text-slate-800",
        destructive: "border-transparent bg-red-700 text-white",
        success: "border-green-200 bg-green-50 text-green-800",
        warning: "border-amber-200 bg-amber-50 text-amber-800",
        danger: "border-red-200 bg-red-50 text-red-800",
        info: "border-blue-200 bg-blue-50 text-blue-800",
        planning: "border-transparent bg-status-planning-bg text-status-planning",
        "in-progress": "border-transparent bg-status-in-progress-bg text-status-in-progress",
        completed: "border-transparent bg-status-completed-bg text-status-completed",
        delayed: "border-transparent bg-status-delayed-bg text-status-delayed",
      },
    },
    defaultVariants: { variant: "default" },
  },
);

export type BadgeProps = React.ComponentProps<"span"> & VariantProps<typeof badgeVariants>;

export function Badge({ className, variant, ...props }: BadgeProps) {
  return <span className={cn(badgeVariants({ variant }), className)} {...props} />;
}
