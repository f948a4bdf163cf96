ALTER TABLE "time_entry_changes" ADD COLUMN "kiosk_id" integer;--> statement-breakpoint
ALTER TABLE "time_entry_sign_offs" ADD COLUMN "confirmed" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "time_entry_changes" ADD CONSTRAINT "time_entry_changes_kiosk_id_kiosks_id_fk" FOREIGN KEY ("kiosk_id") REFERENCES "public"."kiosks"("id") ON DELETE set null ON UPDATE no action;