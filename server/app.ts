// createApp(deps): middleware -> routers -> error handler. It never listens; index.ts and the tests do.
import path from "node:path";
import compression from "compression";
import express, { type Express } from "express";
import helmet from "helmet";
import { pinoHttp } from "pino-http";
import type { Logger } from "pino";
import type { Database } from "./db/client";
import type { Env } from "./env";
import { createPassport } from "./modules/auth/passport";
import { createSessionMiddleware, enforceAbsoluteLifetime, sessionCookieFor } from "./modules/auth/session";
import { apiNotFound, errorHandler } from "./middleware/error-handler";
import { newRequestId } from "./middleware/request-id";
import { refuseNulText } from "./middleware/no-nul-text";
import { requireJsonBody, sameOrigin } from "./middleware/same-origin";
import { createOidcClient } from "./modules/auth/oidc-client";
import { requestLogFields, responseLogFields } from "./lib/logger";
import { createMailer, type Mailer } from "./lib/mailer";
import { createMailQueueRepo } from "./modules/mail-queue/mail-queue.repo";
import { createMailQueue, registerMailQueue } from "./modules/mail-queue/mail-queue.service";
import { createKnownDevices } from "./modules/auth/known-devices";
import { createAdminRepo } from "./modules/admin/admin.repo";
import { createAdminRouter } from "./modules/admin/admin.routes";
import { createAdminService } from "./modules/admin/admin.service";
import { createBackupRouter } from "./modules/backup/backup.routes";
import { createBackupService } from "./modules/backup/backup.service";
import { openIdDisplayName, publicBaseUrl } from "./modules/auth/account-mails";
import { createAccountsService } from "./modules/auth/accounts.service";
import { createAuthRepo } from "./modules/auth/auth.repo";
import { createAuthRouter } from "./modules/auth/auth.routes";
import { createAuthService } from "./modules/auth/auth.service";
import { createCorrectionRequestsRepo } from "./modules/correction-requests/correction-requests.repo";
import { createCostCodesRepo } from "./modules/cost-codes/cost-codes.repo";
import { createCostCodesRouter } from "./modules/cost-codes/cost-codes.routes";
import { createCostCodesService } from "./modules/cost-codes/cost-codes.service";
import { createIncidentsRepo } from "./modules/incidents/incidents.repo";
import { createIncidentsRouter } from "./modules/incidents/incidents.routes";
import { createIncidentsService } from "./modules/incidents/incidents.service";
import { createSignOffsRepo } from "./modules/sign-offs/sign-offs.repo";
import { createSignOffsRouter } from "./modules/sign-offs/sign-offs.routes";
import { createSignOffsService } from "./modules/sign-offs/sign-offs.service";
import { createCorrectionRequestsRouter } from "./modules/correction-requests/correction-requests.routes";
import { createCorrectionRequestsService } from "./modules/correction-requests/correction-requests.service";
import { createDemoDataRepo } from "./modules/demo-data/demo-data.repo";
import { createDemoDataRouter } from "./modules/demo-data/demo-data.routes";
import { createDemoDataService } from "./modules/demo-data/demo-data.service";
import { createOidcService } from "./modules/auth/oidc.service";
import { createSignInLimits } from "./modules/auth/sign-in-limits";
import { createLimitsRepo } from "./modules/limits/limits.repo";
import { createLimitsService, DEFAULT_RATE_LIMITS, type RateLimitSettings } from "./modules/limits/limits.service";
import { createPasswordResetService } from "./modules/auth/password-reset.service";
import { createHealthRouter } from "./modules/health/health.routes";
import { createInvitesRepo } from "./modules/invites/invites.repo";
import { createInvitesRouter } from "./modules/invites/invites.routes";
import { createInvitesService } from "./modules/invites/invites.service";
import { kioskCookieFor, kioskCredential } from "./modules/kiosks/kiosk-credential";
import { createKioskBreaksService } from "./modules/kiosks/kiosk-breaks.service";
import { createKioskPunchesService } from "./modules/kiosks/kiosk-punches.service";
import { createKioskPinWaitsRepo } from "./modules/kiosks/kiosk-pin-waits.repo";
import { createKioskPinWaitsService } from "./modules/kiosks/kiosk-pin-waits.service";
import { createKioskWorkerCheck } from "./modules/kiosks/kiosk-worker-check";
import { createKiosksRepo } from "./modules/kiosks/kiosks.repo";
import { createKiosksRouter, isKioskPunch } from "./modules/kiosks/kiosks.routes";
import { createKiosksService } from "./modules/kiosks/kiosks.service";
import { createJobsRepo } from "./modules/jobs/jobs.repo";
import { createJobsRouter } from "./modules/jobs/jobs.routes";
import { createJobsService } from "./modules/jobs/jobs.service";
import { createPhotosRepo } from "./modules/photos/photos.repo";
import { createPhotosRouter, isPhotoUpload } from "./modules/photos/photos.routes";
import { createPhotosService } from "./modules/photos/photos.service";
import { createDiskSpaceGuard, statfsFreeBytes, type FreeDiskBytes } from "./modules/photos/disk-space";
import { createProjectsRepo } from "./modules/projects/projects.repo";
import { createProjectsRouter } from "./modules/projects/projects.routes";
import { createProjectsService } from "./modules/projects/projects.service";
import { createStatsRepo } from "./modules/stats/stats.repo";
import { createStatsRouter } from "./modules/stats/stats.routes";
import { createStatsService } from "./modules/stats/stats.service";
import { createMaterialsRepo } from "./modules/materials/materials.repo";
import { createMaterialsRouter } from "./modules/materials/materials.routes";
import { createMaterialsService } from "./modules/materials/materials.service";
import { createNotificationsRepo } from "./modules/notifications/notifications.repo";
import { createNotificationsRouter } from "./modules/notifications/notifications.routes";
import { createNotificationsService } from "./modules/notifications/notifications.service";
import { createOpenApiRouter } from "./modules/openapi/openapi.routes";
import { createSafetyRepo } from "./modules/safety/safety.repo";
import { createScopeRepo } from "./modules/scope/scope.repo";
import { createScopeService } from "./modules/scope/scope.service";
import { createSafetyRouter } from "./modules/safety/safety.routes";
import { createSafetyService } from "./modules/safety/safety.service";
import { createReverseGeocoder } from "./lib/geocode";
import { createGeocodeRouter } from "./modules/geocode/geocode.routes";
import { createPayrollRepo } from "./modules/payroll/payroll.repo";
import { createPayrollRouter } from "./modules/payroll/payroll.routes";
import { createPayrollService } from "./modules/payroll/payroll.service";
import { createMealBreakService } from "./modules/meal-breaks/meal-breaks";
import { createIdempotencyRepo } from "./modules/idempotency/idempotency.repo";
import { createIdempotencyService } from "./modules/idempotency/idempotency.service";
import { createEntryPayRepo } from "./modules/time-entries/entry-pay.repo";
import { createManualEntriesRepo } from "./modules/time-entries/manual-entries.repo";
import { createManualEntriesService } from "./modules/time-entries/manual-entries.service";
import { registerHousekeeping } from "./modules/scheduler/housekeeping";
import { createSchedulerRepo } from "./modules/scheduler/scheduler.repo";
import { createScheduler } from "./modules/scheduler/scheduler.service";
import { createCrewPunchesRepo } from "./modules/time-entries/crew-punches.repo";
import { createCrewPunchesRouter } from "./modules/time-entries/crew-punches.routes";
import { createCrewPunchesService } from "./modules/time-entries/crew-punches.service";
import { createCrewActionsRouter } from "./modules/time-entries/crew-actions.routes";
import { createCrewActionsService } from "./modules/time-entries/crew-actions.service";
import { FORGOTTEN_CLOCK_OUTS_JOB, registerForgottenClockOuts } from "./modules/scheduler/forgotten-clock-outs.jobs";
import { createCompanySettingsRouter } from "./modules/settings/company-settings.routes";
import { createCompanySettingsService } from "./modules/settings/company-settings.service";
import { createSettingsStore } from "./modules/settings/settings-store.repo";
import { createForgottenClockOutsService } from "./modules/time-entries/forgotten-clock-outs.service";
import { createForgottenClockOutsRepo } from "./modules/time-entries/forgotten-clock-outs.repo";
import { createForgottenClockOutsRouter } from "./modules/time-entries/forgotten-clock-outs.routes";
import { createPunchesRepo } from "./modules/time-entries/punches.repo";
import { createPunchesService } from "./modules/time-entries/punches.service";
import { createTimeEntriesRepo } from "./modules/time-entries/time-entries.repo";
import { createTimeEntriesRouter } from "./modules/time-entries/time-entries.routes";
import { createJobSwitchRouter } from "./modules/time-entries/job-switch.routes";
import { createJobSwitchService } from "./modules/time-entries/job-switch.service";
import { createCostCodeHoursRepo } from "./modules/time-entries/cost-code-hours.repo";
import { createCostCodeHoursService } from "./modules/time-entries/cost-code-hours.service";
import { createTimeEntriesService } from "./modules/time-entries/time-entries.service";
import { createWorkersRepo } from "./modules/workers/workers.repo";
import { createWorkersRouter, isRosterImport } from "./modules/workers/workers.routes";
import { createWorkersService } from "./modules/workers/workers.service";
import { mountSpaFiles, mountSpaPages, type SpaMode } from "./spa";

