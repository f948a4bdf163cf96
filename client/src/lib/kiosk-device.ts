// Whether this device is a site kiosk, as far as the app can tell: the kiosk's credential is an HttpOnly cookie the
// page cannot read, so the kiosk screen notes here when the server last answered it as a kiosk (and forgets it when
// the server says it is not one). The home page then opens the kiosk for nobody signed in: the installed app starts
// at "/", and the service worker answers that navigation without asking the server.

const KIOSK_DEVICE_KEY = "crewline.kiosk-device";

export function isKioskDevice(): boolean {
  try {
    return localStorage.getItem(KIOSK_DEVICE_KEY) === "1";
  } catch {
    return false;
  }
}

export function rememberKioskDevice(isKiosk: boolean): void {
  try {
    if (isKiosk) localStorage.setItem(KIOSK_DEVICE_KEY, "1");
    else localStorage.removeItem(KIOSK_DEVICE_KEY);
  } catch {
    // Storage refused (private mode): the kiosk still works at /kiosk; only "/" does not lead there.
  }
}
