CREATE TYPE "public"."invoice_kind" AS ENUM('INVOICE', 'CANCELLATION');--> statement-breakpoint
CREATE TYPE "public"."order_position_status" AS ENUM('BOOKED', 'CANCELLED');--> statement-breakpoint
CREATE TYPE "public"."order_status" AS ENUM('PLACED', 'AWAITING_PAYMENT', 'PAID', 'CANCELLED', 'EXPIRED');--> statement-breakpoint
CREATE TABLE "invoice_counters" (
	"seller_id" text NOT NULL,
	"year" integer NOT NULL,
	"next_number" integer NOT NULL,
	CONSTRAINT "invoice_counters_seller_id_year_pk" PRIMARY KEY("seller_id","year"),
	CONSTRAINT "invoice_counters_next_number_check" CHECK ("invoice_counters"."next_number" > 0)
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seller_id" text NOT NULL,
	"number" text NOT NULL,
	"kind" "invoice_kind" NOT NULL,
	"order_id" uuid NOT NULL,
	"refers_to" uuid,
	"issued_at" timestamp with time zone NOT NULL,
	"total_cents" integer NOT NULL,
	"document_key" text
);
--> statement-breakpoint
CREATE TABLE "order_positions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"course_id" integer,
	"schedule_id" integer,
	"price_level_id" integer,
	"package_id" integer,
	"name" text NOT NULL,
	"price_level_name" text,
	"organizer_id" integer NOT NULL,
	"organizer_name" text NOT NULL,
	"course_type" "course_type",
	"scopes" jsonb NOT NULL,
	"scope_id" integer,
	"category_id" integer,
	"start_date" date,
	"end_date" date,
	"city" text,
	"price_cents" integer NOT NULL,
	"discount_cents" integer NOT NULL,
	"paid_cents" integer NOT NULL,
	"net_cents" integer NOT NULL,
	"vat_category" "vat_category" NOT NULL,
	"vat_rate_bp" integer NOT NULL,
	"vat_exemption_reason" text,
	"package_included" boolean NOT NULL,
	"credit_customer_package_id" uuid,
	"credits" numeric(6, 2) NOT NULL,
	"voucher_code" text,
	"proof_upload_id" uuid,
	"status" "order_position_status" DEFAULT 'BOOKED' NOT NULL,
	CONSTRAINT "order_positions_amounts_check" CHECK ("order_positions"."discount_cents" >= 0 and "order_positions"."paid_cents" >= 0 and "order_positions"."paid_cents" + "order_positions"."discount_cents" <= "order_positions"."price_cents")
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_number" text NOT NULL,
	"domain" text NOT NULL,
	"seller_id" text NOT NULL,
	"cart_id" uuid NOT NULL,
	"customer_id" uuid,
	"guest_token_hash" "bytea",
	"guest_expires_at" timestamp with time zone,
	"language" "language" NOT NULL,
	"status" "order_status" NOT NULL,
	"payment_method" "payment_method",
	"payment_deadline" date,
	"due_date" date,
	"customer_kind" "customer_kind" NOT NULL,
	"billing_name" text NOT NULL,
	"billing_lastname" text NOT NULL,
	"billing_company" text NOT NULL,
	"billing_street" text NOT NULL,
	"billing_zip" text NOT NULL,
	"billing_city" text NOT NULL,
	"billing_country" text NOT NULL,
	"billing_email" text NOT NULL,
	"billing_phone" text NOT NULL,
	"vat_id" text NOT NULL,
	"buyer_reference" text NOT NULL,
	"total_cents" integer NOT NULL,
	"net_cents" integer NOT NULL,
	"tax_cents" integer NOT NULL,
	"credits_used" numeric(6, 2) NOT NULL,
	"voucher_id" integer,
	"voucher_code" text,
	"early_start_consent" boolean NOT NULL,
	"terms_accepted_at" timestamp with time zone NOT NULL,
	"placed_at" timestamp with time zone NOT NULL,
	"status_changed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_order_number_unique" UNIQUE("order_number"),
	CONSTRAINT "orders_cart_id_unique" UNIQUE("cart_id"),
	CONSTRAINT "orders_owner_check" CHECK (("orders"."customer_id" is null) = ("orders"."guest_token_hash" is not null and "orders"."guest_expires_at" is not null)),
	CONSTRAINT "orders_amounts_check" CHECK ("orders"."total_cents" >= 0 and "orders"."net_cents" >= 0 and "orders"."tax_cents" >= 0),
	CONSTRAINT "orders_payment_check" CHECK (("orders"."status" <> 'AWAITING_PAYMENT' or "orders"."payment_deadline" is not null) and (("orders"."payment_method" is null) = ("orders"."total_cents" = 0)))
);
--> statement-breakpoint
ALTER TABLE "cart_positions" ADD COLUMN "proof_upload_id" uuid;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_refers_to_invoices_id_fk" FOREIGN KEY ("refers_to") REFERENCES "public"."invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_positions" ADD CONSTRAINT "order_positions_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_positions" ADD CONSTRAINT "order_positions_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_positions" ADD CONSTRAINT "order_positions_schedule_id_course_schedules_id_fk" FOREIGN KEY ("schedule_id") REFERENCES "public"."course_schedules"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_positions" ADD CONSTRAINT "order_positions_price_level_id_price_levels_id_fk" FOREIGN KEY ("price_level_id") REFERENCES "public"."price_levels"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_positions" ADD CONSTRAINT "order_positions_package_id_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."packages"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_positions" ADD CONSTRAINT "order_positions_credit_customer_package_id_customer_packages_id_fk" FOREIGN KEY ("credit_customer_package_id") REFERENCES "public"."customer_packages"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_positions" ADD CONSTRAINT "order_positions_proof_upload_id_uploads_id_fk" FOREIGN KEY ("proof_upload_id") REFERENCES "public"."uploads"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_voucher_id_vouchers_id_fk" FOREIGN KEY ("voucher_id") REFERENCES "public"."vouchers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_seller_number_key" ON "invoices" USING btree ("seller_id","number");--> statement-breakpoint
CREATE INDEX "invoices_order_id_idx" ON "invoices" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "order_positions_order_position_key" ON "order_positions" USING btree ("order_id","position");--> statement-breakpoint
CREATE INDEX "order_positions_schedule_id_idx" ON "order_positions" USING btree ("schedule_id");--> statement-breakpoint
CREATE INDEX "orders_customer_id_idx" ON "orders" USING btree ("customer_id","placed_at");--> statement-breakpoint
CREATE INDEX "orders_awaiting_payment_idx" ON "orders" USING btree ("payment_deadline") WHERE "orders"."status" = 'AWAITING_PAYMENT';--> statement-breakpoint
ALTER TABLE "cart_positions" ADD CONSTRAINT "cart_positions_proof_upload_id_uploads_id_fk" FOREIGN KEY ("proof_upload_id") REFERENCES "public"."uploads"("id") ON DELETE set null ON UPDATE no action;