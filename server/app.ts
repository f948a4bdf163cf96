// createApp(deps): middleware -> routers -> error handler. It never listens; index.ts and the tests do.
import fs from "node:fs";
import path from "node:path";
import express, { type Express } from "express";
import helmet from "helmet";
import { pinoHttp } from "pino-http";
import type { Logger } from "pino";
import type { ViteDevServer } from "vite";
import type { Database } from "./db/client";
import type { Env } from "./env";
import { createPassport } from "./auth/passport";
import { createSessionMiddleware, enforceAbsoluteLifetime } from "./auth/session";
import { apiNotFound, errorHandler } from "./middleware/error-handler";
import { newRequestId } from "./middleware/request-id";
import { requireJsonBody, sameOrigin } from "./middleware/same-origin";
import { createAuthRepo } from "./modules/auth/auth.repo";
import { createAuthRouter } from "./modules/auth/auth.routes";
import { createAuthService } from "./modules/auth/auth.service";
import { createHealthRouter } from "./modules/health/health.routes";

export type SpaMode = { kind: "static"; dir: string } | { kind: "vite"; vite: ViteDevServer } | { kind: "none" };

export interface AppDeps {
  env: Env;
  database: Database;
  logger: Logger;
  sessionSecret: string;
  spa?: SpaMode;
  /** bcrypt cost; tests lower it for speed where the cost itself is not under test. */
  bcryptCost?: number;
}

/** Default JSON body limit; routes that take more (photos) raise it for themselves. */
export const JSON_BODY_LIMIT = "100kb";

export function createServices(deps: AppDeps) {
  const authRepo = createAuthRepo(deps.database.db);
  const auth = createAuthService(authRepo, { bcryptCost: deps.bcryptCost });
  return { auth, authRepo };
}

export type Services = ReturnType<typeof createServices>;

export function createApp(deps: AppDeps): Express {
  const { env, database, logger } = deps;
  const services = createServices(deps);
  const passport = createPassport(services.auth);
  const app = express();
  app.locals.services = services;

  app.disable("x-powered-by");
  if (env.TRUST_PROXY) app.set("trust proxy", parseTrustProxy(env.TRUST_PROXY));

  app.use(
    pinoHttp({
      logger,
      genReqId: (req, res) => {
        const id = newRequestId();
        res.setHeader("X-Request-Id", id);
        return id;
      },
      autoLogging: { ignore: (req) => req.url === "/healthz" || req.url === "/readyz" },
      customLogLevel: (_req, res, error) => (error || res.statusCode >= 500 ? "error" : res.statusCode >= 400 ? "warn" : "info"),
    }),
  );

  app.use(
    helmet({
      contentSecurityPolicy:
        deps.spa?.kind === "vite"
          ? false
          : {
              directives: {
                defaultSrc: ["'self'"],
                scriptSrc: ["'self'"],
                styleSrc: ["'self'", "'unsafe-inline'"],
                imgSrc: ["'self'", "data:", "blob:"],
                connectSrc: ["'self'"],
                fontSrc: ["'self'", "data:"],
                objectSrc: ["'none'"],
                frameAncestors: ["'none'"],
                formAction: ["'self'"],
                baseUri: ["'self'"],
                workerSrc: ["'self'"],
                manifestSrc: ["'self'"],
                upgradeInsecureRequests: null,
              },
            },
      crossOriginEmbedderPolicy: false,
      // HSTS only makes sense behind https; a plain-http install on a LAN must not be locked out.
      strictTransportSecurity: env.APP_URL?.startsWith("https://") ? undefined : false,
    }),
  );

  app.use(createHealthRouter(database));

  const allowedOrigins = env.APP_URL ? [new URL(env.APP_URL).origin] : [];
  app.use("/api", sameOrigin(() => allowedOrigins), requireJsonBody, express.json({ limit: JSON_BODY_LIMIT, strict: true }));

  app.use(createSessionMiddleware(database.pool, deps.sessionSecret));
  app.use(enforceAbsoluteLifetime);
  app.use(passport.initialize());
  app.use(passport.session());

  app.use(createAuthRouter({ auth: services.auth, passport: passport as any, env }));

  app.use("/api", apiNotFound);
  mountSpa(app, deps.spa ?? { kind: "none" });
  app.use(errorHandler);
  return app;
}

function parseTrustProxy(value: string): boolean | number | string {
  if (value === "true") return true;
  if (value === "false") return false;
  if (/^\d+$/.test(value)) return Number(value);
  return value;
}

function mountSpa(app: Express, spa: SpaMode) {
  if (spa.kind === "none") return;
  if (spa.kind === "vite") {
    const vite = spa.vite;
    app.use(vite.middlewares);
    app.get("/{*splat}", async (req, res, next) => {
      try {
        const template = fs.readFileSync(path.resolve(vite.config.root, "index.html"), "utf8");
        const html = await vite.transformIndexHtml(req.originalUrl, template);
        res.status(200).set({ "Content-Type": "text/html" }).end(html);
      } catch (error) {
        next(error);
      }
    });
    return;
  }
  const indexFile = path.join(spa.dir, "index.html");
  app.use(
    "/assets",
    express.static(path.join(spa.dir, "assets"), { immutable: true, maxAge: "1y", index: false, fallthrough: true }),
  );
  app.use(express.static(spa.dir, { index: false, maxAge: "1h" }));
  app.get("/{*splat}", (_req, res, next) => {
    res.setHeader("Cache-Control", "no-cache");
    res.sendFile(indexFile, (error) => error && next(error));
  });
}
