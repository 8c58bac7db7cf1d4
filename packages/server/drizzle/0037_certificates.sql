CREATE TYPE "public"."certificate_status" AS ENUM('VALID', 'REVOKED', 'REISSUED');--> statement-breakpoint
CREATE TABLE "certificates" (
	"id" text PRIMARY KEY NOT NULL,
	"position_id" uuid NOT NULL,
	"schedule_id" integer NOT NULL,
	"status" "certificate_status" DEFAULT 'VALID' NOT NULL,
	"document" json NOT NULL,
	"storage_key" text NOT NULL,
	"sha256" text NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"revoke_reason" text,
	"successor_id" text,
	CONSTRAINT "certificates_status_check" CHECK (("certificates"."status" = 'VALID') = ("certificates"."revoked_at" is null) and ("certificates"."revoked_at" is null) = ("certificates"."revoke_reason" is null) and ("certificates"."status" = 'REISSUED') = ("certificates"."successor_id" is not null))
);
--> statement-breakpoint
CREATE TABLE "written_exams" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"schedule_id" integer NOT NULL,
	"position_id" uuid NOT NULL,
	"title" text NOT NULL,
	"written_on" date NOT NULL,
	"minutes" integer NOT NULL,
	CONSTRAINT "written_exams_minutes" CHECK ("written_exams"."minutes" > 0)
);
--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "zfu_number" text;--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_position_id_order_positions_id_fk" FOREIGN KEY ("position_id") REFERENCES "public"."order_positions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_successor_id_certificates_id_fk" FOREIGN KEY ("successor_id") REFERENCES "public"."certificates"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "written_exams" ADD CONSTRAINT "written_exams_schedule_id_course_schedules_id_fk" FOREIGN KEY ("schedule_id") REFERENCES "public"."course_schedules"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "written_exams" ADD CONSTRAINT "written_exams_position_id_order_positions_id_fk" FOREIGN KEY ("position_id") REFERENCES "public"."order_positions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "certificates_position_idx" ON "certificates" USING btree ("position_id");--> statement-breakpoint
CREATE UNIQUE INDEX "certificates_one_valid_key" ON "certificates" USING btree ("position_id","schedule_id") WHERE "certificates"."status" = 'VALID';--> statement-breakpoint
CREATE INDEX "written_exams_position_idx" ON "written_exams" USING btree ("position_id");