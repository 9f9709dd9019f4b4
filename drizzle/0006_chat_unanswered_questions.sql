CREATE TABLE "chat_unanswered_questions" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "chat_unanswered_questions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"question" text NOT NULL,
	"lang" text NOT NULL,
	"page_lang" text NOT NULL,
	"nearest_topic" text,
	"nearest_score" real,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "chat_unanswered_questions_created_idx" ON "chat_unanswered_questions" USING btree ("created_at");