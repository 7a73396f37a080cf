ALTER TABLE "idp_users" ADD COLUMN "srp_salt" text;
--> statement-breakpoint
ALTER TABLE "idp_users" ADD COLUMN "srp_verifier" text;
--> statement-breakpoint
ALTER TABLE "idp_refresh_tokens" ADD COLUMN "origin_jti" text;
--> statement-breakpoint
CREATE TABLE "idp_sessions" (
	"origin_jti" text PRIMARY KEY NOT NULL,
	"sub" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "idp_challenges" (
	"id_hash" text PRIMARY KEY NOT NULL,
	"sub" text NOT NULL,
	"name" text NOT NULL,
	"state" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "idp_sessions" ADD CONSTRAINT "idp_sessions_sub_idp_users_sub_fk" FOREIGN KEY ("sub") REFERENCES "public"."idp_users"("sub") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "idp_challenges" ADD CONSTRAINT "idp_challenges_sub_idp_users_sub_fk" FOREIGN KEY ("sub") REFERENCES "public"."idp_users"("sub") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "idp_sessions_sub_idx" ON "idp_sessions" USING btree ("sub");
