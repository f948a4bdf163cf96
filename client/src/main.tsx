// Browser entry point: mounts the app, registers the service worker and resumes sending punches left offline.
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App } from "@/app/app";
import "./index.css";

const root = document.getElementById("root");
if (!root) throw new Error("The #root element is missing from index.html");

createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);

if (import.meta.env.PROD && "serviceWorker" in navigator) {
  window.addEventListener("load", () => {
    navigator.serviceWorker.register("/sw.js", { scope: "/" }).catch(() => {
      // Without a service worker the app still works online; only the offline shell is lost.
    });
  });
}

// Punches queued on this phone during an earlier visit are sent as soon as the app starts (and when back online).
void import("@/features/time-clock/offline-queue").then(({ startPunchSync }) => startPunchSync());
