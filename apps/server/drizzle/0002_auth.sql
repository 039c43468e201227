CREATE TABLE "auth_codes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"purpose" text NOT NULL,
	"code_hash" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"consumed_at" timestamp with time zone,
	"user_id" uuid,
	"new_email" text,
	"device_id" text,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "auth_codes_email_purpose" UNIQUE("email","purpose")
);
--> statement-breakpoint
CREATE TABLE "auth_devices" (
	"email" text NOT NULL,
	"device_id" text NOT NULL,
	"approval_token_hash" text,
	"approved_at" timestamp with time zone,
	"mailed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "auth_devices_email_device_id_pk" PRIMARY KEY("email","device_id")
);
--> statement-breakpoint
CREATE TABLE "auth_oauth_states" (
	"state" text PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"code_verifier" text NOT NULL,
	"nonce" text NOT NULL,
	"opener_origin" text NOT NULL,
	"return_to" text,
	"device_id" text NOT NULL,
	"project_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"consumed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "auth_sessions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"device_id" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "auth_users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text,
	"social_provider" text,
	"social_subject" text,
	"user_name" text,
	"evm_address" text NOT NULL,
	"solana_address" text NOT NULL,
	"wrapped_data_key" text NOT NULL,
	"encrypted_seed" text NOT NULL,
	"preferred_account_type" text DEFAULT 'eoa' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "auth_users_email_unique" UNIQUE("email"),
	CONSTRAINT "auth_users_social_identity" UNIQUE("social_provider","social_subject")
);
--> statement-breakpoint
CREATE INDEX "auth_devices_approval_token" ON "auth_devices" USING btree ("approval_token_hash");--> statement-breakpoint
CREATE INDEX "auth_sessions_user" ON "auth_sessions" USING btree ("user_id");