export type { SpaMode } from "./spa";


export interface AppDeps {
  env: Env;
  database: Database;
  logger: Logger;
  sessionSecret: string;
  spa?: SpaMode;
  /** bcrypt cost; tests lower it for speed where the cost itself is not under test. */
  bcryptCost?: number;
  /** Outgoing mail; unset: SMTP_URL, else files in DATA_DIR/outbox (see lib/mailer.ts). */
  mailer?: Mailer;
  /** Rate limits other than the defaults (modules/limits); the fuzz tests lift them so a 429 hides nothing. */
  rateLimits?: Partial<RateLimitSettings>;
  /** The clock that stamps punches and approvals; tests pass their own to place entries in chosen weeks. */
  now?: () => Date;
  /** Free bytes of the file system holding a directory (default: statfs); tests pass their own to fill the disk. */
  freeDiskBytes?: FreeDiskBytes;
}

/** Default JSON body limit; routes that take more (photos) raise it for themselves. */
export const JSON_BODY_LIMIT = "100kb";

export function createServices(deps: AppDeps) {
  const { env, logger } = deps;
  const baseUrl = publicBaseUrl(env);
  const mailer =
    deps.mailer ??
    createMailer({ smtpUrl: env.SMTP_URL, from: env.MAIL_FROM, outboxDir: path.join(env.DATA_DIR, "outbox"), logger });
  // Every mail is queued with the change it reports and sent after the commit, retried by the job registered below.
  const mailQueue = createMailQueue({ repo: createMailQueueRepo(deps.database.db), mailer, logger, now: deps.now });
  const authRepo = createAuthRepo(deps.database.db);
  const auth = createAuthService(authRepo, { bcryptCost: deps.bcryptCost });
  const limits = createLimitsService(createLimitsRepo(deps.database.db), {
    settings: {
      signInPerIp: { ...DEFAULT_RATE_LIMITS.signInPerIp, maxAttempts: env.SIGN_IN_LIMIT_PER_IP },
      mailRequestsPerIp: { ...DEFAULT_RATE_LIMITS.mailRequestsPerIp, maxAttempts: env.REGISTRATION_LIMIT_PER_IP },
      ...deps.rateLimits,
    },
    now: deps.now,
  });
  const signInLimits = createSignInLimits(limits, authRepo, logger);
  const accounts = createAccountsService(authRepo, { mail: mailQueue, baseUrl, bcryptCost: deps.bcryptCost, signInLimits, now: deps.now });
  const passwordReset = createPasswordResetService(authRepo, accounts, {
    mail: mailQueue,
    baseUrl,
    openIdDisplayName: openIdDisplayName(env),
    bcryptCost: deps.bcryptCost,
    now: deps.now,
  });
  const oidc =
    env.OIDC_ISSUER_URL && env.OIDC_CLIENT_ID
      ? createOidcService(
          authRepo,
          createOidcClient({
            issuerUrl: env.OIDC_ISSUER_URL,
            clientId: env.OIDC_CLIENT_ID,
            clientSecret: env.OIDC_CLIENT_SECRET,
            callbackUrl: `${baseUrl}/api/auth/${env.OIDC_PROVIDER_NAME}/callback`,
          }),
          logger,
        )
      : undefined;
  const admin = createAdminService(createAdminRepo(deps.database.db), {
    mail: mailQueue,
    baseUrl,
    openIdDisplayName: openIdDisplayName(env),
    now: deps.now,
  });
  const invites = createInvitesService(createInvitesRepo(deps.database.db), { mail: mailQueue, baseUrl, bcryptCost: deps.bcryptCost, now: deps.now });
  const demoData = createDemoDataService(createDemoDataRepo(deps.database.db), { logger });
  // What rows crew and foremen see; the services of their screens filter by it.
  const scopes = createScopeService(createScopeRepo(deps.database.db));
  const timeZone = env.APP_TIME_ZONE;
  const backup = createBackupService({ database: deps.database, dataDir: env.DATA_DIR, timeZone, logger, now: deps.now });
  const projects = createProjectsService(createProjectsRepo(deps.database.db), { timeZone, now: deps.now, scopes });
  const jobs = createJobsService(createJobsRepo(deps.database.db), { timeZone, now: deps.now, scopes });
  const stats = createStatsService(createStatsRepo(deps.database.db), { timeZone, now: deps.now, scopes });
  // Every stored image (project and kiosk punch photos) keeps the embedded database's disk above its floor.
  const disk = createDiskSpaceGuard({
    dataDir: deps.database.kind === "pglite" ? env.DATA_DIR : null,
    floorBytes: env.DISK_FREE_FLOOR_BYTES,
    freeBytes: deps.freeDiskBytes ?? statfsFreeBytes,
  });
  const photos = createPhotosService(createPhotosRepo(deps.database.db), {
    projects,
    limits,
    disk,
    dailyBytesPerPerson: env.PHOTO_DAILY_BYTES_PER_PERSON,
    timeZone,
    now: deps.now,
  });
  const materials = createMaterialsService(createMaterialsRepo(deps.database.db), { scopes });
  const safety = createSafetyService(createSafetyRepo(deps.database.db), { timeZone, scopes });
  const notifications = createNotificationsService(createNotificationsRepo(deps.database.db), {
    timeZone,
    scopes,
    stuckMails: mailQueue.stuck,
    // Called per request, after the kiosks' services below exist.
    pinFailures: (caller) => kioskPinWaitsService.bellFailures(caller),
    now: deps.now,
  });
  const workers = createWorkersService(createWorkersRepo(deps.database.db), { scopes, now: deps.now, bcryptCost: deps.bcryptCost });
  const settingsStore = createSettingsStore(deps.database.db);
  const companySettings = createCompanySettingsService(settingsStore, {
    now: deps.now,
    // Called per change, after the scheduler below exists.
    onChange: () => scheduler.dueNow(FORGOTTEN_CLOCK_OUTS_JOB),
  });
  const mealBreaks = createMealBreakService(deps.database.db, { timeZone, now: deps.now, companySettings });
  const payroll = createPayrollService(createPayrollRepo(deps.database.db), {
    timeZone,
    companySettings,
    mealBreaks,
    now: deps.now,
    workerChanges: workers.changesWithin,
    settingsChanges: companySettings.payChangesWithin,
    // Called per request, after manualEntries below exists (each needs the other).
    entryChanges: (range) => manualEntries.auditWithin(range),
  });
  const idempotency = createIdempotencyService(createIdempotencyRepo(deps.database.db), { now: deps.now });
  const timeEntriesRepo = createTimeEntriesRepo(deps.database.db);
  const entryPayRepo = createEntryPayRepo(deps.database.db);
  const signOffAtClockOut = async () => (await companySettings.clock()).signOffAtClockOut;
  const costCodeRequired = async () => (await companySettings.clock()).costCodeRequired;
  const timeEntryOptions = { timeZone, payrollSettings: payroll.getSettings, signOffAtClockOut, costCodeRequired, scopes, now: deps.now, mealBreaks };
  const timeEntries = createTimeEntriesService(timeEntriesRepo, entryPayRepo, timeEntryOptions);
  const punches = createPunchesService(
    { entries: timeEntriesRepo, punches: createPunchesRepo(), pay: entryPayRepo, idempotency, scopes },
    timeEntryOptions,
  );
  const jobSwitch = createJobSwitchService(
    { entries: timeEntriesRepo, punches: createPunchesRepo(), pay: entryPayRepo, idempotency, scopes },
    timeEntryOptions,
  );
  const costCodeHours = createCostCodeHoursService(createCostCodeHoursRepo(deps.database.db), { timeZone });
  const crewDeps = { entries: timeEntriesRepo, punches: createPunchesRepo(), pay: entryPayRepo, crew: createCrewPunchesRepo(), idempotency, scopes };
  const crewPunches = createCrewPunchesService(crewDeps, timeEntryOptions);
  const crewActions = createCrewActionsService(crewDeps, timeEntryOptions);
  const manualEntries = createManualEntriesService(timeEntriesRepo, createManualEntriesRepo(deps.database.db), entryPayRepo, {
    timeZone,
    payrollSettings: payroll.getSettings,
    costCodeRequired,
    detail: timeEntries.detail,
    now: deps.now,
  });
  const correctionRequests = createCorrectionRequestsService(createCorrectionRequestsRepo(deps.database.db), {
    scopes,
    timeEntries,
    now: deps.now,
  });
  const costCodes = createCostCodesService(createCostCodesRepo(deps.database.db), { now: deps.now });
  const incidents = createIncidentsService(createIncidentsRepo(deps.database.db), { now: deps.now });
  const signOffs = createSignOffsService(
    { repo: createSignOffsRepo(deps.database.db), entries: timeEntriesRepo, pay: entryPayRepo, incidents, idempotency, scopes },
    { now: deps.now, offlineSignOffHours: async () => (await companySettings.get()).forgottenClockOutAlertHours },
  );
  const kiosksRepo = createKiosksRepo(deps.database.db);
  const kiosks = createKiosksService(kiosksRepo, { settings: settingsStore, signOffAtClockOut, now: deps.now });
  const kioskPinWaits = createKioskPinWaitsRepo(deps.database.db);
  const kioskPinWaitsService = createKioskPinWaitsService(kioskPinWaits, { scopes, now: deps.now });
  const kioskCheck = createKioskWorkerCheck({ repo: kiosksRepo, pinWaits: kioskPinWaits, idempotency, limits, now: deps.now });
  const kioskPunches = createKioskPunchesService({ repo: kiosksRepo, kiosks, punches, check: kioskCheck, disk }, { timeZone });
  const kioskBreaks = createKioskBreaksService({ check: kioskCheck, punches, signOffs });
  const geocoder = createReverseGeocoder({
    baseUrl: env.GEOCODER_URL,
    userAgent: env.APP_URL ? `Crewline/0.1 (+${env.APP_URL})` : "Crewline/0.1",
    logger,
  });
  // Timed work: index.ts starts it after listening and stops it before the database closes; tests call runDue().
  const scheduler = createScheduler(createSchedulerRepo(deps.database.db), { logger, now: deps.now });
  registerHousekeeping(scheduler, { idempotency, limits, kiosks, mailQueue }, logger);
  registerMailQueue(scheduler, mailQueue);
  const forgottenClockOuts = createForgottenClockOutsService(
    { repo: createForgottenClockOutsRepo(deps.database.db), entries: timeEntriesRepo, pay: entryPayRepo, punches: createPunchesRepo() },
    { timeZone, now: deps.now, companySettings, payrollSettings: payroll.getSettings, mail: mailQueue, logger, baseUrl, detail: timeEntries.detail },
  );
  registerForgottenClockOuts(scheduler, forgottenClockOuts, logger);
  return { companySettings, forgottenClockOuts, auth, authRepo, accounts, passwordReset, limits, signInLimits, oidc, admin, invites, backup, demoData, scopes, mailer, mailQueue, projects, jobs, stats, photos, materials, safety, notifications, workers, payroll, idempotency, timeEntries, punches, crewPunches, crewActions, jobSwitch, costCodeHours, manualEntries, correctionRequests, kiosks, kioskPunches, kioskBreaks, kioskPinWaits: kioskPinWaitsService, costCodes, incidents, signOffs, geocoder, scheduler };
}

export type Services = ReturnType<typeof createServices>;

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
  app.use(createTimeEntriesRouter(services.timeEntries, services.punches, services.manualEntries));
  app.use(createJobSwitchRouter(services.jobSwitch, services.costCodeHours));
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
  app.use(createPayrollRouter(services.payroll));
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
