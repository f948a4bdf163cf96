// A one-line strip under the header while the device reports no network (screens can only show what they loaded).
import { WifiOff } from "lucide-react";
import { useOnline } from "@/lib/use-online";

export function OfflineBanner() {
  const online = useOnline();
  return (
    <div role="status" aria-live="polite">
      {online ? null : (
        <p className="flex items-center justify-center gap-2 bg-amber-100 px-4 py-1 text-base font-semibold text-amber-950">
          <WifiOff className="size-5 shrink-0" aria-hidden="true" />
          Offline: no connection
        </p>
      )}
    </div>
  );
}
