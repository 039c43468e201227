CREATE TABLE "account_names" (
	"label" text PRIMARY KEY NOT NULL,
	"address" text NOT NULL,
	"coin_type" integer NOT NULL,
	"attributes" jsonb NOT NULL,
	"registered_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "account_names_address_unique" UNIQUE("address")
);
