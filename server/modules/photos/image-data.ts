// Pure helpers for uploaded images: base64 data URLs in and out, and the image type read from the bytes themselves.

export type ImageMimeType = "image/jpeg" | "image/png" | "image/gif" | "image/webp";

const BASE64_BODY = /^[A-Za-z0-9+/]*={0,2}$/;
const MEDIA_TYPE = /^[\w.+-]+\/[\w.+-]+$/;
const PARAMETER = /^[\w.+-]+=[\w.+-]+$/;
/** Longest `data:<type>;<params>;base64,` header read; a real one is a few dozen characters. */
const MAX_DATA_URL_HEADER = 256;

export interface Base64Payload {
  /** The type the sender declared; informative only, never trusted. */
  declaredType: string | null;
  /** The base64 text after the comma. */
  base64: string;
  /** Exactly how many bytes the base64 text decodes to, known before decoding. */
  decodedLength: number;
}

/**
 * Splits a `data:<type>;base64,<data>` URL; null when it is not one or the base64 is malformed.
 * The header is cut at the first comma and checked piece by piece: one regex over a 14 MB header of repeated
 * parameters overflowed the stack (a 500).
 */
export function parseBase64DataUrl(dataUrl: string): Base64Payload | null {
  if (dataUrl.slice(0, 5).toLowerCase() !== "data:") return null;
  const comma = dataUrl.indexOf(",", 5);
  if (comma < 0 || comma > MAX_DATA_URL_HEADER) return null;
  const [type, ...parameters] = dataUrl.slice(5, comma).split(";");
  if (parameters.pop()?.toLowerCase() !== "base64") return null;
  if ((type && !MEDIA_TYPE.test(type)) || !parameters.every((p) => PARAMETER.test(p))) return null;
  const base64 = dataUrl.slice(comma + 1);
  // Node's decoder skips characters it does not know; checking first means the size is the size of what was sent.
  if (base64.length === 0 || base64.length % 4 !== 0 || !BASE64_BODY.test(base64)) return null;
  const padding = base64.endsWith("==") ? 2 : base64.endsWith("=") ? 1 : 0;
  return { declaredType: type ? type.toLowerCase() : null, base64, decodedLength: (base64.length / 4) * 3 - padding };
}

export function toDataUrl(mimeType: string, bytes: Uint8Array): string {
  return `data:${mimeType};base64,${Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString("base64")}`;
}

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0) =>
  bytes.length >= offset + signature.length && signature.every((b, i) => bytes[offset + i] === b);

const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));
const JPEG = [0xff, 0xd8, 0xff];
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const GIF87A = ascii("GIF87a");
const GIF89A = ascii("GIF89a");
const RIFF = ascii("RIFF");
const WEBP = ascii("WEBP");

/** The image type the magic bytes say, or null for anything else (SVG, HTML, PDF, text...). */
export function sniffImageType(bytes: Uint8Array): ImageMimeType | null {
  if (startsWith(bytes, JPEG)) return "image/jpeg";
  if (startsWith(bytes, PNG)) return "image/png";
  if (startsWith(bytes, GIF87A) || startsWith(bytes, GIF89A)) return "image/gif";
  if (startsWith(bytes, RIFF) && startsWith(bytes, WEBP, 8)) return "image/webp";
  return null;
}

/** A stored file name safe to show and to put in a header: no paths, no control characters, at most 255 characters. */
export function safeFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? "";
  const cleaned = base.replace(/[\u0000-\u001f\u007f"]/g, "").trim();
  return (cleaned || "photo").slice(0, 255);
}
