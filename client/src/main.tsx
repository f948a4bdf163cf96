// Browser entry point: mounts the app, registers the service worker and resumes sending punches left offline.
import "@/lib/zod-jitless";
import { StrictMode, startTransition } from "react";
import { createRoot } from "react-dom/client";
import { App } from "@/app/app";
import { preloadSignedInPage } from "@/app/signed-in-pages";
import { authQueries } from "@/features/auth/api";
import { applyBootState } from "@/features/auth/boot-state";
import { queryClient } from "@/lib/query-client";
import { refetchFieldData, startSavedCopyRefresh } from "@/lib/saved-copy-refresh";
import "./index.css";

// Who is signed in came with the page: the first screen's code and reads start now, before React's first render.
const boot = applyBootState(queryClient, authQueries.user().queryKey);
if (boot?.user) preloadSignedInPage(window.location.pathname, boot.user.role, queryClient);

// Lists read from this device's saved copy (no signal) are asked of the server again, with back-off.
startSavedCopyRefresh(queryClient);

const root = document.getElementById("root");
if (!root) throw new Error("The #root element is missing from index.html");

// Rendered as a transition: React then works in slices of a few milliseconds and lets the browser paint the outline
// and answer taps in between, instead of holding a slow phone's main thread for the whole first screen.
startTransition(() => {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});

if (import.meta.env.PROD && "serviceWorker" in navigator) {
  // On the first visit the screen's lists were read before the service worker took over, so it has no copy of them:
  // read them again through it once it does, or the app closed now would reopen without signal with none.
  if (!navigator.serviceWorker.controller) {
    navigator.serviceWorker.addEventListener("controllerchange", () => void refetchFieldData(queryClient), { once: true });
  }
  window.addEventListener("load", () => {
    navigator.serviceWorker.register("/sw.js", { scope: "/" }).catch(() => {
      // Without a service worker the app still works online; only the offline shell is lost.
    });
  });
}

// Punches queued on this phone during an earlier visit are sent once the first screen is up (and when back online);
// its code waits until then so it does not compete with that screen's own downloads.
function startPunchSyncSoon() {
  const start = () => void import("@/features/time-clock/offline-queue").then(({ startPunchSync }) => startPunchSync());
  if ("requestIdleCallback" in window) window.requestIdleCallback(start, { timeout: 3000 });
  else setTimeout(start, 1000);
}
if (document.readyState === "complete") startPunchSyncSoon();
else window.addEventListener("load", startPunchSyncSoon, { once: true });
