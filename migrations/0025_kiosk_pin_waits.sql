CREATE TABLE "kiosk_pin_waits" (
	"kiosk_id" integer NOT NULL,
	"worker_id" integer NOT NULL,
	"wrong_pins" integer NOT NULL,
	"last_wrong_at" timestamp with time zone NOT NULL,
	"wait_until" timestamp with time zone NOT NULL,
	CONSTRAINT "kiosk_pin_waits_kiosk_id_worker_id_pk" PRIMARY KEY("kiosk_id","worker_id")
);
--> statement-breakpoint
ALTER TABLE "kiosk_pin_waits" ADD CONSTRAINT "kiosk_pin_waits_kiosk_id_kiosks_id_fk" FOREIGN KEY ("kiosk_id") REFERENCES "public"."kiosks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kiosk_pin_waits" ADD CONSTRAINT "kiosk_pin_waits_worker_id_workers_id_fk" FOREIGN KEY ("worker_id") REFERENCES "public"."workers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "kiosk_pin_waits_worker_idx" ON "kiosk_pin_waits" USING btree ("worker_id");--> statement-breakpoint
-- The per-name 15-minute PIN locks are gone (issue 24 item 7): lift the ones still counting.
DELETE FROM "rate_limit_counters" WHERE "scope" = 'kiosk-pin:worker';
