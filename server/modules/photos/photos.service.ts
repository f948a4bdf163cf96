// Photo rules: size limits on the decoded bytes, the type read from the bytes, the image stored re-encoded (bounded,
// without metadata) with a thumbnail, the real uploader, and what storing costs: a daily byte budget per person and
// the free-space floor. Crew and foremen see and add photos on their own projects only; removing one stays with the
// office (its contract).
import type { User } from "@shared/schema";
import { PHOTO_LIMITS, PROJECT_NOT_FOUND_MESSAGE, type PhotoUploadPath } from "@shared/api/constants";
import type { Served } from "@shared/api/contract";
import type { PhotoMeta, PhotoUploadInput } from "@shared/api/photos";
import { dayKey, dayRange } from "@shared/domain/work-week";
import type { Page } from "../../lib/endpoint-router";
import { decodeSortKey } from "../../lib/keyset.repo";
import { accountName } from "../../lib/account-name";
import { QueueFullError } from "../../lib/bounded-queue";
import { AppError } from "../../lib/errors";
import type { LimitsService } from "../limits/limits.service";
import type { ProjectsService } from "../projects/projects.service";
import type { ScopeCaller } from "../scope/scope.service";
import type { DiskSpaceGuard } from "./disk-space";
import { parseBase64DataUrl, safeFileName, sniffImageType, toDataUrl } from "./image-data";
import type { PhotoBudget, PhotoRow, PhotosRepo } from "./photos.repo";
import { imageDimensionsProblem, type ImageHeader } from "./image-dimensions";
import { makeStoredPhoto, makeThumbnail, readImageHeader, THUMBNAIL_MIME_TYPE, type StoredPhoto } from "./thumbnail";

export const INVALID_FILE_TYPE_MESSAGE = "Invalid file type";
export const PROCESSING_FAILED_MESSAGE = "Failed to process the image file";
const PHOTO_NOT_FOUND_MESSAGE = "Photo not found";
export const NOT_YOUR_PROJECT_PHOTO_MESSAGE = "You can add photos only to the projects you are on.";
export const THUMBNAILS_BUSY_MESSAGE = "The server is busy processing photos. Please try again in a minute.";
const THUMBNAILS_BUSY_RETRY_SECONDS = 60;
const MEGABYTE = 1024 * 1024;

/** "200 MB" for 200 MiB; one decimal when the budget is not a whole number of them. */
const megabytes = (bytes: number) => `${Number.isInteger(bytes / MEGABYTE) ? bytes / MEGABYTE : (bytes / MEGABYTE).toFixed(1)} MB`;

export const dailyBudgetReachedMessage = (budgetBytes: number) =>
  `You have reached today's photo storage limit (${megabytes(budgetBytes)}). Try again tomorrow or ask the office.`;

/** The database counter (rate_limit_counters) of one user's uploads; its rule is limits.settings.photoUploadsPerUser. */
export const PHOTO_UPLOAD_SCOPE = "photo-upload:user";

export interface PhotoBytes {
  bytes: Buffer;
  mimeType: string;
  filename: string;
}

/** The uploader as people know them (accountName), or 'User' for an account with no name at all. */
export function uploaderName(user: Pick<User, "firstName" | "lastName" | "username" | "email">): string {
  return accountName(user) ?? "User";
}

type PhotoMetaRow = Served<PhotoMeta>;

function toMeta(row: PhotoRow): PhotoMetaRow {
  const base = `/api/projects/${row.projectId}/photos/${row.id}`;
  return { ...row, thumbnailUrl: `${base}/thumbnail`, url: `${base}/image` };
}

export interface PhotosServiceDeps {
  projects: Pick<ProjectsService, "requireProject" | "requireVisible" | "inScope">;
  limits: LimitsService;
  disk: DiskSpaceGuard;
  /** PHOTO_DAILY_BYTES_PER_PERSON: stored bytes one person's uploads may add up to in one company day. */
  dailyBytesPerPerson: number;
  timeZone: string;
  now?: () => Date;
}

