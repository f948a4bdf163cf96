-- Issue 24 item 9 (QUALITY 54): a kiosk tap's Idempotency-Key was stored with the unsalted SHA-256 of its body, PIN
-- included, and a 4 to 6 digit PIN comes back from such a hash in seconds. Kiosk routes now hash their body without the
-- PIN (the contracts' unhashedFields). The hashes stored before cannot be recomputed without the PIN (the body is not
-- kept), so they are cleared: a NULL hash is not compared, and a tablet resending a tap it queued before the upgrade
-- gets the stored answer rather than a 422 or a second punch. Every key owned by a kiosk is a kiosk tap's; accounts'
-- keys hold no PIN and keep their hash. The rows themselves go with the keys' 30-day retention.
-- Also (issue 24 item 4): an offline kiosk's change of verification names the kiosk in the entry's history
-- (time_entry_changes.kiosk_id), and a sign-off taken offline is stored unconfirmed (time_entry_sign_offs.confirmed).
ALTER TABLE "idempotency_keys" ALTER COLUMN "request_hash" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "time_entry_changes" ADD COLUMN "kiosk_id" integer;--> statement-breakpoint
ALTER TABLE "time_entry_sign_offs" ADD COLUMN "confirmed" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "time_entry_changes" ADD CONSTRAINT "time_entry_changes_kiosk_id_kiosks_id_fk" FOREIGN KEY ("kiosk_id") REFERENCES "public"."kiosks"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
UPDATE "idempotency_keys" SET "request_hash" = NULL WHERE "kiosk_id" IS NOT NULL AND "request_hash" IS NOT NULL;
