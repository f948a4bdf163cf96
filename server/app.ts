// createApp(deps): middleware -> routers -> error handler. It never listens; index.ts and the tests do.
import compression from "compression";
import express, { type Express } from "express";
import helmet from "helmet";
import { pinoHttp } from "pino-http";
import { createPassport } from "./modules/auth/passport";
import { createSessionMiddleware, enforceAbsoluteLifetime, sessionCookieFor } from "./modules/auth/session";
import { apiNotFound, errorHandler } from "./middleware/error-handler";
import { newRequestId } from "./middleware/request-id";
import { refuseNulText } from "./middleware/no-nul-text";
import { requireJsonBody, sameOrigin } from "./middleware/same-origin";
import { requestLogFields, responseLogFields } from "./lib/logger";
import { createKnownDevices } from "./modules/auth/known-devices";
import { createAdminRouter } from "./modules/admin/admin.routes";
import { createBackupRouter } from "./modules/backup/backup.routes";
import { createAuthRouter } from "./modules/auth/auth.routes";
import { createCostCodesRouter } from "./modules/cost-codes/cost-codes.routes";
import { createIncidentsRouter } from "./modules/incidents/incidents.routes";
import { createSignOffsRouter } from "./modules/sign-offs/sign-offs.routes";
import { createPeriodSignaturesRouter } from "./modules/period-signatures/period-signatures.routes";
import { createPayrollExportsRouter } from "./modules/payroll-exports/payroll-exports.routes";
import { createCorrectionRequestsRouter } from "./modules/correction-requests/correction-requests.routes";
import { createDemoDataRouter } from "./modules/demo-data/demo-data.routes";
import { createHealthRouter } from "./modules/health/health.routes";
import { createInvitesRouter } from "./modules/invites/invites.routes";
import { kioskCookieFor, kioskCredential } from "./modules/kiosks/kiosk-credential";
import { createKiosksRouter, isKioskPunch } from "./modules/kiosks/kiosks.routes";
import { createJobsRouter } from "./modules/jobs/jobs.routes";
import { createPhotosRouter, isPhotoUpload } from "./modules/photos/photos.routes";
import { createProjectsRouter } from "./modules/projects/projects.routes";
import { createStatsRouter } from "./modules/stats/stats.routes";
import { createMaterialsRouter } from "./modules/materials/materials.routes";
import { createNotificationsRouter } from "./modules/notifications/notifications.routes";
import { createOpenApiRouter } from "./modules/openapi/openapi.routes";
import { createSafetyRouter } from "./modules/safety/safety.routes";
import { createGeocodeRouter } from "./modules/geocode/geocode.routes";
import { createPayrollRouter } from "./modules/payroll/payroll.routes";
import { createCrewPunchesRouter } from "./modules/time-clock/crew-punches.routes";
import { createCrewActionsRouter } from "./modules/time-clock/crew-actions.routes";
import { createCompanySettingsRouter } from "./modules/settings/company-settings.routes";
import { createForgottenClockOutsRouter } from "./modules/time-entries/forgotten-clock-outs.routes";
import { createTimeEntriesRouter } from "./modules/time-entries/time-entries.routes";
import { createPunchesRouter } from "./modules/time-clock/punches.routes";
import { createJobSwitchRouter } from "./modules/time-clock/job-switch.routes";
import { createCostCodeHoursRouter } from "./modules/time-entries/cost-code-hours.routes";
import { createWorkersRouter, isRosterImport } from "./modules/workers/workers.routes";
import { mountSpaFiles, mountSpaPages } from "./spa";
import { createServices, type AppDeps } from "./services";

export type { SpaMode } from "./spa";
export type { AppDeps, Services } from "./services";


/** Default JSON body limit; routes that take more (photos) raise it for themselves. */
export const JSON_BODY_LIMIT = "100kb";

