// Every method + path registered on an app, found by walking Express 5's router stack (routers nested in routers too).
import type { Express } from "express";

export interface RegisteredRoute {
  method: string;
  path: string;
}

export function registeredRoutes(app: Express): RegisteredRoute[] {
  const found: RegisteredRoute[] = [];
  const walk = (stack: any[], prefix: string) => {
    for (const layer of stack) {
      if (layer.route) {
        const paths: string[] = ([] as string[]).concat(layer.route.path);
        for (const method of Object.keys(layer.route.methods)) {
          if (method === "_all") continue;
          for (const p of paths) found.push({ method: method.toUpperCase(), path: `${prefix}${p}` });
        }
      } else if (Array.isArray(layer.handle?.stack)) {
        const mount = typeof layer.rawPath === "string" && layer.rawPath !== "/" ? layer.rawPath : "";
        walk(layer.handle.stack, `${prefix}${mount}`);
      }
    }
  };
  walk((app as unknown as { router: { stack: any[] } }).router.stack, "");
  return found;
}
