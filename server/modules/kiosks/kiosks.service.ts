// Site kiosks (issue 14): an administrator makes one for a project (a random credential, stored as its SHA-256 like the
// invitation and reset tokens), lists and revokes them; a request's credential is checked here; the kiosk reads its
// project and team; the company's kiosk settings; the photos kept with punches, read by the office and pruned after
// the retention period. Punches are in kiosk-punches.service.ts.
import crypto from "node:crypto";
import type { Served } from "@shared/api/contract";
import { KIOSK_SETTINGS_DEFAULTS, kioskSettingsSchema, type CreateKioskInput, type KioskSessionView, type KioskSettings, type KioskView, type Punch } from "@shared/api/kiosks";
import { PROJECT_NOT_FOUND_MESSAGE } from "@shared/api/constants";
import { signOffOpenLater } from "@shared/domain/sign-off";
import { AppError } from "../../lib/errors";
import { hashToken, TOKEN_PATTERN } from "../auth/accounts.service";
import { parseBase64DataUrl, sniffImageType } from "../photos/image-data";
import type { KioskCaller } from "./kiosk-credential";
import type { KioskRow, KiosksRepo } from "./kiosks.repo";
import { storedObject, type SettingsStore } from "../settings/settings-store.repo";

/** The device's last request is noted at most this often (a write per minute per kiosk, not one per request). */
const LAST_SEEN_EVERY_MS = 60_000;
const DAY_MS = 86_400_000;
export const PUNCH_PHOTO_NOT_FOUND_MESSAGE = "No photo was kept for this punch";

const view = (row: KioskRow): Served<KioskView> => row;

export const KIOSK_SETTINGS_KEY = "kiosk";

/** The kiosk settings in force for a stored value: the admin's last PUT, a default added later filling in what it lacks. */
function effectiveKioskSettings(stored: unknown): KioskSettings {
  const parsed = kioskSettingsSchema.partial().safeParse(storedObject(stored));
  return { ...KIOSK_SETTINGS_DEFAULTS, ...(parsed.success ? parsed.data : {}) };
}

export interface KiosksOptions {
  /** The settings rows and their history: a change of the kiosk settings is recorded like any settings change. */
  settings: Pick<SettingsStore, "get" | "write">;
  /** Whether a clock-out asks for the sign-off (Company settings); absent: never. */
  signOffAtClockOut?: () => Promise<boolean>;
  /** Whether workers sign their pay period (Company settings): the kiosk offers it behind their PIN; absent: never. */
  periodSignatures?: () => Promise<boolean>;
  /** The company's zone: a shift's open sign-off is offered until the end of its day there. */
  timeZone: string;
  now?: () => Date;
}

export function createKiosksService(repo: KiosksRepo, options: KiosksOptions) {
  const now = options.now ?? (() => new Date());

  async function viewOf(id: number): Promise<Served<KioskView>> {
    const row = await repo.find(id);
    if (!row) throw new AppError("not_found", "Kiosk not found");
    return view(row);
  }

  async function getSettings(): Promise<KioskSettings> {
    return effectiveKioskSettings(await options.settings.get(KIOSK_SETTINGS_KEY));
  }

  return {
    getSettings,

    async putSettings(settings: KioskSettings, userId: number): Promise<KioskSettings> {
      await options.settings.write(KIOSK_SETTINGS_KEY, { effective: effectiveKioskSettings, next: () => settings }, userId, now());
      return getSettings();
    },

    /**
     * A new kiosk and its credential (the token goes to the device once; only its hash is kept). `replacing`: the
     * kiosk this device held until now, revoked in the same transaction so one tablet is never two kiosks.
     */
    async create(input: CreateKioskInput, adminId: number, replacing: number | null): Promise<{ kiosk: Served<KioskView>; token: string }> {
      const token = crypto.randomBytes(32).toString("base64url");
      const result = await repo.create({ ...input, tokenHash: hashToken(token), createdBy: adminId, at: now(), replacing });
      if (result.kind === "missing_project") throw new AppError("not_found", PROJECT_NOT_FOUND_MESSAGE);
      if (result.kind === "completed_project") throw new AppError("conflict", "This project is completed: choose one that is still running");
      return { kiosk: await viewOf(result.id), token };
    },

    async list(): Promise<Served<KioskView>[]> {
      return (await repo.list()).map(view);
    },

    async revoke(id: number, userId: number): Promise<Served<KioskView>> {
      if (!(await repo.revoke(id, { userId, at: now() }))) throw new AppError("not_found", "Kiosk not found");
      return viewOf(id);
    },

    /** The kiosk a credential belongs to, unless it is malformed, unknown or revoked; notes that the kiosk was seen. */
    async authenticate(token: string): Promise<KioskCaller | null> {
      if (!TOKEN_PATTERN.test(token)) return null;
      const kiosk = await repo.findActive(hashToken(token));
      if (!kiosk) return null;
      const at = now();
      if (!kiosk.lastSeenAt || at.getTime() - kiosk.lastSeenAt.getTime() >= LAST_SEEN_EVERY_MS) {
        await repo.touch(kiosk.id, at, new Date(at.getTime() - LAST_SEEN_EVERY_MS));
      }
      return { id: kiosk.id, name: kiosk.name, projectId: kiosk.projectId };
    },

    /** What the tablet shows: its project's site, whether photos and the sign-off are taken, and the team by name (no rates, no hours). */
    async session(kiosk: KioskCaller): Promise<KioskSessionView> {
      const [project, workers, settings, signOffAtClockOut, periodSignatures] = await Promise.all([
        repo.project(kiosk.projectId),
        repo.team(kiosk.projectId),
        getSettings(),
        options.signOffAtClockOut?.() ?? false,
        options.periodSignatures?.() ?? false,
      ]);
      if (!project) throw new AppError("not_found", PROJECT_NOT_FOUND_MESSAGE);
      const at = now();
      const team = workers.map(({ unsignedShiftId, unsignedShiftEndedAt, ...worker }) => {
        const shift = { clockOutTime: unsignedShiftEndedAt === null ? null : new Date(unsignedShiftEndedAt).toISOString(), signOffDue: true, signOff: null };
        return { ...worker, signOffOpenEntryId: unsignedShiftId !== null && signOffOpenLater(shift, at, options.timeZone) ? unsignedShiftId : null };
      });
      return { id: kiosk.id, name: kiosk.name, project, photosOnPunch: settings.photosOnPunch, signOffAtClockOut, periodSignatures, workers: team };
    },

    /** The JPEG kept with an entry's punch; 404 when there is none (not taken, or pruned). */
    async photo(timeEntryId: number, punch: Punch): Promise<Buffer> {
      const payload = parseBase64DataUrl((await repo.photo(timeEntryId, punch)) ?? "");
      const bytes = payload ? Buffer.from(payload.base64, "base64") : null;
      // Served as the type its bytes have (always the server's own JPEG), never as the row says.
      if (!bytes || sniffImageType(bytes) !== "image/jpeg") throw new AppError("not_found", PUNCH_PHOTO_NOT_FOUND_MESSAGE);
      return bytes;
    },

    /** Housekeeping: photos older than the company's retention period. Returns how many were deleted. */
    async prunePhotos(): Promise<number> {
      const { photoRetentionDays } = await getSettings();
      return repo.deletePhotosTakenBefore(new Date(now().getTime() - photoRetentionDays * DAY_MS));
    },
  };
}

export type KiosksService = ReturnType<typeof createKiosksService>;
