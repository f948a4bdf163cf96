// Button with the app's variants; every size keeps a 44 px touch target.
import { Slot } from "@radix-ui/react-slot";
import { type VariantProps, cva } from "class-variance-authority";
import { LoaderCircle } from "lucide-react";
import * as React from "react";
import { cn } from "@/lib/cn";

export const buttonVariants = cva(
  "inline-flex min-h-11 shrink-0 items-center justify-center gap-2 rounded-lg text-base font-semibold whitespace-nowrap transition-colors select-none disabled:pointer-events-none disabled:opacity-60 [&_svg]:pointer-events-none [&_svg]:shrink-0",
  {
    variants: {
      variant: {
        default: "bg-brand-700 text-white shadow-sm hover:bg-brand-800 active:bg-brand-900",
        secondary: "bg-slate-900 text-white shadow-sm hover:bg-slate-800 active:bg-slate-700",
        outline: "border border-slate-300 bg-white text-slate-900 hover:bg-slate-100 active:bg-slate-200",
        ghost: "text-slate-800 hover:bg-slate-100 active:bg-slate-200",
        destructive: "bg-red-700 text-white shadow-sm hover:bg-red-800 active:bg-red-900",
        link: "min-h-0 text-brand-700 underline-offset-4 hover:underline",
      },
      size: {
        default: "h-11 px-4 [&_svg]:size-5",
        sm: "h-11 px-3 text-sm [&_svg]:size-4",
        lg: "h-12 px-6 text-lg [&_svg]:size-5",
        icon: "size-11 [&_svg]:size-5",
      },
    },
    defaultVariants: { variant: "default", size: "default" },
  },
);

export type ButtonProps = React.ComponentProps<"button"> &
  VariantProps<typeof buttonVariants> & {
    /** Render the single child (a link, for example) with button styles instead of a <button>. */
    asChild?: boolean;
    /** Shows a spinner, disables the button and sets aria-busy; pass the spec's pending text as children. */
    pending?: boolean;
  };

export function Button({
  className,
  variant,
  size,
  asChild = false,
  pending = false,
  disabled,
  children,
  type,
  ...props
}: ButtonProps) {
  if (asChild) {
    return (
      <Slot className={cn(buttonVariants({ variant, size }), className)} {...props}>
        {children}
      </Slot>
    );
  }
  return (
    <button
      type={type ?? "button"}
      // A pending button stays readable: it only fades a little.
      className={cn(buttonVariants({ variant, size }), pending && "disabled:opacity-90", className)}
      disabled={disabled || pending}
      aria-busy={pending || undefined}
      {...props}
    >
      {pending ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : null}
      {children}
    </button>
  );
}
