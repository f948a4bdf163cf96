// Settings shared by playwright.config.ts and the specs.
export const OIDC_DISPLAY_NAME = "Crewline Test ID";
/** Each e2e server's mailbox (tests/e2e/support/e2e-server.ts) listens on the port after the app's. */
export function mailboxPortOf(appPort: number): number {
  return appPort + 1;
}
