CREATE TYPE "public"."ledger_source" AS ENUM('BANK', 'MANUAL', 'PROVIDER');--> statement-breakpoint
CREATE TABLE "bank_rows" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"row_key" text NOT NULL,
	"booked_on" date NOT NULL,
	"amount_cents" integer NOT NULL,
	"counterparty" text NOT NULL,
	"purpose" text NOT NULL,
	"imported_at" timestamp with time zone NOT NULL,
	"imported_by" text NOT NULL,
	"suggestions" jsonb NOT NULL,
	"assigned_at" timestamp with time zone,
	CONSTRAINT "bank_rows_row_key_unique" UNIQUE("row_key"),
	CONSTRAINT "bank_rows_credit_check" CHECK ("bank_rows"."amount_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "order_dunning" (
	"order_id" uuid PRIMARY KEY NOT NULL,
	"reminder_sent_at" timestamp with time zone,
	"notice_sent_at" timestamp with time zone,
	"stopped_at" timestamp with time zone,
	"stop_reason" text
);
--> statement-breakpoint
CREATE TABLE "order_ledger" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"amount_cents" integer NOT NULL,
	"source" "ledger_source" NOT NULL,
	"bank_row_id" uuid,
	"paid_on" date NOT NULL,
	"booked_by" text NOT NULL,
	"note" text NOT NULL,
	"booked_at" timestamp with time zone NOT NULL,
	CONSTRAINT "order_ledger_amount_check" CHECK ("order_ledger"."amount_cents" <> 0)
);
--> statement-breakpoint
ALTER TABLE "order_dunning" ADD CONSTRAINT "order_dunning_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_ledger" ADD CONSTRAINT "order_ledger_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_ledger" ADD CONSTRAINT "order_ledger_bank_row_id_bank_rows_id_fk" FOREIGN KEY ("bank_row_id") REFERENCES "public"."bank_rows"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bank_rows_open_idx" ON "bank_rows" USING btree ("imported_at") WHERE "bank_rows"."assigned_at" is null;--> statement-breakpoint
CREATE INDEX "order_ledger_order_idx" ON "order_ledger" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "order_ledger_bank_row_order_key" ON "order_ledger" USING btree ("bank_row_id","order_id");