// The GPS card's position: idle until asked (or at once when permission is already granted), then a fix or an error.
import { useCallback, useEffect, useRef, useState } from "react";
import { GPS_SERVICE_OPTIONS, getCurrentPosition, isLocationPermissionGranted, locationErrorMessage, type PositionFix } from "@/lib/geolocation";

export type LocationFixState =
  | { status: "idle"; fix: null; error: null }
  | { status: "locating"; fix: PositionFix | null; error: null }
  | { status: "ready"; fix: PositionFix; error: null }
  | { status: "error"; fix: null; error: string };

export function useLocationFix() {
  const [state, setState] = useState<LocationFixState>({ status: "idle", fix: null, error: null });
  const requestId = useRef(0);

  /**
   * `fresh` is for the Refresh Location button: a foreman walking onto the site needs where he is now, not a fix
   * up to 60 s old (the spec's cached age), so a tap asks for a new one; the automatic first fix may use the cache.
   */
  const refresh = useCallback(async (fresh = true) => {
    const id = ++requestId.current;
    setState((previous) => ({ status: "locating", fix: previous.fix, error: null }));
    try {
      const fix = await getCurrentPosition(fresh ? { ...GPS_SERVICE_OPTIONS, maximumAge: 0 } : GPS_SERVICE_OPTIONS);
      if (id === requestId.current) setState({ status: "ready", fix, error: null });
    } catch (error) {
      if (id !== requestId.current) return;
      setState({ status: "error", fix: null, error: locationErrorMessage(error, "gps") });
    }
  }, []);

  useEffect(() => {
    let cancelled = false;
    void isLocationPermissionGranted().then((granted) => {
      if (granted && !cancelled) void refresh(false);
    });
    return () => {
      cancelled = true;
    };
  }, [refresh]);

  return { ...state, refresh };
}
