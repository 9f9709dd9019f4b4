CREATE TABLE "appointment_bookings" (
	"request_id" uuid PRIMARY KEY NOT NULL,
	"customer_id" text NOT NULL,
	"slot_start" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "appointment_bookings" ADD CONSTRAINT "appointment_bookings_request_id_customer_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."customer_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointment_bookings" ADD CONSTRAINT "appointment_bookings_customer_id_users_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "appointment_bookings_customer_slot_unique" ON "appointment_bookings" USING btree ("customer_id","slot_start");--> statement-breakpoint
CREATE INDEX "appointment_bookings_slot_idx" ON "appointment_bookings" USING btree ("slot_start");--> statement-breakpoint
-- Appointments already requested take their seats (a customer's repeats of one slot count once).
INSERT INTO "appointment_bookings" ("request_id", "customer_id", "slot_start", "created_at")
SELECT "id", "customer_id",
       (("details"->>'date') || ' ' || ("details"->>'time'))::timestamp AT TIME ZONE 'Europe/Paris',
       "created_at"
FROM "customer_requests"
WHERE "kind" = 'appointment' AND "status" <> 'done'
  AND "details"->>'date' ~ '^\d{4}-\d{2}-\d{2}$' AND "details"->>'time' ~ '^\d{2}:\d{2}$'
ORDER BY "created_at"
ON CONFLICT DO NOTHING;
