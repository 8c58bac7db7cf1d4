CREATE TYPE "public"."position_vat_category" AS ENUM('STANDARD', 'EXEMPT', 'REVERSE_CHARGE');--> statement-breakpoint
CREATE TYPE "public"."status_actor_kind" AS ENUM('OPERATOR', 'CUSTOMER', 'SYSTEM');--> statement-breakpoint
CREATE TABLE "order_status_changes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"from_status" "order_status" NOT NULL,
	"to_status" "order_status" NOT NULL,
	"actor_kind" "status_actor_kind" NOT NULL,
	"actor" text NOT NULL,
	"changed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pending_invoice_documents" (
	"invoice_id" uuid PRIMARY KEY NOT NULL,
	"pdf" "bytea" NOT NULL,
	"xml" "bytea" NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "order_positions" ALTER COLUMN "vat_category" SET DATA TYPE "public"."position_vat_category" USING "vat_category"::text::"public"."position_vat_category";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "reminder_sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "order_status_changes" ADD CONSTRAINT "order_status_changes_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pending_invoice_documents" ADD CONSTRAINT "pending_invoice_documents_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_status_changes_order_id_idx" ON "order_status_changes" USING btree ("order_id","changed_at");