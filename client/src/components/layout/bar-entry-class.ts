// The look of one entry of the main navigation: a bar cell on phones, a sidebar row from 1024 px.
import { cn } from "@/lib/cn";

export const BAR_ENTRY_CLASS = cn(
  "relative flex min-h-16 w-full flex-col items-center justify-center gap-1 px-0.5 text-[0.6875rem] font-semibold tracking-tight text-slate-600 transition-colors sm:text-xs",
  "hover:text-slate-900 lg:min-h-11 lg:flex-row lg:justify-start lg:gap-3 lg:rounded-lg lg:px-3 lg:text-base lg:tracking-normal lg:hover:bg-slate-100",
);
export const BAR_ENTRY_ACTIVE_CLASS =
  "text-brand-700 before:absolute before:inset-x-3 before:top-0 before:h-1 before:rounded-b-full before:bg-brand-600 hover:text-brand-700 lg:bg-brand-50 lg:text-brand-800 lg:before:hidden lg:hover:bg-brand-50";
