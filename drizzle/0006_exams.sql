ALTER TABLE "exams" DROP CONSTRAINT "exams_package_file_id_stored_files_id_fk";
--> statement-breakpoint
ALTER TABLE "exams" DROP COLUMN "package_file_id";