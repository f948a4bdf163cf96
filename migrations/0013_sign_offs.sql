CREATE TABLE "time_entry_sign_offs" (
	"time_entry_id" integer PRIMARY KEY NOT NULL,
	"took_breaks" boolean NOT NULL,
	"injured" boolean NOT NULL,
	"incident_id" integer,
	"signed_at" timestamp with time zone NOT NULL,
	"signed_by" integer,
	"kiosk_id" integer
);
--> statement-breakpoint
ALTER TABLE "time_entry_sign_offs" ADD CONSTRAINT "time_entry_sign_offs_time_entry_id_time_entries_id_fk" FOREIGN KEY ("time_entry_id") REFERENCES "public"."time_entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "time_entry_sign_offs" ADD CONSTRAINT "time_entry_sign_offs_incident_id_incidents_id_fk" FOREIGN KEY ("incident_id") REFERENCES "public"."incidents"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "time_entry_sign_offs" ADD CONSTRAINT "time_entry_sign_offs_signed_by_users_id_fk" FOREIGN KEY ("signed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "time_entry_sign_offs" ADD CONSTRAINT "time_entry_sign_offs_kiosk_id_kiosks_id_fk" FOREIGN KEY ("kiosk_id") REFERENCES "public"."kiosks"("id") ON DELETE set null ON UPDATE no action;