CREATE TABLE "pending_invoice_renders" (
	"invoice_id" uuid PRIMARY KEY NOT NULL,
	"data" json NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "pending_invoice_renders" ADD CONSTRAINT "pending_invoice_renders_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE restrict ON UPDATE no action;