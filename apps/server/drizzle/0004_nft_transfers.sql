ALTER TABLE "activity_transfers" ADD COLUMN "batch_index" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "activity_transfers" ADD COLUMN "token_id" numeric(78, 0);--> statement-breakpoint
ALTER TABLE "activity_transfers" ADD COLUMN "nft_standard" text;--> statement-breakpoint
CREATE INDEX "activity_transfers_nft_to" ON "activity_transfers" USING btree ("to_address","chain_id") WHERE "activity_transfers"."token_id" is not null;--> statement-breakpoint
CREATE INDEX "activity_transfers_nft_from" ON "activity_transfers" USING btree ("from_address","chain_id") WHERE "activity_transfers"."token_id" is not null;--> statement-breakpoint
CREATE INDEX "activity_transfers_nft_token" ON "activity_transfers" USING btree ("token","token_id","chain_id") WHERE "activity_transfers"."token_id" is not null;--> statement-breakpoint
ALTER TABLE "activity_transfers" DROP CONSTRAINT "activity_transfers_pk";
--> statement-breakpoint
ALTER TABLE "activity_transfers" ADD CONSTRAINT "activity_transfers_pk" PRIMARY KEY("chain_id","transaction_hash","log_index","batch_index");--> statement-breakpoint
-- Blocks indexed before this migration skipped NFT transfers: start the index over so they are read.
DELETE FROM "activity_participants";--> statement-breakpoint
DELETE FROM "activity_transfers";--> statement-breakpoint
DELETE FROM "activity_transactions";--> statement-breakpoint
DELETE FROM "activity_tokens";--> statement-breakpoint
DELETE FROM "activity_cursors";
