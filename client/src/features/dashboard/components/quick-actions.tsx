// Quick Actions (SPEC 3): Update Progress, Time Clock and Add Photos open their dialogs; the GPS Time Clock is a link.
// A tile is drawn only when its handler is given (showGpsClock for the link): the page leaves out what the signed-in
// role may not do, so a crew member never opens a dialog the server would refuse.
import { Camera, Clock, MapPin, TrendingUp } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "wouter";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";

const TILE =
  "flex min-h-20 flex-col items-center justify-center gap-1.5 rounded-lg border border-slate-200 bg-white p-3 text-center text-base font-semibold text-slate-900 transition-colors hover:border-brand-300 hover:bg-brand-50 [&_svg]:size-6 [&_svg]:text-brand-700";

function Tile({ children, onClick }: { children: ReactNode; onClick: () => void }) {
  return (
    <button type="button" className={TILE} onClick={onClick} aria-haspopup="dialog">
      {children}
    </button>
  );
}

type Props = { onUpdateProgress?: () => void; showGpsClock: boolean; onTimeClock?: () => void; onAddPhotos?: () => void };

export function QuickActions({ onUpdateProgress, showGpsClock, onTimeClock, onAddPhotos }: Props) {
  if (!onUpdateProgress && !showGpsClock && !onTimeClock && !onAddPhotos) return null;
  return (
    <Card>
      <CardHeader className="pb-2 sm:pb-2">
        <CardTitle>Quick Actions</CardTitle>
      </CardHeader>
      {/* An odd number of tiles (what a role may do): the last one takes the whole row. */}
      <CardContent className="grid grid-cols-2 gap-2 [&>*:last-child:nth-child(odd)]:col-span-2">
        {onUpdateProgress ? (
          <Tile onClick={onUpdateProgress}>
            <TrendingUp aria-hidden="true" />
            Update Progress
          </Tile>
        ) : null}
        {showGpsClock ? (
          <Link href="/timesheet-gps" className={TILE}>
            <MapPin aria-hidden="true" />
            GPS Time Clock
          </Link>
        ) : null}
        {onTimeClock ? (
          <Tile onClick={onTimeClock}>
            <Clock aria-hidden="true" />
            Time Clock
          </Tile>
        ) : null}
        {onAddPhotos ? (
          <Tile onClick={onAddPhotos}>
            <Camera aria-hidden="true" />
            Add Photos
          </Tile>
        ) : null}
      </CardContent>
    </Card>
  );
}
