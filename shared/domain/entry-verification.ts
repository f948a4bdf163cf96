// Whether a time entry's punches were checked (issue 14): a kiosk's offline punch, taken where no PIN could be checked,
// is 'unverified' until the office confirms it. Its own module, so the first screens' status chunk does not carry it.
export const ENTRY_VERIFICATIONS = ["verified", "unverified"] as const;
export type EntryVerification = (typeof ENTRY_VERIFICATIONS)[number];
