// Which Chromium the browser tests drive: CHROME_PATH, else Debian's /usr/bin/chromium, else the one shipped in @sparticuz/chromium.
import fs from "node:fs";

export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-dev-shm-usage",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  "--disable-quic",
];

export async function resolveChromium(): Promise<string> {
  const fromEnv = process.env.CHROME_PATH;
  if (fromEnv) {
    if (!fs.existsSync(fromEnv)) throw new Error(`CHROME_PATH points at ${fromEnv}, which does not exist`);
    return fromEnv;
  }
  if (fs.existsSync("/usr/bin/chromium")) return "/usr/bin/chromium";
  // Only Node is needed: the npm package carries a compressed headless Chromium and unpacks it into /tmp.
  const { default: chromium } = await import("@sparticuz/chromium");
  return chromium.executablePath();
}