export function createPhotosService(repo: PhotosRepo, deps: PhotosServiceDeps) {
  const { limits } = deps;
  const now = deps.now ?? (() => new Date());

  /** Today's budget in the company's zone: 429 until the day ends, Retry-After saying when that is. */
  function budgetAt(instant: Date): PhotoBudget {
    const day = dayRange(dayKey(instant, deps.timeZone), deps.timeZone);
    return { dayStart: day.start, dayEnd: day.end, bytes: deps.dailyBytesPerPerson };
  }
  function budgetReached(budget: PhotoBudget, instant: Date): AppError {
    return new AppError("rate_limited", dailyBudgetReachedMessage(budget.bytes), undefined, {
      retryAfterSeconds: Math.ceil((budget.dayEnd.getTime() - instant.getTime()) / 1000),
    });
  }

  /** The image as stored and its thumbnail (made from the stored one, the smaller to decode), on the bounded queue. */
  async function encode(bytes: Buffer, header: ImageHeader): Promise<{ stored: StoredPhoto; thumbnail: Buffer }> {
    try {
      const stored = await makeStoredPhoto(bytes, header);
      return { stored, thumbnail: await makeThumbnail(stored.bytes, stored.mimeType) };
    } catch (error) {
      if (error instanceof QueueFullError) throw new AppError("unavailable", THUMBNAILS_BUSY_MESSAGE, undefined, {
        retryAfterSeconds: THUMBNAILS_BUSY_RETRY_SECONDS,
      });
      throw new AppError("validation_failed", PROCESSING_FAILED_MESSAGE, { data: [PROCESSING_FAILED_MESSAGE] });
    }
  }

  /** Counts this upload before any decoding; 429 with Retry-After once the user's window holds more than the limit. */
  async function chargeUpload(userId: number): Promise<void> {
    const charge = await limits.charge(PHOTO_UPLOAD_SCOPE, String(userId), limits.settings.photoUploadsPerUser);
    if (limits.isOver(charge)) throw limits.tooMany("photos uploaded", charge);
  }

  return {
    /** A page of the gallery, newest first; `cursor` is the Link header's, `limit` the page size. */
    async list(projectId: number, cursor: string | undefined, limit: number, caller: ScopeCaller): Promise<Page<PhotoMetaRow>> {
      const after = decodeSortKey(cursor);
      await deps.projects.requireVisible(projectId, caller);
      const page = await repo.page(projectId, after, limit);
      return { ...page, rows: page.rows.map(toMeta) };
    },

    async upload(projectId: number, input: PhotoUploadInput, via: PhotoUploadPath, user: User): Promise<PhotoMetaRow> {
      if (input.projectId !== undefined && input.projectId !== projectId) {
        throw new AppError("validation_failed", "projectId in the body does not match the project in the address", {
          projectId: ["Does not match the project in the address"],
        });
      }
      // Before the bytes are even looked at: a crew member or foreman adds photos to their own projects only (403
      // whether or not another project exists, so nothing is revealed).
      if (!(await deps.projects.inScope(projectId, user))) throw new AppError("forbidden", NOT_YOUR_PROJECT_PHOTO_MESSAGE);
      const payload = parseBase64DataUrl(input.data);
      if (!payload) {
        throw new AppError("validation_failed", "The image must be sent as a base64 data URL", { data: ["Not a base64 data URL"] });
      }
      // The limit is on the image itself, not its base64 text; checked before decoding so an oversize upload costs nothing.
      const limit = PHOTO_LIMITS[via];
      if (payload.decodedLength > limit.bytes) throw new AppError("payload_too_large", limit.message, { data: [limit.message] });
      await chargeUpload(user.id);
      const bytes = Buffer.from(payload.base64, "base64");
      // Neither the file name nor the declared type is trusted: only the signature decides what this file is.
      const mimeType = sniffImageType(bytes);
      if (!mimeType) throw new AppError("validation_failed", INVALID_FILE_TYPE_MESSAGE, { data: [INVALID_FILE_TYPE_MESSAGE] });
      await deps.projects.requireProject(projectId);
      // The header says how big the decoded picture is: a 68 KB GIF can hold 100 megapixels (gigabytes once decoded).
      const header = await readImageHeader(bytes, mimeType).catch(() => {
        throw new AppError("validation_failed", PROCESSING_FAILED_MESSAGE, { data: [PROCESSING_FAILED_MESSAGE] });
      });
      const tooLarge = imageDimensionsProblem(header);
      if (tooLarge) throw new AppError("payload_too_large", tooLarge, { data: [tooLarge] });
      // What storing costs is checked before decoding, so a full budget or disk spends no CPU; the budget is checked
      // again, exactly and race-free, with the stored size when the row is written.
      await deps.disk.requireRoomForImage();
      const uploadedAt = now();
      const budget = budgetAt(uploadedAt);
      if ((await repo.bytesStoredBy(user.id, budget)) >= budget.bytes) throw budgetReached(budget, uploadedAt);
      const { stored, thumbnail } = await encode(bytes, header);
      const result = await repo.insertWithinBudget(
        {
          projectId,
          filename: safeFileName(input.filename),
          originalName: safeFileName(input.originalName),
          caption: input.caption,
          uploadedBy: uploaderName(user),
          uploadedById: user.id,
          uploadedAt,
          fileSize: stored.bytes.length,
          mimeType: stored.mimeType,
          data: toDataUrl(stored.mimeType, stored.bytes),
          thumbnail: toDataUrl(THUMBNAIL_MIME_TYPE, thumbnail),
        },
        budget,
      );
      if (result.kind === "over_budget") throw budgetReached(budget, uploadedAt);
      // The project can be deleted while the image was being encoded; its foreign key then refuses the row.
      if (result.kind === "project_gone") throw new AppError("not_found", PROJECT_NOT_FOUND_MESSAGE);
      return toMeta(result.row);
    },

    async bytes(projectId: number, photoId: number, which: "image" | "thumbnail", caller: ScopeCaller): Promise<PhotoBytes> {
      if (!(await deps.projects.inScope(projectId, caller))) throw new AppError("not_found", PHOTO_NOT_FOUND_MESSAGE);
      const row = await repo.findDataUrl(projectId, photoId, which);
      const payload = row && parseBase64DataUrl(row.dataUrl);
      if (!row || !payload) throw new AppError("not_found", PHOTO_NOT_FOUND_MESSAGE);
      const bytes = Buffer.from(payload.base64, "base64");
      // The type served is the one the bytes have, so a row written by anything else still cannot become HTML.
      const mimeType = sniffImageType(bytes);
      if (!mimeType) throw new AppError("not_found", PHOTO_NOT_FOUND_MESSAGE);
      return { bytes, mimeType, filename: row.filename };
    },

    async remove(projectId: number, photoId: number): Promise<void> {
      if (!(await repo.delete(projectId, photoId))) throw new AppError("not_found", PHOTO_NOT_FOUND_MESSAGE);
    },
  };
}

export type PhotosService = ReturnType<typeof createPhotosService>;
