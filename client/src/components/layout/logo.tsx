// The Crewline mark (an orange hard hat) and the word mark.
import { cn } from "@/lib/cn";

export function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" aria-hidden="true" focusable="false" className={cn("size-9 shrink-0", className)}>
      <rect width="32" height="32" rx="7" fill="#EA580C" />
      <path d="M7.5 20.5a8.5 8.5 0 0 1 17 0z" fill="#fff" />
      <rect x="14.5" y="9.5" width="3" height="6" rx="1" fill="#EA580C" />
      <rect x="5" y="20.5" width="22" height="3" rx="1.5" fill="#fff" />
    </svg>
  );
}

export function Logo({ className, markClassName }: { className?: string; markClassName?: string }) {
  return (
    <span className={cn("inline-flex items-center gap-2.5", className)}>
      <LogoMark className={markClassName} />
      <span className="text-xl font-bold tracking-tight">Crewline</span>
    </span>
  );
}
