CREATE TABLE "activity_cursors" (
	"chain_id" bigint PRIMARY KEY NOT NULL,
	"block_number" bigint NOT NULL,
	"block_hash" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "activity_participants" (
	"account" text NOT NULL,
	"block_timestamp" bigint NOT NULL,
	"chain_id" bigint NOT NULL,
	"block_number" bigint NOT NULL,
	"transaction_index" integer NOT NULL,
	"transaction_hash" text NOT NULL,
	CONSTRAINT "activity_participants_pk" PRIMARY KEY("account","block_timestamp","chain_id","block_number","transaction_index")
);
--> statement-breakpoint
CREATE TABLE "activity_tokens" (
	"chain_id" bigint NOT NULL,
	"address" text NOT NULL,
	"name" text NOT NULL,
	"symbol" text NOT NULL,
	"decimals" smallint NOT NULL,
	CONSTRAINT "activity_tokens_pk" PRIMARY KEY("chain_id","address")
);
--> statement-breakpoint
CREATE TABLE "activity_transactions" (
	"chain_id" bigint NOT NULL,
	"hash" text NOT NULL,
	"block_number" bigint NOT NULL,
	"transaction_index" integer NOT NULL,
	"block_timestamp" bigint NOT NULL,
	"from_address" text NOT NULL,
	"to_address" text NOT NULL,
	"creates_contract" boolean NOT NULL,
	"nonce" bigint NOT NULL,
	"value" numeric(78, 0) NOT NULL,
	"selector" text,
	"status" text NOT NULL,
	CONSTRAINT "activity_transactions_pk" PRIMARY KEY("chain_id","hash")
);
--> statement-breakpoint
CREATE TABLE "activity_transfers" (
	"chain_id" bigint NOT NULL,
	"transaction_hash" text NOT NULL,
	"log_index" integer NOT NULL,
	"token" text,
	"from_address" text NOT NULL,
	"to_address" text NOT NULL,
	"amount" numeric(78, 0) NOT NULL,
	CONSTRAINT "activity_transfers_pk" PRIMARY KEY("chain_id","transaction_hash","log_index")
);
--> statement-breakpoint
CREATE INDEX "activity_participants_chain_block" ON "activity_participants" USING btree ("chain_id","block_number");