CREATE TABLE "activity_user_operations" (
	"chain_id" bigint NOT NULL,
	"transaction_hash" text NOT NULL,
	"log_index" integer NOT NULL,
	"hash" text NOT NULL,
	"sender" text NOT NULL,
	"nonce" numeric(78, 0) NOT NULL,
	"to_address" text,
	"value" numeric(78, 0) NOT NULL,
	"selector" text,
	"success" boolean NOT NULL,
	"paymaster" text,
	"fee" numeric(78, 0) NOT NULL,
	CONSTRAINT "activity_user_operations_pk" PRIMARY KEY("chain_id","transaction_hash","log_index")
);
