DROP INDEX "documents_status_idx";--> statement-breakpoint
CREATE INDEX "users_name_order_idx" ON "users" USING btree ("family_name","given_name","id");--> statement-breakpoint
CREATE INDEX "documents_created_idx" ON "documents" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "documents_modified_idx" ON "documents" USING btree ("modified_at","id");--> statement-breakpoint
CREATE INDEX "documents_status_modified_idx" ON "documents" USING btree ("status","modified_at","id");--> statement-breakpoint
CREATE INDEX "documents_status_id_idx" ON "documents" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "documents_status_idx" ON "documents" USING btree ("status","created_at","id");