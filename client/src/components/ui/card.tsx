// Card surface: white, 12 px radius, one shadow level.
import * as React from "react";
import { cn } from "@/lib/cn";

export function Card({ className, ...props }: React.ComponentProps<"div">) {
  return (
    <div
      className={cn("rounded-card border border-slate-200 bg-white text-slate-900 shadow-card", className)}
      {...props}
    />
  );
}

export function CardHeader({ className, ...props }: React.ComponentProps<"div">) {
  return <div className={cn("flex flex-col gap-1 p-4 sm:p-6", className)} {...props} />;
}

type CardTitleProps = React.ComponentProps<"h2"> & { as?: "h1" | "h2" | "h3" };

export function CardTitle({ className, as: Heading = "h2", ...props }: CardTitleProps) {
  return <Heading className={cn("text-lg leading-tight font-semibold", className)} {...props} />;
}

export function CardDescription({ className, ...props }: React.ComponentProps<"p">) {
  return <p className={cn("text-base text-slate-600", className)} {...props} />;
}

export function CardContent({ className, ...props }: React.ComponentProps<"div">) {
  return <div className={cn("px-4 pb-4 sm:px-6 sm:pb-6", className)} {...props} />;
}

export function CardFooter({ className, ...props }: React.ComponentProps<"div">) {
  return <div className={cn("flex items-center gap-2 px-4 pb-4 sm:px-6 sm:pb-6", className)} {...props} />;
}
