// Vite build and dev-server settings for the React client (root: client/, output: dist/public).
import fs from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import zlib from "node:zlib";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig, type Plugin } from "vite";
import { VitePWA } from "vite-plugin-pwa";
import { FIELD_DATA_CACHE, isFieldDataRead, stampSavedCopy } from "./client/src/lib/field-data-cache";

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/**
 * Writes `name.br` and `name.gz` beside each hashed asset at the highest settings, once per build; the server sends
 * them as they are (server/app.ts), which is about 15% smaller than compressing on the fly at a per-request level.
 */
function precompressAssets(): Plugin {
  return {
    name: "crewline-precompress-assets",
    apply: "build",
    async writeBundle(options, bundle) {
      const outDir = options.dir ?? "";
      const files = Object.keys(bundle).filter((name) => name.startsWith("assets/") && /\.(js|css|svg)$/.test(name));
      await Promise.all(
        files.map(async (name) => {
          const file = path.join(outDir, name);
          const source = await fs.promises.readFile(file);
          const [br, gz] = await Promise.all([
            brotli(source, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: source.length } }),
            gzip(source, { level: 9 }),
          ]);
          // Small chunks too (a phone fetches a dozen of them at start); a copy that would not be smaller is not written.
          await Promise.all([
            br.length < source.length && fs.promises.writeFile(`${file}.br`, br),
            gz.length < source.length && fs.promises.writeFile(`${file}.gz`, gz),
          ]);
        }),
      );
    },
  };
}

export default defineConfig({
  root: path.resolve(import.meta.dirname, "client"),
  plugins: [
    react(),
    tailwindcss(),
    precompressAssets(),
    // Installable, and the app shell opens without signal. Punches are never cached: they go through the offline
    // queue in features/time-clock, which keeps them on the device until the server has them. The few lists the GPS
    // clock and a kiosk need to work with no signal (crew, sites, who is on the clock, cost codes) are read
    // network-first and fall back to the last copy, stamped with when it was saved, so a foreman who reopens the app on
    // a site with no bars can still queue a punch and sees how old the lists are.
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
            // Both are written into sw.js as source text: see client/src/lib/field-data-cache.ts.
            urlPattern: isFieldDataRead,
            handler: "NetworkFirst",
            options: {
              cacheName: FIELD_DATA_CACHE,
              networkTimeoutSeconds: 8,
              expiration: { maxEntries: 200, maxAgeSeconds: 7 * 24 * 60 * 60 },
              cacheableResponse: { statuses: [200] },
              plugins: [stampSavedCopy],
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
    // The server reads the manifest to tell the browser, in index.html, which files the requested screen needs
    // (server/spa.ts), so they download beside the entry instead of after it.
    manifest: true,
    rolldownOptions: {
      output: {
        // Screens stay split by route, but code that many screens share travels in a few larger files: on a slow
        // phone every extra request costs a round trip, more than the few kilobytes a screen does not use.
        codeSplitting: {
          groups: [
            // What every page runs: React, the query cache, the router and the class-name helpers (not TanStack's list windowing).
            {
              name: "vendor",
              test: /node_modules[\\/](react|react-dom|scheduler|@tanstack[\\/](react-query|query-core)|wouter|regexparam|use-sync-external-store|mitt|clsx|tailwind-merge|class-variance-authority)[\\/]/,
              priority: 40,
            },
            // Long lists' windowing, for the desk tables only: the dashboard's first load does without it.
            { name: "virtual-list", test: /node_modules[\\/]@tanstack[\\/](react-virtual|virtual-core)[\\/]/, priority: 35 },
            // The icons (one tiny chunk each otherwise).
            { name: "icons", test: /node_modules[\\/]lucide-react[\\/]/, priority: 30 },
            // Radix's shared plumbing (context, ids, presence, collections): tabs, menus and dialogs all need it.
            {
              name: "radix-core",
              test: /node_modules[\\/]@radix-ui[\\/]react-(context|presence|id|use-[a-z-]+|collection|direction|roving-focus)[\\/]/,
              priority: 25,
            },
            // Radix's overlay layers (portals, focus trap, dismiss, scroll lock): every dialog, menu and picker.
            {
              name: "radix-overlay",
              test: /node_modules[\\/](@radix-ui[\\/]react-(portal|dismissable-layer|focus-scope|focus-guards|dialog)|react-remove-scroll[a-z-]*|aria-hidden|use-callback-ref|use-sidecar|detect-node-es|tslib|get-nonce)[\\/]/,
              priority: 20,
            },
            { name: "dates", test: /node_modules[\\/](date-fns|@date-fns[\\/]tz)[\\/]/, priority: 10 },
            // The small primitives nearly every screen draws, with the bits of Radix a button needs.
            {
              name: "ui",
              test: /(client[\\/]src[\\/]components[\\/](ui[\\/](badge|button|card|state-message|skeleton|progress|input|label|textarea|form-field|first-use)|layout[\\/]page-header)\.tsx$|node_modules[\\/]@radix-ui[\\/]react-(slot|compose-refs|primitive)[\\/])/,
              priority: 50,
            },
          ],
        },
      },
    },
  },
});
