CREATE TABLE "photo_upload_counters" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"window_started_at" timestamp with time zone NOT NULL,
	"uploads" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "photo_upload_counters" ADD CONSTRAINT "photo_upload_counters_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;