CREATE TABLE "siwx_session_proofs" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"project_id" text NOT NULL,
	"session_id" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"redeemed_at" timestamp with time zone
);
--> statement-breakpoint
-- Nonces live 5 minutes; ones issued before nonces were bound to a client cannot be spent by one.
DELETE FROM "siwx_nonces";--> statement-breakpoint
ALTER TABLE "siwx_nonces" ADD COLUMN "client" text NOT NULL;--> statement-breakpoint
ALTER TABLE "siwx_sessions" ADD COLUMN "revoked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "siwx_session_proofs" ADD CONSTRAINT "siwx_session_proofs_project_id_session_id_siwx_sessions_project_id_nonce_fk" FOREIGN KEY ("project_id","session_id") REFERENCES "public"."siwx_sessions"("project_id","nonce") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "siwx_session_proofs_expires_idx" ON "siwx_session_proofs" USING btree ("expires_at");