CREATE TYPE "public"."cancellation_kind" AS ENUM('CUSTOMER', 'GUEST', 'WITHDRAWAL');--> statement-breakpoint
CREATE TYPE "public"."refund_status" AS ENUM('NONE', 'DUE', 'REFUNDED');--> statement-breakpoint
CREATE TYPE "public"."waiting_list_offer_status" AS ENUM('OFFERED', 'ACCEPTED', 'DECLINED', 'EXPIRED', 'WITHDRAWN');--> statement-breakpoint
CREATE TABLE "order_cancellation_tokens" (
	"order_id" uuid PRIMARY KEY NOT NULL,
	"token_hash" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_cancellation_tokens_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "order_cancellations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"kind" "cancellation_kind" NOT NULL,
	"position_ids" jsonb NOT NULL,
	"invoice_id" uuid NOT NULL,
	"fee_invoice_id" uuid,
	"credited_cents" integer NOT NULL,
	"fee_cents" integer NOT NULL,
	"refund_cents" integer NOT NULL,
	"refund_status" "refund_status" NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "order_cancellations_amounts_check" CHECK ("order_cancellations"."fee_cents" >= 0 and "order_cancellations"."fee_cents" <= "order_cancellations"."credited_cents" and "order_cancellations"."refund_cents" >= 0 and ("order_cancellations"."refund_status" = 'NONE') = ("order_cancellations"."refund_cents" = 0))
);
--> statement-breakpoint
CREATE TABLE "order_withdrawals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"received_at" timestamp with time zone NOT NULL,
	"cancellation_id" uuid
);
--> statement-breakpoint
CREATE TABLE "waiting_list_offers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"request_id" integer,
	"schedule_id" integer NOT NULL,
	"email" text NOT NULL,
	"status" "waiting_list_offer_status" NOT NULL,
	"token_hash" "bytea" NOT NULL,
	"offered_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"closed_at" timestamp with time zone,
	"order_id" uuid,
	CONSTRAINT "waiting_list_offers_token_hash_unique" UNIQUE("token_hash"),
	CONSTRAINT "waiting_list_offers_closed_check" CHECK (("waiting_list_offers"."status" = 'OFFERED') = ("waiting_list_offers"."closed_at" is null) and ("waiting_list_offers"."status" = 'ACCEPTED') = ("waiting_list_offers"."order_id" is not null))
);
--> statement-breakpoint
ALTER TABLE "course_schedules" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "organizers" ADD COLUMN "cancellation_free_days" integer DEFAULT 14 NOT NULL;--> statement-breakpoint
ALTER TABLE "organizers" ADD COLUMN "cancellation_fee_bp" integer DEFAULT 10000 NOT NULL;--> statement-breakpoint
ALTER TABLE "waiting_list_requests" ADD COLUMN "leave_token_hash" "bytea";--> statement-breakpoint
ALTER TABLE "order_cancellation_tokens" ADD CONSTRAINT "order_cancellation_tokens_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_cancellations" ADD CONSTRAINT "order_cancellations_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_cancellations" ADD CONSTRAINT "order_cancellations_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_cancellations" ADD CONSTRAINT "order_cancellations_fee_invoice_id_invoices_id_fk" FOREIGN KEY ("fee_invoice_id") REFERENCES "public"."invoices"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_withdrawals" ADD CONSTRAINT "order_withdrawals_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_withdrawals" ADD CONSTRAINT "order_withdrawals_cancellation_id_order_cancellations_id_fk" FOREIGN KEY ("cancellation_id") REFERENCES "public"."order_cancellations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waiting_list_offers" ADD CONSTRAINT "waiting_list_offers_request_id_waiting_list_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."waiting_list_requests"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waiting_list_offers" ADD CONSTRAINT "waiting_list_offers_schedule_id_course_schedules_id_fk" FOREIGN KEY ("schedule_id") REFERENCES "public"."course_schedules"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waiting_list_offers" ADD CONSTRAINT "waiting_list_offers_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_cancellations_order_id_idx" ON "order_cancellations" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "order_withdrawals_order_id_idx" ON "order_withdrawals" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "waiting_list_offers_request_key" ON "waiting_list_offers" USING btree ("request_id");--> statement-breakpoint
CREATE INDEX "waiting_list_offers_open_idx" ON "waiting_list_offers" USING btree ("expires_at") WHERE "waiting_list_offers"."status" = 'OFFERED';--> statement-breakpoint
CREATE INDEX "waiting_list_offers_schedule_email_idx" ON "waiting_list_offers" USING btree ("schedule_id","email");--> statement-breakpoint
CREATE UNIQUE INDEX "waiting_list_requests_leave_token_key" ON "waiting_list_requests" USING btree ("leave_token_hash");--> statement-breakpoint
CREATE INDEX "waiting_list_requests_schedule_created_idx" ON "waiting_list_requests" USING btree ("schedule_id","created_at","id");--> statement-breakpoint
ALTER TABLE "organizers" ADD CONSTRAINT "organizers_cancellation_check" CHECK ("organizers"."cancellation_free_days" >= 0 and "organizers"."cancellation_fee_bp" between 0 and 10000);