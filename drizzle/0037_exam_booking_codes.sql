CREATE TABLE "exam_attendance" (
	"request_id" integer PRIMARY KEY NOT NULL,
	"arrived_at" timestamp with time zone NOT NULL,
	"recorded_by" integer NOT NULL,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "exam_requests" ADD COLUMN "booking_code" text DEFAULT translate(rtrim(encode(uuid_send(gen_random_uuid()), 'base64'), '='), '+/', '-_') NOT NULL;--> statement-breakpoint
ALTER TABLE "exam_attendance" ADD CONSTRAINT "exam_attendance_request_id_exam_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."exam_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_attendance" ADD CONSTRAINT "exam_attendance_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "exam_requests_booking_code_key" ON "exam_requests" USING btree ("booking_code");