// Renders the single current toast. The two live regions exist before any toast, so screen readers announce
// a new one (errors assertively); the text is in the page once, which keeps it easy to find in tests.
import { useEffect, useRef, useState } from "react";
import { ToastCard } from "./toast";
import { dismissToast, type ToastRecord, useToastState } from "./use-toast";

export const TOAST_DURATION_MS = 5000;

/** Dismisses the toast after its duration; the clock pauses while a mouse is over it or it has focus. */
function useAutoDismiss(current: ToastRecord | null, paused: boolean) {
  const remaining = useRef(TOAST_DURATION_MS);
  const id = current?.id;

  useEffect(() => {
    remaining.current = current?.duration ?? TOAST_DURATION_MS;
  }, [id, current?.duration]);

  useEffect(() => {
    if (id === undefined || paused) return;
    const startedAt = Date.now();
    const timer = window.setTimeout(() => dismissToast(id), remaining.current);
    return () => {
      window.clearTimeout(timer);
      remaining.current = Math.max(0, remaining.current - (Date.now() - startedAt));
    };
  }, [id, paused]);
}

export function Toaster() {
  const current = useToastState();
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  useAutoDismiss(current, hovered || focused);
  // A toast removed under the pointer never gets its mouseleave: start each toast unpaused.
  useEffect(() => {
    setHovered(false);
    setFocused(false);
  }, [current?.id]);

  const card = current ? (
    <ToastCard
      key={current.id}
      title={current.title}
      description={current.description}
      variant={current.variant ?? "default"}
      onDismiss={() => dismissToast(current.id)}
      // A finger's tap is no hover: on a phone the toast keeps counting down instead of staying put.
      onPointerEnter={(event) => setHovered(event.pointerType === "mouse")}
      onPointerLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={() => setFocused(false)}
    />
  ) : null;
  const isError = current?.variant === "destructive";

  // Just below the 64 px header, never over the lower half where a phone's submit buttons and bottom bar are.
  return (
    <div className="pointer-events-none fixed inset-x-0 top-16 z-[100] p-3 sm:inset-x-auto sm:right-0 sm:w-[26rem] sm:p-4">
      <div role="status" aria-live="polite" aria-atomic="true">
        {isError ? null : card}
      </div>
      <div role="alert" aria-live="assertive" aria-atomic="true">
        {isError ? card : null}
      </div>
    </div>
  );
}
