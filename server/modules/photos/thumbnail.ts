// Images made with sharp on one bounded queue: the project photo as stored (bounded, without metadata), gallery
// thumbnails (about 320 px wide WebP, so galleries never download the originals) and the small JPEG kept with a
// kiosk punch.
import sharp from "sharp";
import { createBoundedQueue } from "../../lib/bounded-queue";
import type { ImageMimeType } from "./image-data";
import { maxFramePixels, type ImageHeader } from "./image-dimensions";

export const THUMBNAIL_WIDTH = 320;
export const THUMBNAIL_MIME_TYPE = "image/webp";

/**
 * Decoding takes a core and up to 160 MB for a big photo: two at a time leave the other core to the crew's punches,
 * and a burst beyond a few dozen waiting uploads is turned away (QueueFullError) instead of piling up memory.
 */
const thumbnailQueue = createBoundedQueue({ concurrency: 2, maxWaiting: 32 });

/** The image's size from its header alone (sharp does not decode pixels for metadata); throws when unreadable. */
export async function readImageHeader(bytes: Buffer, format: ImageMimeType): Promise<ImageHeader> {
  const meta = await sharp(bytes).metadata();
  if (!meta.width || !meta.height) throw new Error("The image header has no dimensions");
  return { format, width: meta.width, height: meta.pageHeight ?? meta.height, frames: meta.pages ?? 1, hasAlpha: meta.hasAlpha === true };
}

/** Longest side of a stored project photo: sharp enough to read a label on a photo of a wall, a fraction of 40 MP. */
export const STORED_PHOTO_MAX_SIDE = 2560;
/** JPEG quality of a stored project photo: no visible loss on a site photo, about a tenth of a phone's 10 MB. */
export const STORED_PHOTO_JPEG_QUALITY = 80;

export interface StoredPhoto {
  bytes: Buffer;
  mimeType: "image/jpeg" | "image/png";
}

/**
 * A project photo as it is kept: turned upright by its EXIF orientation, fitted inside 2560 x 2560 (never enlarged),
 * and written without any metadata (sharp keeps none unless asked), so a phone's EXIF (GPS position of the site or of
 * the photographer's home, the camera, the owner's name) is not stored nor handed to everyone who can see the project.
 * A PNG with transparency stays a PNG; everything else (JPEG, opaque PNG, GIF and WebP, of which only the first frame)
 * becomes a JPEG of quality 80, on white where it was see-through. Throws as makeThumbnail does.
 */
export async function makeStoredPhoto(bytes: Buffer, header: ImageHeader): Promise<StoredPhoto> {
  const keepPng = header.format === "image/png" && header.hasAlpha;
  const encoded = await thumbnailQueue.run(() => {
    const image = sharp(bytes, { limitInputPixels: maxFramePixels(header.format), sequentialRead: true })
      .rotate()
      .resize({ width: STORED_PHOTO_MAX_SIDE, height: STORED_PHOTO_MAX_SIDE, fit: "inside", withoutEnlargement: true });
    return keepPng
      ? image.png({ compressionLevel: 9 }).toBuffer()
      : image.flatten({ background: "#ffffff" }).jpeg({ quality: STORED_PHOTO_JPEG_QUALITY, mozjpeg: false }).toBuffer();
  });
  return { bytes: encoded, mimeType: keepPng ? "image/png" : "image/jpeg" };
}

/** Throws when sharp cannot decode the image, or QueueFullError when too many thumbnails are already waiting. */
export async function makeThumbnail(bytes: Buffer, format: ImageMimeType): Promise<Buffer> {
  return thumbnailQueue.run(() =>
    // limitInputPixels repeats the header check inside the decoder, in case a format reports one size and holds another.
    sharp(bytes, { limitInputPixels: maxFramePixels(format), sequentialRead: true })
      .rotate() // honour EXIF orientation, so phone photos are not shown sideways
      .resize({ width: THUMBNAIL_WIDTH, withoutEnlargement: true })
      .webp({ quality: 70 })
      .toBuffer(),
  );
}

/**
 * A kiosk punch's photo as it is kept: at most `maxSide` pixels on its longest side, a JPEG without metadata (sharp
 * writes none unless asked: no EXIF, no GPS, no camera), turned upright first. Throws as makeThumbnail does.
 */
export async function makePunchPhoto(bytes: Buffer, format: ImageMimeType, maxSide: number): Promise<Buffer> {
  return thumbnailQueue.run(() =>
    sharp(bytes, { limitInputPixels: maxFramePixels(format), sequentialRead: true })
      .rotate()
      .resize({ width: maxSide, height: maxSide, fit: "inside", withoutEnlargement: true })
      .jpeg({ quality: 75 })
      .toBuffer(),
  );
}
