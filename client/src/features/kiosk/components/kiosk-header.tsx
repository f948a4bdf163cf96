// The kiosk's top bar: the project (what site this tablet is at), the kiosk's name and the time, big enough to read
// from a step away.
import { useEffect, useState } from "react";
import { LogoMark } from "@/components/layout/logo";
import { formatTime } from "@/lib/format";

const CLOCK_TICK_MS = 10_000;

function useClockTime(): string {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), CLOCK_TICK_MS);
    return () => window.clearInterval(timer);
  }, []);
  return formatTime(now);
}

export function KioskHeader({ projectName, kioskName }: { projectName: string; kioskName: string }) {
  const time = useClockTime();
  return (
    <header className="bg-slate-900 text-white">
      <div className="mx-auto flex max-w-6xl items-center gap-3 px-4 py-3 sm:px-6 sm:py-4">
        <LogoMark className="size-10 max-sm:hidden" />
        <div className="min-w-0 flex-1">
          <h1 className="line-clamp-2 text-2xl leading-tight font-bold tracking-tight break-words sm:text-3xl">{projectName}</h1>
          <p className="truncate text-base text-slate-300 sm:text-lg">Time clock · {kioskName}</p>
        </div>
        <p className="shrink-0 text-2xl font-bold tabular-nums sm:text-4xl" aria-label={`The time is ${time}`}>
          {time}
        </p>
      </div>
    </header>
  );
}
