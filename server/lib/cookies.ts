// Reading one cookie from a request's Cookie header (the app has no cookie-parsing middleware: two cookies besides the
// session's are read, the known-device one and the kiosk credential).
import type { Request } from "express";

export function cookieValue(req: Request, name: string): string | undefined {
  for (const part of req.headers.cookie?.split(";") ?? []) {
    const eq = part.indexOf("=");
    if (eq > 0 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return undefined;
}
