CREATE TYPE "public"."vat_id_check_result" AS ENUM('VALID', 'INVALID', 'UNAVAILABLE');--> statement-breakpoint
CREATE TABLE "vat_id_checks" (
	"id" uuid PRIMARY KEY NOT NULL,
	"vat_id" text NOT NULL,
	"result" "vat_id_check_result" NOT NULL,
	"name" text,
	"address" text,
	"checked_at" timestamp with time zone NOT NULL,
	"request_id" text
);
--> statement-breakpoint
ALTER TABLE "carts" ADD COLUMN "vat_id_check_id" uuid;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "company" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "vat_id" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "buyer_reference" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "vat_id_check_id" uuid;--> statement-breakpoint
ALTER TABLE "carts" ADD CONSTRAINT "carts_vat_id_check_id_vat_id_checks_id_fk" FOREIGN KEY ("vat_id_check_id") REFERENCES "public"."vat_id_checks"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_vat_id_check_id_vat_id_checks_id_fk" FOREIGN KEY ("vat_id_check_id") REFERENCES "public"."vat_id_checks"("id") ON DELETE restrict ON UPDATE no action;