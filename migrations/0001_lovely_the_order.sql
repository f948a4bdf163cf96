CREATE TABLE "rate_limit_counters" (
	"scope" text NOT NULL,
	"key_hash" text NOT NULL,
	"attempts" integer NOT NULL,
	"window_ends_at" timestamp with time zone NOT NULL,
	"locked_at" timestamp with time zone,
	"user_id" integer,
	CONSTRAINT "rate_limit_counters_scope_key_hash_pk" PRIMARY KEY("scope","key_hash")
);
--> statement-breakpoint
ALTER TABLE "rate_limit_counters" ADD CONSTRAINT "rate_limit_counters_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "rate_limit_counters_window_idx" ON "rate_limit_counters" USING btree ("window_ends_at");--> statement-breakpoint
CREATE INDEX "rate_limit_counters_locked_idx" ON "rate_limit_counters" USING btree ("window_ends_at") WHERE "rate_limit_counters"."locked_at" is not null;