// Toast card: under the header, full width on phones and top right from 640 px.
import { type VariantProps, cva } from "class-variance-authority";
import { X } from "lucide-react";
import * as React from "react";
import { cn } from "@/lib/cn";

export const toastVariants = cva(
  "pointer-events-auto relative flex w-full items-start gap-3 overflow-hidden rounded-xl border p-4 pr-12 shadow-xl animate-toast-in",
  {
    variants: {
      variant: {
        default: "border-slate-200 bg-white text-slate-900",
        success: "border-green-200 border-l-4 border-l-green-700 bg-white text-slate-900",
        destructive: "border-red-800 bg-red-700 text-white",
      },
    },
    defaultVariants: { variant: "default" },
  },
);

type ToastCardProps = React.ComponentProps<"div"> &
  VariantProps<typeof toastVariants> & {
    title: string;
    description?: string;
    onDismiss: () => void;
  };

export function ToastCard({ title, description, variant, onDismiss, className, ...props }: ToastCardProps) {
  return (
    <div className={cn(toastVariants({ variant }), className)} {...props}>
      <div className="grid gap-1">
        <p className="text-base font-semibold">{title}</p>
        {description ? <p className="text-base opacity-95">{description}</p> : null}
      </div>
      <button
        type="button"
        aria-label="Dismiss notification"
        onClick={onDismiss}
        className="absolute top-1.5 right-1.5 inline-flex size-11 items-center justify-center rounded-lg opacity-80 hover:opacity-100"
      >
        <X className="size-5" aria-hidden="true" />
      </button>
    </div>
  );
}
