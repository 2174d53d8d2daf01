CREATE TABLE "invoice_counters" (
	"year" integer PRIMARY KEY NOT NULL,
	"last_number" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" serial PRIMARY KEY NOT NULL,
	"number" text NOT NULL,
	"year" integer NOT NULL,
	"sequence" integer NOT NULL,
	"kind" text NOT NULL,
	"user_id" integer NOT NULL,
	"order_id" integer,
	"booking_id" integer,
	"provider" text NOT NULL,
	"payment_intent_id" text NOT NULL,
	"payment_method" text,
	"supplied_on" date NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"seller" jsonb NOT NULL,
	"buyer" jsonb NOT NULL,
	CONSTRAINT "invoices_number_unique" UNIQUE("number"),
	CONSTRAINT "invoices_order_id_unique" UNIQUE("order_id"),
	CONSTRAINT "invoices_booking_id_unique" UNIQUE("booking_id"),
	CONSTRAINT "invoices_one_source" CHECK (("invoices"."order_id" is null) <> ("invoices"."booking_id" is null))
);
--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_year_sequence_idx" ON "invoices" USING btree ("year","sequence");--> statement-breakpoint
CREATE INDEX "invoices_user_idx" ON "invoices" USING btree ("user_id");
--> statement-breakpoint
-- A demo database seeded before invoices existed gets the demo seller too; any other is left alone.
UPDATE "site_content" SET "value" = "value" || '{"Legal_name":"Carewise Learning Ltd","Legal_address":"Unit 4, Holloway Mill, 21 Redhill Lane, Ancoats, Manchester M4 6LQ, United Kingdom","VAT_number":"GB 123 4567 89","Company_number":"09876543"}'::jsonb WHERE "key" = 'settings' AND "value"->>'Email' = 'hello@carewise.example' AND ("value"->>'VAT_number') IS NULL;
