ALTER TYPE "public"."cancellation_kind" ADD VALUE 'DATE';--> statement-breakpoint
CREATE TABLE "date_cancellations" (
	"schedule_id" integer PRIMARY KEY NOT NULL,
	"reason" text NOT NULL,
	"cancelled_at" timestamp with time zone NOT NULL,
	"summary" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "date_moves" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"schedule_id" integer NOT NULL,
	"from_start_date" date NOT NULL,
	"from_end_date" date NOT NULL,
	"to_start_date" date NOT NULL,
	"to_end_date" date NOT NULL,
	"reason" text NOT NULL,
	"free_until" date NOT NULL,
	"moved_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "date_cancellations" ADD CONSTRAINT "date_cancellations_schedule_id_course_schedules_id_fk" FOREIGN KEY ("schedule_id") REFERENCES "public"."course_schedules"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "date_moves" ADD CONSTRAINT "date_moves_schedule_id_course_schedules_id_fk" FOREIGN KEY ("schedule_id") REFERENCES "public"."course_schedules"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "date_moves_schedule_id_idx" ON "date_moves" USING btree ("schedule_id","free_until");