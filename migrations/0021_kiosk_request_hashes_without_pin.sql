-- Issue 24 item 9 (QUALITY 54): a kiosk tap's Idempotency-Key was stored with the unsalted SHA-256 of its body, PIN
-- included, and a 4 to 6 digit PIN comes back from such a hash in seconds. Kiosk routes now hash their body without the
-- PIN (the contracts' unhashedFields). The hashes stored before cannot be recomputed without the PIN (the body is not
-- kept), so they are cleared: a NULL hash is not compared, and a tablet resending a tap it queued before the upgrade
-- gets the stored answer rather than a 422 or a second punch. Every key owned by a kiosk is a kiosk tap's; accounts'
-- keys hold no PIN and keep their hash. The rows themselves go with the keys' 30-day retention.
ALTER TABLE "idempotency_keys" ALTER COLUMN "request_hash" DROP NOT NULL;--> statement-breakpoint
UPDATE "idempotency_keys" SET "request_hash" = NULL WHERE "kiosk_id" IS NOT NULL AND "request_hash" IS NOT NULL;