export function createApp(deps: AppDeps): Express {
  const { env, database, logger } = deps;
  const services = createServices(deps);
  const passport = createPassport(services.auth);
  const app = express();
  app.locals.services = services;

  app.disable("x-powered-by");
  if (env.TRUST_PROXY !== undefined) app.set("trust proxy", env.TRUST_PROXY);

  app.use(
    pinoHttp({
      logger,
      genReqId: (req, res) => {
        const id = newRequestId();
        res.setHeader("X-Request-Id", id);
        return id;
      },
      serializers: { req: requestLogFields, res: responseLogFields },
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

  // JSON, HTML, CSV and the client's files are sent compressed to a browser that accepts it (hashed assets were
  // compressed at build time and are sent as they are): a week of time entries is a tenth of its size gzipped.
  app.use(compression());
  app.use(createHealthRouter(database));
  mountSpaFiles(app, deps.spa ?? { kind: "none" });

  const allowedOrigins = env.APP_URL ? [new URL(env.APP_URL).origin] : [];
  const jsonBody = express.json({ limit: JSON_BODY_LIMIT, strict: true });
  // Photo uploads (a base64 image, up to ~14 MB of JSON), roster CSVs and kiosk punches (with a photo) are parsed by
  // their own routes with a bigger limit.
  app.use(
    "/api",
    sameOrigin(() => allowedOrigins),
    requireJsonBody,
    (req, res, next) => (isPhotoUpload(req) || isRosterImport(req) || isKioskPunch(req) ? next() : jsonBody(req, res, next)),
    refuseNulText,
  );

  const sessionCookie = sessionCookieFor(env.APP_URL);
  app.use(createSessionMiddleware(database.pool, deps.sessionSecret, sessionCookie));
  app.use(enforceAbsoluteLifetime(sessionCookie));
  app.use(passport.initialize());
  app.use(passport.session());
  // A site kiosk's credential (issue 14), read like the session: req.kiosk for a kiosk that is not revoked.
  const kioskCookie = kioskCookieFor(env.APP_URL);
  app.use("/api", kioskCredential(services.kiosks.authenticate, kioskCookie));

  app.use(
    createAuthRouter({
      auth: services.auth,
      accounts: services.accounts,
      passwordReset: services.passwordReset,
      oidc: services.oidc,
      passport: passport as any,
      env,
      limits: services.limits,
      signInLimits: services.signInLimits,
      knownDevices: createKnownDevices(deps.sessionSecret),
      sessionCookie,
      logger,
    }),
  );
  app.use(createAdminRouter(services.admin));
  app.use(createBackupRouter(services.backup));
  app.use(createDemoDataRouter(services.demoData));

  app.use(createProjectsRouter(services.projects));
  app.use(createPhotosRouter(services.photos));
  app.use(createJobsRouter(services.jobs));
  app.use(createStatsRouter(services.stats));
  app.use(createMaterialsRouter(services.materials));
  app.use(createSafetyRouter(services.safety));
  app.use(createNotificationsRouter(services.notifications));
  app.use(createWorkersRouter(services.workers));
  app.use(createInvitesRouter(services.invites));
  app.use(createPunchesRouter(services.punches));
  app.use(createTimeEntriesRouter(services.timeEntries, services.manualEntries));
  app.use(createJobSwitchRouter(services.jobSwitch));
  app.use(createCostCodeHoursRouter(services.costCodeHours));
  app.use(createCrewPunchesRouter(services.crewPunches));
  app.use(createCrewActionsRouter(services.crewActions));
  app.use(createCorrectionRequestsRouter(services.correctionRequests));
  app.use(
    createKiosksRouter({
      kiosks: services.kiosks,
      kioskPunches: services.kioskPunches,
      kioskBreaks: services.kioskBreaks,
      kioskPinWaits: services.kioskPinWaits,
      kioskCookie,
      sessionCookie,
    }),
  );
  app.use(createCostCodesRouter(services.costCodes));
  app.use(createIncidentsRouter(services.incidents));
  app.use(createSignOffsRouter(services.signOffs));
  app.use(createPayrollRouter(services.payroll, services.payPeriods));
  app.use(createPeriodSignaturesRouter(services.periodSignatures));
  app.use(createPayrollExportsRouter(services.payrollExports));
  app.use(createCompanySettingsRouter(services.companySettings));
  app.use(createForgottenClockOutsRouter(services.forgottenClockOuts));
  app.use(createGeocodeRouter(services.geocoder));
  app.use(
    createOpenApiRouter({
      oidcProviderName: services.oidc ? env.OIDC_PROVIDER_NAME : undefined,
      sessionCookieName: sessionCookie.name,
      kioskCookieName: kioskCookie.name,
    }),
  );
  app.use("/api", apiNotFound);
  mountSpaPages(app, deps.spa ?? { kind: "none" }, { timeZone: env.APP_TIME_ZONE });
  app.use(errorHandler);
  return app;
}
