// How big an image may be once decoded: checked on the header's numbers before a single pixel is decoded.
import type { ImageMimeType } from "./image-data";

const MEGAPIXEL = 1_000_000;
/** A 40-megapixel photo is beyond any phone camera; decoding one takes about 160 MB. */
export const MAX_IMAGE_PIXELS = 40 * MEGAPIXEL;
/** GIF compresses a plain picture to almost nothing (a 68 KB file of 100 megapixels), so its limit is lower. */
export const MAX_GIF_PIXELS = 16 * MEGAPIXEL;
/** All frames of an animated GIF or WebP together. */
export const MAX_ANIMATION_PIXELS = 100 * MEGAPIXEL;

export const imageTooLargeMessage = (format: ImageMimeType) =>
  format === "image/gif"
    ? `Please select a GIF smaller than ${MAX_GIF_PIXELS / MEGAPIXEL} megapixels`
    : `Please select an image smaller than ${MAX_IMAGE_PIXELS / MEGAPIXEL} megapixels`;
export const ANIMATION_TOO_LARGE_MESSAGE = "Please select an animation with fewer or smaller frames";

/** What the size rule looks at. */
export interface ImageSize {
  format: ImageMimeType;
  width: number;
  /** Height of one frame. */
  height: number;
  frames: number;
}

/** What an image's header says before any pixel is decoded. */
export interface ImageHeader extends ImageSize {
  /** An alpha channel (or PNG transparency): such a PNG is stored as PNG, so its see-through parts stay so. */
  hasAlpha: boolean;
}

/** The most pixels one frame of this format may have; also sharp's `limitInputPixels` when it decodes one. */
export const maxFramePixels = (format: ImageMimeType) => (format === "image/gif" ? MAX_GIF_PIXELS : MAX_IMAGE_PIXELS);

/** Why an image with this header is refused, or null when its size is fine. */
export function imageDimensionsProblem(header: ImageSize): string | null {
  const framePixels = header.width * header.height;
  if (framePixels > maxFramePixels(header.format)) return imageTooLargeMessage(header.format);
  if (framePixels * header.frames > MAX_ANIMATION_PIXELS) return ANIMATION_TOO_LARGE_MESSAGE;
  return null;
}
