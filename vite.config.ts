// Vite build and dev-server settings for the React client (root: client/, output: dist/public).
import path from "node:path";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { VitePWA } from "vite-plugin-pwa";
import { FIELD_DATA_CACHE } from "./client/src/lib/field-data-cache";

export default defineConfig({
  root: path.resolve(import.meta.dirname, "client"),
  plugins: [
    react(),
    tailwindcss(),
    // Installable, and the app shell opens without signal. Punches are never cached: they go through the offline
    // queue in features/time-clock, which keeps them on the device until the server has them. The few lists the GPS
    // clock needs to work with no signal (crew, sites, who is on the clock) are read network-first and fall back to
    // the last copy, so a foreman who reopens the app on a site with no bars can still queue a punch.
    VitePWA({
      registerType: "autoUpdate",
      injectRegister: false,
      manifest: {
        id: "/",
        name: "Crewline",
        short_name: "Crewline",
        description: "Crews, GPS time clock, schedules, materials and safety for construction contractors.",
        theme_color: "#0F172A",
        background_color: "#F8FAFC",
        display: "standalone",
        orientation: "portrait",
        start_url: "/",
        scope: "/",
        icons: [
          { src: "/icons/icon-192.png", sizes: "192x192", type: "image/png", purpose: "any" },
          { src: "/icons/icon-512.png", sizes: "512x512", type: "image/png", purpose: "any" },
          { src: "/icons/icon-maskable-192.png", sizes: "192x192", type: "image/png", purpose: "maskable" },
          { src: "/icons/icon-maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
        ],
      },
      workbox: {
        globPatterns: ["**/*.{js,css,html,svg,png,ico,webmanifest}"],
        navigateFallback: "/index.html",
        navigateFallbackDenylist: [/^\/api\//, /^\/healthz/, /^\/readyz/],
        cleanupOutdatedCaches: true,
        clientsClaim: true,
        runtimeCaching: [
          {
            // Serialized into sw.js on its own: it may use nothing from this file's scope.
            urlPattern: ({ url, request }) =>
              request.method === "GET" &&
              (url.pathname === "/api/workers" ||
                url.pathname === "/api/projects" ||
                /^\/api\/workers\/\d+\/active-time$/.test(url.pathname) ||
                (url.pathname === "/api/time-entries" && url.searchParams.has("workerId"))),
            handler: "NetworkFirst",
            options: {
              cacheName: FIELD_DATA_CACHE,
              networkTimeoutSeconds: 8,
              expiration: { maxEntries: 200, maxAgeSeconds: 7 * 24 * 60 * 60 },
              cacheableResponse: { statuses: [200] },
            },
          },
        ],
      },
    }),
  ],
  resolve: {
    alias: {
      "@shared": path.resolve(import.meta.dirname, "shared"),
      "@": path.resolve(import.meta.dirname, "client/src"),
    },
  },
  build: {
    outDir: path.resolve(import.meta.dirname, "dist/public"),
    emptyOutDir: true,
  },
});
