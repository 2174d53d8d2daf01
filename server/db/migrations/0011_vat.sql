-- The VAT each order and booking was charged, kept so that its invoice prints it after the rate
-- setting changes. Everything paid before was charged none: 0 %, exempt.
ALTER TABLE "orders" ADD COLUMN "vat_pence" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "vat_rate_percent" double precision DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "vat_zero_ground" text DEFAULT 'exempt' NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "vat_pence" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "vat_rate_percent" double precision DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "vat_zero_ground" text DEFAULT 'exempt' NOT NULL;
