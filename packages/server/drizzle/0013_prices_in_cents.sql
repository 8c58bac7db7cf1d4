-- Catalogue prices become integer cents (docs/booking.md, money and tax): 1190.00 euros become 119000.
-- Written by hand: drizzle-kit's statements for this change (ADD COLUMN ... NOT NULL, then DROP
-- COLUMN) fail on a catalogue that has prices and would lose them. The snapshot beside it is
-- drizzle-kit's for the schema after it, so later migrations are generated as usual.
ALTER TABLE "price_levels" ADD COLUMN "price_cents" integer;
--> statement-breakpoint
UPDATE "price_levels" SET "price_cents" = round("price_value" * 100)::integer;
--> statement-breakpoint
ALTER TABLE "price_levels" ALTER COLUMN "price_cents" SET NOT NULL;
--> statement-breakpoint
ALTER TABLE "price_levels" DROP CONSTRAINT "price_levels_price_value_check";
--> statement-breakpoint
ALTER TABLE "price_levels" DROP COLUMN "price_value";
--> statement-breakpoint
ALTER TABLE "price_levels" ADD CONSTRAINT "price_levels_price_cents_check" CHECK ("price_levels"."price_cents" >= 0);
--> statement-breakpoint
ALTER TABLE "packages" ADD COLUMN "price_cents" integer;
--> statement-breakpoint
UPDATE "packages" SET "price_cents" = round("price" * 100)::integer;
--> statement-breakpoint
ALTER TABLE "packages" ALTER COLUMN "price_cents" SET NOT NULL;
--> statement-breakpoint
ALTER TABLE "packages" DROP CONSTRAINT "packages_price_check";
--> statement-breakpoint
ALTER TABLE "packages" DROP COLUMN "price";
--> statement-breakpoint
ALTER TABLE "packages" ADD CONSTRAINT "packages_price_cents_check" CHECK ("packages"."price_cents" >= 0);
