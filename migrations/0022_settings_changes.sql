CREATE TABLE "settings_changes" (
	"id" serial PRIMARY KEY NOT NULL,
	"settings_key" text NOT NULL,
	"field" text NOT NULL,
	"from_value" jsonb,
	"to_value" jsonb,
	"changed_by" integer,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "settings_changes_settings_key_check" CHECK ("settings_changes"."settings_key" in ('company', 'kiosk'))
);
--> statement-breakpoint
ALTER TABLE "settings_changes" ADD CONSTRAINT "settings_changes_changed_by_users_id_fk" FOREIGN KEY ("changed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "settings_changes_changed_at_idx" ON "settings_changes" USING btree ("changed_at","id");