// createServices(deps): every module's repo and service, wired once for the app (createApp) and the tests. The
// order follows who needs whom; a few services are handed functions that reach services made after them.
import path from "node:path";
import type { Logger } from "pino";
import type { Database } from "./db/client";
import type { Env } from "./env";
import { createOidcClient } from "./modules/auth/oidc-client";
import { createMailer, type Mailer } from "./lib/mailer";
import { createMailQueueRepo } from "./modules/mail-queue/mail-queue.repo";
import { createMailQueue, registerMailQueue } from "./modules/mail-queue/mail-queue.service";
import { createAdminRepo } from "./modules/admin/admin.repo";
import { createAdminService } from "./modules/admin/admin.service";
import { createBackupService } from "./modules/backup/backup.service";
import { openIdDisplayName, publicBaseUrl } from "./modules/auth/account-mails";
import { createAccountsService } from "./modules/auth/accounts.service";
import { createAuthRepo } from "./modules/auth/auth.repo";
import { createAuthService } from "./modules/auth/auth.service";
import { createCorrectionRequestsRepo } from "./modules/correction-requests/correction-requests.repo";
import { createCostCodesRepo } from "./modules/cost-codes/cost-codes.repo";
import { createCostCodesService } from "./modules/cost-codes/cost-codes.service";
import { createIncidentsRepo } from "./modules/incidents/incidents.repo";
import { createIncidentsService } from "./modules/incidents/incidents.service";
import { createSignOffsRepo } from "./modules/sign-offs/sign-offs.repo";
import { createSignOffsService } from "./modules/sign-offs/sign-offs.service";
import { createCorrectionRequestsService } from "./modules/correction-requests/correction-requests.service";
import { createDemoDataRepo } from "./modules/demo-data/demo-data.repo";
import { createDemoDataService } from "./modules/demo-data/demo-data.service";
import { createOidcService } from "./modules/auth/oidc.service";
import { createSignInLimits } from "./modules/auth/sign-in-limits";
import { createLimitsRepo } from "./modules/limits/limits.repo";
import { createLimitsService, DEFAULT_RATE_LIMITS, type RateLimitSettings } from "./modules/limits/limits.service";
import { createPasswordResetService } from "./modules/auth/password-reset.service";
import { createInvitesRepo } from "./modules/invites/invites.repo";
import { createInvitesService } from "./modules/invites/invites.service";
import { createKioskBreaksService } from "./modules/kiosks/kiosk-breaks.service";
import { createKioskPunchesService } from "./modules/kiosks/kiosk-punches.service";
import { createKioskPinWaitsRepo } from "./modules/kiosks/kiosk-pin-waits.repo";
import { createKioskPinWaitsService } from "./modules/kiosks/kiosk-pin-waits.service";
import { createKioskWorkerCheck } from "./modules/kiosks/kiosk-worker-check";
import { createKiosksRepo } from "./modules/kiosks/kiosks.repo";
import { createKiosksService } from "./modules/kiosks/kiosks.service";
import { createJobsRepo } from "./modules/jobs/jobs.repo";
import { createJobsService } from "./modules/jobs/jobs.service";
import { createPhotosRepo } from "./modules/photos/photos.repo";
import { createPhotosService } from "./modules/photos/photos.service";
import { createDiskSpaceGuard, statfsFreeBytes, type FreeDiskBytes } from "./modules/photos/disk-space";
import { createProjectsRepo } from "./modules/projects/projects.repo";
import { createProjectsService } from "./modules/projects/projects.service";
import { createStatsRepo } from "./modules/stats/stats.repo";
import { createStatsService } from "./modules/stats/stats.service";
import { createMaterialsRepo } from "./modules/materials/materials.repo";
import { createMaterialsService } from "./modules/materials/materials.service";
import { createNotificationsRepo } from "./modules/notifications/notifications.repo";
import { createNotificationsService } from "./modules/notifications/notifications.service";
import { createSafetyRepo } from "./modules/safety/safety.repo";
import { createScopeRepo } from "./modules/scope/scope.repo";
import { createScopeService } from "./modules/scope/scope.service";
import { createSafetyService } from "./modules/safety/safety.service";
import { createReverseGeocoder } from "./lib/geocode";
import { createPayrollRepo } from "./modules/payroll/payroll.repo";
import { createPayrollService } from "./modules/payroll/payroll.service";
import { createPayPeriodsRepo } from "./modules/payroll/pay-periods.repo";
import { createPeriodSignaturesRepo } from "./modules/period-signatures/period-signatures.repo";
import { createPayrollIdentitiesRepo } from "./modules/payroll-exports/payroll-identities.repo";
import { createExportBatchesRepo } from "./modules/payroll-exports/export-batches.repo";
import { createExportMappingsRepo } from "./modules/payroll-exports/export-mappings.repo";
import { createPayrollExportsService } from "./modules/payroll-exports/payroll-exports.service";
import { createPeriodSignaturesService } from "./modules/period-signatures/period-signatures.service";
import { createPayPeriodsService } from "./modules/payroll/pay-periods.service";
import { createMealBreakService } from "./modules/meal-breaks/meal-breaks";
import { createIdempotencyRepo } from "./modules/idempotency/idempotency.repo";
import { createIdempotencyService } from "./modules/idempotency/idempotency.service";
import { createEntryPayRepo } from "./modules/payroll/entry-pay.repo";
import { createManualEntriesRepo } from "./modules/time-entries/manual-entries.repo";
import { createManualEntriesService } from "./modules/time-entries/manual-entries.service";
import { registerHousekeeping } from "./modules/scheduler/housekeeping";
import { createSchedulerRepo } from "./modules/scheduler/scheduler.repo";
import { createScheduler } from "./modules/scheduler/scheduler.service";
import { createCrewPunchesRepo } from "./modules/time-clock/crew-punches.repo";
import { createCrewPunchesService } from "./modules/time-clock/crew-punches.service";
import { createCrewActionsService } from "./modules/time-clock/crew-actions.service";
import { FORGOTTEN_CLOCK_OUTS_JOB, registerForgottenClockOuts } from "./modules/scheduler/forgotten-clock-outs.jobs";
import { createCompanySettingsService } from "./modules/settings/company-settings.service";
import { createSettingsStore } from "./modules/settings/settings-store.repo";
import { createForgottenClockOutsService } from "./modules/time-entries/forgotten-clock-outs.service";
import { createForgottenClockOutsRepo } from "./modules/time-entries/forgotten-clock-outs.repo";
import { createPunchesService } from "./modules/time-clock/punches.service";
import { createTimeEntriesRepo } from "./modules/time-entries/time-entries.repo";
import { createJobSwitchService } from "./modules/time-clock/job-switch.service";
import { createCostCodeHoursRepo } from "./modules/time-entries/cost-code-hours.repo";
import { createCostCodeHoursService } from "./modules/time-entries/cost-code-hours.service";
import { createTimeEntriesService } from "./modules/time-entries/time-entries.service";
import { entryViewOf } from "./modules/time-entries/time-entry-view";
import { createPunchSteps } from "./modules/time-clock/clock-steps";
import { createWorkersRepo } from "./modules/workers/workers.repo";
import { createWorkersService } from "./modules/workers/workers.service";
import { type SpaMode } from "./spa";

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
  const invites = createInvitesService(createInvitesRepo(deps.database.db), {
    mail: mailQueue,
    baseUrl,
    bcryptCost: deps.bcryptCost,
    now: deps.now,
    // Called per invitation, after the settings' service below exists.
    companyName: async () => (await companySettings.get()).companyName,
  });
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
    // Called per request, after periodSignatures below exists.
    periodToSign: (caller) => periodSignatures.waiting(caller),
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
    corrections: (range) => manualEntries.correctionsWithin(range),
    lateTaps: (range) => manualEntries.lateTapsWithin(range),
    // Called per request, after periodSignatures below exists (each needs the other).
    signatures: (days, range) => periodSignatures.statuses(days, range),
  });
  const periodSignatures = createPeriodSignaturesService(createPeriodSignaturesRepo(deps.database.db), {
    timeZone,
    now: deps.now,
    payroll,
    // Called per request, after kioskCheck below exists.
    admitAtKiosk: (kiosk, workerId, pin) => kioskCheck.admitWithPin(kiosk, workerId, pin),
    signaturesOn: async () => (await companySettings.get()).periodSignatures,
  });
  const payrollExports = createPayrollExportsService({
    identities: createPayrollIdentitiesRepo(deps.database.db),
    batches: createExportBatchesRepo(deps.database.db),
    mappings: createExportMappingsRepo(deps.database.db),
    payroll,
    now: deps.now,
  });
  const payPeriods = createPayPeriodsService(createPayPeriodsRepo(deps.database.db), { now: deps.now, companySettings, week: (key) => payroll.week(key), periodDaysOf: (key) => payroll.periodDaysOf(key) });
  const idempotency = createIdempotencyService(createIdempotencyRepo(deps.database.db), { now: deps.now });
  const timeEntriesRepo = createTimeEntriesRepo(deps.database.db);
  const entryPayRepo = createEntryPayRepo(deps.database.db);
  const signOffAtClockOut = async () => (await companySettings.clock()).signOffAtClockOut;
  const costCodeRequired = async () => (await companySettings.clock()).costCodeRequired;
  const forgottenClockOutAlertHours = async () => (await companySettings.get()).forgottenClockOutAlertHours;
  // The time clock's one step set; it answers with the entry as the office's views read it.
  const steps = createPunchSteps({ viewOf: entryViewOf(timeEntriesRepo), pay: entryPayRepo }, { timeZone, now: deps.now });
  const timeEntryOptions = { timeZone, payrollSettings: payroll.paySettings, signOffAtClockOut, costCodeRequired, forgottenClockOutAlertHours, scopes, now: deps.now, mealBreaks, steps };
  const timeEntries = createTimeEntriesService(timeEntriesRepo, entryPayRepo, timeEntryOptions);
  const clockDeps = { steps, idempotency, scopes };
  const punches = createPunchesService(clockDeps, timeEntryOptions);
  const jobSwitch = createJobSwitchService(clockDeps, timeEntryOptions);
  const costCodeHours = createCostCodeHoursService(createCostCodeHoursRepo(deps.database.db), { timeZone });
  const crewDeps = { ...clockDeps, crew: createCrewPunchesRepo() };
  const crewPunches = createCrewPunchesService(crewDeps, timeEntryOptions);
  const crewActions = createCrewActionsService(crewDeps, timeEntryOptions);
  const manualEntries = createManualEntriesService(timeEntriesRepo, createManualEntriesRepo(deps.database.db), entryPayRepo, {
    timeZone,
    payrollSettings: payroll.paySettings,
    costCodeRequired,
    detail: timeEntries.detail,
    now: deps.now,
  });
  const demoData = createDemoDataService(createDemoDataRepo(deps.database.db), {
    logger,
    timeZone,
    payrollSettings: payroll.paySettings,
    removeTrialEntries: manualEntries.removeWithDemo,
  });
  const correctionRequests = createCorrectionRequestsService(createCorrectionRequestsRepo(deps.database.db), {
    scopes,
    mail: mailQueue,
    baseUrl,
    timeEntries,
    manualEntries,
    timeZone,
    now: deps.now,
  });
  const costCodes = createCostCodesService(createCostCodesRepo(deps.database.db), { now: deps.now });
  const incidents = createIncidentsService(createIncidentsRepo(deps.database.db), { now: deps.now, mail: mailQueue, baseUrl, timeZone });
  const signOffs = createSignOffsService(
    { repo: createSignOffsRepo(deps.database.db), entries: timeEntriesRepo, pay: entryPayRepo, incidents, idempotency, scopes },
    { timeZone, now: deps.now, offlineSignOffHours: forgottenClockOutAlertHours },
  );
  const kiosksRepo = createKiosksRepo(deps.database.db);
  const kiosks = createKiosksService(kiosksRepo, {
    settings: settingsStore,
    signOffAtClockOut,
    periodSignatures: async () => (await companySettings.get()).periodSignatures,
    timeZone,
    now: deps.now,
  });
  const kioskPinWaits = createKioskPinWaitsRepo(deps.database.db);
  const kioskPinWaitsService = createKioskPinWaitsService(kioskPinWaits, { scopes, now: deps.now });
  const kioskCheck = createKioskWorkerCheck({ repo: kiosksRepo, pinWaits: kioskPinWaits, idempotency, limits, now: deps.now });
  const kioskPunches = createKioskPunchesService({ repo: kiosksRepo, kiosks, steps, idempotency, check: kioskCheck, disk }, timeEntryOptions);
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
    { repo: createForgottenClockOutsRepo(deps.database.db), entries: timeEntriesRepo, pay: entryPayRepo, steps },
    { timeZone, now: deps.now, companySettings, payrollSettings: payroll.paySettings, mail: mailQueue, logger, baseUrl, detail: timeEntries.detail },
  );
  registerForgottenClockOuts(scheduler, forgottenClockOuts, logger);
  return { companySettings, forgottenClockOuts, auth, authRepo, accounts, passwordReset, limits, signInLimits, oidc, admin, invites, backup, demoData, scopes, mailer, mailQueue, projects, jobs, stats, photos, materials, safety, notifications, workers, payroll, payPeriods, periodSignatures, payrollExports, idempotency, timeEntries, punches, crewPunches, crewActions, jobSwitch, costCodeHours, manualEntries, correctionRequests, kiosks, kioskPunches, kioskBreaks, kioskPinWaits: kioskPinWaitsService, costCodes, incidents, signOffs, geocoder, scheduler };
}

export type Services = ReturnType<typeof createServices>;
