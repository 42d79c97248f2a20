CREATE TABLE "knowledge_base_categories" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"parent_id" uuid,
	"parent_depth" smallint,
	"depth" smallint GENERATED ALWAYS AS (coalesce(parent_depth, 0) + 1) STORED NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "knowledge_base_categories_id_depth_key" UNIQUE("id","depth"),
	CONSTRAINT "knowledge_base_categories_depth" CHECK ("knowledge_base_categories"."depth" between 1 and 4),
	CONSTRAINT "knowledge_base_categories_parent_pair" CHECK (("knowledge_base_categories"."parent_id" is null) = ("knowledge_base_categories"."parent_depth" is null)),
	CONSTRAINT "knowledge_base_categories_position" CHECK ("knowledge_base_categories"."position" between 0 and 9999)
);
--> statement-breakpoint
CREATE TABLE "knowledge_base_category_translations" (
	"category_id" uuid NOT NULL,
	"language_code" text NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "knowledge_base_category_translations_pkey" PRIMARY KEY("category_id","language_code"),
	CONSTRAINT "knowledge_base_category_translations_language" CHECK ("knowledge_base_category_translations"."language_code" in ('uk', 'ru', 'en')),
	CONSTRAINT "knowledge_base_category_translations_name" CHECK (char_length(btrim("knowledge_base_category_translations"."name")) between 1 and 120)
);
--> statement-breakpoint
CREATE TABLE "knowledge_base_post_translations" (
	"post_id" uuid NOT NULL,
	"language_code" text NOT NULL,
	"title" text NOT NULL,
	"content" jsonb NOT NULL,
	CONSTRAINT "knowledge_base_post_translations_pkey" PRIMARY KEY("post_id","language_code"),
	CONSTRAINT "knowledge_base_post_translations_language" CHECK ("knowledge_base_post_translations"."language_code" in ('uk', 'ru', 'en')),
	CONSTRAINT "knowledge_base_post_translations_title" CHECK (char_length(btrim("knowledge_base_post_translations"."title")) between 1 and 200),
	CONSTRAINT "knowledge_base_post_translations_content" CHECK (jsonb_typeof("knowledge_base_post_translations"."content") = 'object' and "knowledge_base_post_translations"."content"->>'type' = 'doc')
);
--> statement-breakpoint
CREATE TABLE "knowledge_base_posts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"category_id" uuid NOT NULL,
	"icon" text DEFAULT 'book' NOT NULL,
	"is_recommended" boolean DEFAULT false NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "knowledge_base_posts_icon" CHECK ("knowledge_base_posts"."icon" in ('book', 'rocket', 'building', 'users', 'folder', 'wallet', 'shield', 'lightbulb', 'help')),
	CONSTRAINT "knowledge_base_posts_position" CHECK ("knowledge_base_posts"."position" between 0 and 9999)
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "is_staff" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "knowledge_base_categories" ADD CONSTRAINT "knowledge_base_categories_parent_fk" FOREIGN KEY ("parent_id","parent_depth") REFERENCES "public"."knowledge_base_categories"("id","depth") ON DELETE restrict ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "knowledge_base_category_translations" ADD CONSTRAINT "knowledge_base_category_translations_category_id_knowledge_base_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."knowledge_base_categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "knowledge_base_post_translations" ADD CONSTRAINT "knowledge_base_post_translations_post_id_knowledge_base_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."knowledge_base_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "knowledge_base_posts" ADD CONSTRAINT "knowledge_base_posts_category_id_knowledge_base_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."knowledge_base_categories"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "knowledge_base_categories_parent_idx" ON "knowledge_base_categories" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "knowledge_base_posts_category_idx" ON "knowledge_base_posts" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "knowledge_base_posts_recommended_idx" ON "knowledge_base_posts" USING btree ("updated_at") WHERE "knowledge_base_posts"."is_recommended";