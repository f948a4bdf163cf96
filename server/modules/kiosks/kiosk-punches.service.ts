// A worker's punch at a site kiosk (issue 14). Before the punch's transaction: the worker is admitted (a retry gets its
// stored answer; the team and, online, the PIN: kiosk-worker-check.ts); the photo, when the company keeps them, is
// re-encoded. Then, in the kiosk's own keyed transaction, the time clock's kiosk step (clock-steps.ts kioskPunchWithin:
// geofence, one open entry, overtime and pay) runs with the kiosk as the device, and the photo and the answer are
// written beside it.
import type { Served } from "@shared/api/contract";
import { PUNCH_PHOTO_MAX_BYTES, PUNCH_PHOTO_MAX_SIDE, PUNCH_PHOTO_TOO_LARGE_MESSAGE, type KioskPunchInput, type KioskPunchView } from "@shared/api/kiosks";
import { dayKey, dayRange, weekRange } from "@shared/domain/work-week";
import { QueueFullError } from "../../lib/bounded-queue";
import { AppError } from "../../lib/errors";
import type { IdempotentAnswer, IdempotentRequest } from "../../lib/idempotency";
import { parseBase64DataUrl, sniffImageType, toDataUrl } from "../photos/image-data";
import type { DiskSpaceGuard } from "../photos/disk-space";
import { imageDimensionsProblem } from "../photos/image-dimensions";
import { PROCESSING_FAILED_MESSAGE, THUMBNAILS_BUSY_MESSAGE } from "../photos/photos.service";
import { makePunchPhoto, readImageHeader } from "../photos/thumbnail";
import type { IdempotencyService } from "../idempotency/idempotency.service";
import { type PunchSteps } from "../time-clock/clock-steps";
import { punchSettingsOf, type ClockServiceOptions } from "../time-clock/clock-service";
import { doneOrThrow, lateTapOf } from "../time-clock/step-refusal";
import { createLatePunches } from "../time-clock/late-punches";
import { LATE_PUNCH_STATUS, type LatePunchAnswer } from "@shared/api/correction-requests";
import type { KioskCaller } from "./kiosk-credential";
import type { KiosksRepo } from "./kiosks.repo";
import type { KiosksService } from "./kiosks.service";
import type { KioskWorkerCheck } from "./kiosk-worker-check";

export const PHOTO_REQUIRED_MESSAGE = "Take a photo to punch: this company keeps one with every kiosk punch";

export interface KioskPunchesDeps {
  repo: KiosksRepo;
  kiosks: Pick<KiosksService, "getSettings">;
  steps: Pick<PunchSteps, "kioskPunchWithin">;
  idempotency: IdempotencyService;
  check: KioskWorkerCheck;
  /** A punch photo is an image stored like any other: refused (and the punch with it) below the free-space floor. */
  disk: DiskSpaceGuard;
}

export function createKioskPunchesService(deps: KioskPunchesDeps, options: ClockServiceOptions) {
  const { repo } = deps;
  const { timeZone } = options;
  const latePunches = createLatePunches(timeZone);
  const { check } = deps;
  const now = options.now ?? (() => new Date());

  /** The photo as kept: decoded only after its size and type are known, re-encoded to a small JPEG without metadata. */
  async function punchPhoto(dataUrl: string): Promise<string> {
    const invalid = (message: string) => new AppError("validation_failed", message, { photo: [message] });
    const payload = parseBase64DataUrl(dataUrl);
    if (!payload) throw invalid("The photo must be sent as a base64 data URL");
    if (payload.decodedLength > PUNCH_PHOTO_MAX_BYTES) throw new AppError("payload_too_large", PUNCH_PHOTO_TOO_LARGE_MESSAGE, { photo: [PUNCH_PHOTO_TOO_LARGE_MESSAGE] });
    const bytes = Buffer.from(payload.base64, "base64");
    const format = sniffImageType(bytes);
    if (!format) throw invalid("The photo must be a JPEG, PNG, GIF or WebP image");
    const header = await readImageHeader(bytes, format).catch(() => {
      throw invalid(PROCESSING_FAILED_MESSAGE);
    });
    const tooLarge = imageDimensionsProblem(header);
    if (tooLarge) throw new AppError("payload_too_large", tooLarge, { photo: [tooLarge] });
    await deps.disk.requireRoomForImage();
    try {
      return toDataUrl("image/jpeg", await makePunchPhoto(bytes, format, PUNCH_PHOTO_MAX_SIDE));
    } catch (error) {
      if (error instanceof QueueFullError) throw new AppError("unavailable", THUMBNAILS_BUSY_MESSAGE, undefined, { retryAfterSeconds: 60 });
      throw invalid(PROCESSING_FAILED_MESSAGE);
    }
  }

  return {
    async punch(kiosk: KioskCaller, input: KioskPunchInput, request: IdempotentRequest, tapAgeMs: number | null): Promise<IdempotentAnswer<Served<KioskPunchView> | LatePunchAnswer>> {
      // Received now: the PIN check below may wait its turn on its lane, and the punch is not paid for that wait.
      const tap = { receivedAt: now(), tapAgeMs };
      const settings = await deps.kiosks.getSettings();
      const admitted = await check.admit<Served<KioskPunchView>>(kiosk, input, request, async () => {
        if (settings.photosOnPunch && !input.photo) throw new AppError("validation_failed", PHOTO_REQUIRED_MESSAGE, { photo: [PHOTO_REQUIRED_MESSAGE] });
      });
      if ("replay" in admitted) return admitted.replay;
      const { worker } = admitted;
      // A photo is kept only while the company asks for them; one sent otherwise is not stored.
      const photo = settings.photosOnPunch ? await punchPhoto(input.photo!) : null;

      const { offline, position, accuracyMeters, clientTime, expected } = input;
      const punch = { kioskId: kiosk.id, projectId: kiosk.projectId, workerId: worker.id, offline, position, accuracyMeters, clientTime, expected };
      // A kiosk's clock-out asks for the sign-off as the GPS clock's does (the kiosk shows the questions).
      const punchSettings = await punchSettingsOf(options);
      return deps.idempotency.perform<Served<KioskPunchView> | LatePunchAnswer>(request, async (tx) => {
        const stepped = await deps.steps.kioskPunchWithin(tx, punch, punchSettings, tap);
        // A tap in a pay period approved meanwhile (an offline kiosk's) waits for the office; its photo is not kept.
        const late = lateTapOf(stepped);
        if (late) return { status: LATE_PUNCH_STATUS, body: await latePunches.take(tx, late) };
        const { entry, action } = doneOrThrow(stepped);
        const takenAt = action === "in" ? entry.clockInTime : entry.clockOutTime!;
        if (photo) await repo.insertPhoto(tx, { timeEntryId: entry.id, punch: action, data: photo, takenAt });
        const today = dayKey(takenAt, timeZone);
        const hours = await repo.hoursOf(tx, entry.workerId, dayRange(today, timeZone), weekRange(today, timeZone));
        const body: Served<KioskPunchView> = {
          action,
          timeEntryId: entry.id,
          workerName: entry.workerName,
          projectName: entry.projectName,
          clockInTime: entry.clockInTime.toISOString(),
          clockOutTime: entry.clockOutTime?.toISOString() ?? null,
          hoursToday: Number(hours.today),
          hoursThisWeek: Number(hours.week),
          verification: entry.verification,
        };
        return { status: 200, body };
      });
    },
  };
}

export type KioskPunchesService = ReturnType<typeof createKioskPunchesService>;
