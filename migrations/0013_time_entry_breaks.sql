CREATE TABLE "time_entry_breaks" (
	"id" serial PRIMARY KEY NOT NULL,
	"time_entry_id" integer NOT NULL,
	"kind" text NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone,
	"paid" boolean NOT NULL,
	"started_by" integer,
	"ended_by" integer,
	CONSTRAINT "time_entry_breaks_order_check" CHECK ("time_entry_breaks"."ended_at" is null or "time_entry_breaks"."ended_at" >= "time_entry_breaks"."started_at"),
	CONSTRAINT "time_entry_breaks_kind_check" CHECK ("time_entry_breaks"."kind" in ('meal', 'rest'))
);
--> statement-breakpoint
ALTER TABLE "time_entry_breaks" ADD CONSTRAINT "time_entry_breaks_time_entry_id_time_entries_id_fk" FOREIGN KEY ("time_entry_id") REFERENCES "public"."time_entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "time_entry_breaks" ADD CONSTRAINT "time_entry_breaks_started_by_users_id_fk" FOREIGN KEY ("started_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "time_entry_breaks" ADD CONSTRAINT "time_entry_breaks_ended_by_users_id_fk" FOREIGN KEY ("ended_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "time_entry_breaks_one_open_idx" ON "time_entry_breaks" USING btree ("time_entry_id") WHERE "time_entry_breaks"."ended_at" is null;--> statement-breakpoint
CREATE INDEX "time_entry_breaks_entry_idx" ON "time_entry_breaks" USING btree ("time_entry_id","started_at");