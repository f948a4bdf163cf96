// Settings shared by playwright.config.ts and the specs.
export const OIDC_DISPLAY_NAME = "Crewline Test ID";
