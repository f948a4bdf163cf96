// One worker or a crew: the GPS clock's two modes for foremen and the office (crew members clock only themselves).
// A foreman's opens in Crew mode, the office's on one worker; a choice lasts for the visit, like the chosen worker.
import { UserRound, Users } from "lucide-react";
import { type ReactNode, useEffect, useState } from "react";
import { cn } from "@/lib/cn";
import { CrewClockCard } from "./crew-clock-card";

const MODE_KEY = "crewline.gps-clock.mode";
type Mode = "one" | "crew";

function readMode(startIn: Mode): Mode {
  try {
    const chosen = sessionStorage.getItem(MODE_KEY);
    return chosen === "crew" || chosen === "one" ? chosen : startIn;
  } catch {
    return startIn;
  }
}

export function ClockModes({ single, startIn }: { single: ReactNode; startIn: Mode }) {
  const [mode, setMode] = useState<Mode>(() => readMode(startIn));
  useEffect(() => {
    try {
      sessionStorage.setItem(MODE_KEY, mode);
    } catch {
      // Storage can be disabled; the mode then lasts only while the screen is open.
    }
  }, [mode]);

  const option = (value: Mode, label: string, icon: ReactNode) => (
    <button
      type="button"
      role="radio"
      aria-checked={mode === value}
      onClick={() => setMode(value)}
      className={cn(
        "flex min-h-12 flex-1 items-center justify-center gap-2 rounded-md px-3 text-base font-semibold lg:flex-none lg:px-6",
        mode === value ? "bg-white text-slate-900 shadow-sm" : "text-slate-700 hover:text-slate-900",
      )}
    >
      {icon}
      {label}
    </button>
  );

  return (
    <div className="grid gap-4">
      <div role="radiogroup" aria-label="Clock" className="flex gap-1 rounded-lg bg-slate-100 p-1 lg:w-fit">
        {option("one", "One worker", <UserRound className="size-5" aria-hidden="true" />)}
        {option("crew", "Crew", <Users className="size-5" aria-hidden="true" />)}
      </div>
      {mode === "crew" ? (
        <div className="lg:max-w-3xl">
          <CrewClockCard />
        </div>
      ) : (
        single
      )}
    </div>
  );
}
