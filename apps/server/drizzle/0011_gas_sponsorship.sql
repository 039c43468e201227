CREATE TABLE "sponsored_gas" (
	"project_id" text NOT NULL,
	"account" text NOT NULL,
	"chain_id" text NOT NULL,
	"day" date NOT NULL,
	"spent_wei" numeric(78, 0) NOT NULL,
	CONSTRAINT "sponsored_gas_project_id_account_chain_id_day_pk" PRIMARY KEY("project_id","account","chain_id","day")
);
--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "sponsored_wei_per_account_per_day" numeric(78, 0);--> statement-breakpoint
ALTER TABLE "sponsored_gas" ADD CONSTRAINT "sponsored_gas_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;