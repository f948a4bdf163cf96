// The Idempotency-Key of one write (a punch): the same on every retry of it, so the server stores it once.

/** A fresh key for one tap. */
export function newIdempotencyKey(): string {
  if (typeof crypto !== "undefined" && typeof crypto.randomUUID === "function") return crypto.randomUUID();
  // crypto.randomUUID needs a secure context; a phone on a plain-http LAN install still needs unique keys.
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
}
