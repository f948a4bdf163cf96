// How a kiosk slows down wrong PINs (issue 24 item 7, QUALITY 52). Each wrong PIN on a name at a kiosk doubles that
// name's wait there (1 s, 2 s, 4 s ... at most 60 s), and a PIN typed during the wait is not even compared. A stranger
// guessing a 4-digit PIN gets about one guess a minute, while the owner, at worst, waits a minute and is in: nobody is
// locked out for long, and the office (or the worker's foreman) can clear the wait at once.

/** The wait after the first wrong PIN on a name; each further one doubles it. */
export const KIOSK_PIN_FIRST_WAIT_MS = 1_000;
/** The longest wait: the owner who walks up after a stranger's guesses is in within a minute. */
export const KIOSK_PIN_MAX_WAIT_MS = 60_000;
/** Wrong PINs older than this are forgotten: a typo last week does not make today's first slip cost a minute. */
export const KIOSK_PIN_MEMORY_MS = 15 * 60_000;
/** Wrong PINs on one name at one kiosk (within the memory above) before the bell tells the office and the foreman. */
export const WRONG_PINS_FOR_BELL = 5;
/** How long wrong PINs stay listed (the Workers screen) and in the bell, unless a right PIN or a clear ends them. */
export const KIOSK_PIN_NOTICE_MS = 24 * 60 * 60_000;

/** The wait after `wrongPins` (1 or more) wrong PINs in a row: 1 s, 2 s, 4 s, ... capped at 60 s. */
export function kioskPinWaitMs(wrongPins: number): number {
  if (!Number.isInteger(wrongPins) || wrongPins < 1) throw new RangeError(`wrongPins must be a positive integer, got ${wrongPins}`);
  // 2^6 s already passes the cap; stopping the exponent there keeps the number small for any count.
  return Math.min(KIOSK_PIN_FIRST_WAIT_MS * 2 ** Math.min(wrongPins - 1, 10), KIOSK_PIN_MAX_WAIT_MS);
}

/** Whole seconds left until `waitUntil`, at least 1 (what the pad says); 0 once it has passed. */
export function pinWaitSecondsLeft(waitUntil: Date, now: Date): number {
  const leftMs = waitUntil.getTime() - now.getTime();
  return leftMs <= 0 ? 0 : Math.max(1, Math.ceil(leftMs / 1_000));
}

/** What the pad shows while a name waits. */
export const pinWaitMessage = (seconds: number) => `Too many wrong PINs for this name. Try again in ${seconds} s.`;
