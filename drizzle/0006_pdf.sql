CREATE TABLE "issued_documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"sha256" text NOT NULL,
	"kind" text NOT NULL,
	"owner_user_id" integer,
	"issued_at" timestamp with time zone NOT NULL,
	"file_id" integer NOT NULL,
	CONSTRAINT "issued_documents_code_unique" UNIQUE("code")
);
--> statement-breakpoint
ALTER TABLE "issued_documents" ADD CONSTRAINT "issued_documents_owner_user_id_users_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "issued_documents" ADD CONSTRAINT "issued_documents_file_id_stored_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."stored_files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "issued_documents_sha256_idx" ON "issued_documents" USING btree ("sha256");--> statement-breakpoint
CREATE INDEX "issued_documents_owner_idx" ON "issued_documents" USING btree ("owner_user_id");