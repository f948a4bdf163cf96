CREATE TABLE "kiosks" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"project_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"revoked_by" integer,
	CONSTRAINT "kiosks_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "punch_photos" (
	"id" serial PRIMARY KEY NOT NULL,
	"time_entry_id" integer NOT NULL,
	"punch" text NOT NULL,
	"data" text NOT NULL,
	"taken_at" timestamp with time zone NOT NULL,
	CONSTRAINT "punch_photos_punch_check" CHECK ("punch_photos"."punch" in ('in', 'out'))
);
--> statement-breakpoint
ALTER TABLE "worker_changes" DROP CONSTRAINT "worker_changes_field_check";--> statement-breakpoint
ALTER TABLE "idempotency_keys" DROP CONSTRAINT "idempotency_keys_user_id_key_pk";--> statement-breakpoint
ALTER TABLE "idempotency_keys" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD COLUMN "kiosk_id" integer;--> statement-breakpoint
ALTER TABLE "time_entries" ADD COLUMN "clock_in_kiosk_id" integer;--> statement-breakpoint
ALTER TABLE "time_entries" ADD COLUMN "clock_out_kiosk_id" integer;--> statement-breakpoint
ALTER TABLE "time_entries" ADD COLUMN "verification" text DEFAULT 'verified' NOT NULL;--> statement-breakpoint
ALTER TABLE "workers" ADD COLUMN "pin_hash" text;--> statement-breakpoint
ALTER TABLE "kiosks" ADD CONSTRAINT "kiosks_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kiosks" ADD CONSTRAINT "kiosks_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kiosks" ADD CONSTRAINT "kiosks_revoked_by_users_id_fk" FOREIGN KEY ("revoked_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "punch_photos" ADD CONSTRAINT "punch_photos_time_entry_id_time_entries_id_fk" FOREIGN KEY ("time_entry_id") REFERENCES "public"."time_entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "kiosks_project_idx" ON "kiosks" USING btree ("project_id");--> statement-breakpoint
CREATE UNIQUE INDEX "punch_photos_entry_punch_idx" ON "punch_photos" USING btree ("time_entry_id","punch");--> statement-breakpoint
CREATE INDEX "punch_photos_taken_at_idx" ON "punch_photos" USING btree ("taken_at");--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD CONSTRAINT "idempotency_keys_kiosk_id_kiosks_id_fk" FOREIGN KEY ("kiosk_id") REFERENCES "public"."kiosks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "time_entries" ADD CONSTRAINT "time_entries_clock_in_kiosk_id_kiosks_id_fk" FOREIGN KEY ("clock_in_kiosk_id") REFERENCES "public"."kiosks"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "time_entries" ADD CONSTRAINT "time_entries_clock_out_kiosk_id_kiosks_id_fk" FOREIGN KEY ("clock_out_kiosk_id") REFERENCES "public"."kiosks"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "idempotency_keys_user_key_idx" ON "idempotency_keys" USING btree ("user_id","key");--> statement-breakpoint
CREATE UNIQUE INDEX "idempotency_keys_kiosk_key_idx" ON "idempotency_keys" USING btree ("kiosk_id","key");--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD CONSTRAINT "idempotency_keys_owner_check" CHECK (("idempotency_keys"."user_id" is null) <> ("idempotency_keys"."kiosk_id" is null));--> statement-breakpoint
ALTER TABLE "time_entries" ADD CONSTRAINT "time_entries_verification_check" CHECK ("time_entries"."verification" in ('verified', 'unverified'));--> statement-breakpoint
ALTER TABLE "worker_changes" ADD CONSTRAINT "worker_changes_field_check" CHECK ("worker_changes"."field" in ('hourlyRate', 'isActive', 'archived', 'pin'));