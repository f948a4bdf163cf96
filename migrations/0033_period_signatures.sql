-- Issue 27 step 5: the worker signs their pay period. certification_texts keeps the words signed under, versioned per
-- language (the company's first text is version 1 in English, below); period_signatures keeps each signature with the
-- text's version and the digest of the hours signed.
CREATE TABLE "certification_texts" (
	"id" serial PRIMARY KEY NOT NULL,
	"language" text NOT NULL,
	"version" integer NOT NULL,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer
);
--> statement-breakpoint
CREATE TABLE "period_signatures" (
	"id" serial PRIMARY KEY NOT NULL,
	"worker_id" integer NOT NULL,
	"period_start" date NOT NULL,
	"period_end" date NOT NULL,
	"certification_text_id" integer NOT NULL,
	"entries_version" text NOT NULL,
	"signed_at" timestamp with time zone NOT NULL,
	"signed_by" integer,
	"kiosk_id" integer
);
--> statement-breakpoint
ALTER TABLE "certification_texts" ADD CONSTRAINT "certification_texts_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "period_signatures" ADD CONSTRAINT "period_signatures_worker_id_workers_id_fk" FOREIGN KEY ("worker_id") REFERENCES "public"."workers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "period_signatures" ADD CONSTRAINT "period_signatures_certification_text_id_certification_texts_id_fk" FOREIGN KEY ("certification_text_id") REFERENCES "public"."certification_texts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "period_signatures" ADD CONSTRAINT "period_signatures_signed_by_users_id_fk" FOREIGN KEY ("signed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "period_signatures" ADD CONSTRAINT "period_signatures_kiosk_id_kiosks_id_fk" FOREIGN KEY ("kiosk_id") REFERENCES "public"."kiosks"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "certification_texts_version_idx" ON "certification_texts" USING btree ("language","version");--> statement-breakpoint
CREATE UNIQUE INDEX "period_signatures_version_idx" ON "period_signatures" USING btree ("worker_id","period_start","period_end","entries_version");--> statement-breakpoint
CREATE INDEX "period_signatures_period_idx" ON "period_signatures" USING btree ("period_start","period_end");--> statement-breakpoint
INSERT INTO "certification_texts" ("language", "version", "text") VALUES ('en', 1, 'I certify that the hours shown are a true and complete record of all the time I worked in this pay period, and that my breaks are shown as I took them.');