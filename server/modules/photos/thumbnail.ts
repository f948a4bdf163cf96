// Gallery thumbnails with sharp: about 320 px wide WebP, so galleries never download the originals.
import sharp from "sharp";

export const THUMBNAIL_WIDTH = 320;
export const THUMBNAIL_MIME_TYPE = "image/webp";
/** About 100 megapixels: larger images are refused rather than decoded into gigabytes of memory. */
const MAX_INPUT_PIXELS = 100_000_000;

/** Throws when sharp cannot decode the image (corrupt or truncated bytes behind a valid signature). */
export async function makeThumbnail(bytes: Buffer): Promise<Buffer> {
  return sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, sequentialRead: true })
    .rotate() // honour EXIF orientation, so phone photos are not shown sideways
    .resize({ width: THUMBNAIL_WIDTH, withoutEnlargement: true })
    .webp({ quality: 70 })
    .toBuffer();
}
