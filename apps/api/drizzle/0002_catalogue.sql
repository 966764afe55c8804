CREATE TABLE "brands" (
	"slug" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"sub_pages" text[] DEFAULT '{}'::text[] NOT NULL
);
--> statement-breakpoint
CREATE TABLE "categories" (
	"uri" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"parent_uri" text,
	"kind" text NOT NULL,
	"meta_title" text NOT NULL,
	"meta_description" text NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_categories" (
	"product_id" integer NOT NULL,
	"category_uri" text NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "product_categories_product_id_category_uri_pk" PRIMARY KEY("product_id","category_uri")
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" integer PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"suffix" text NOT NULL,
	"slug" text NOT NULL,
	"sku" text NOT NULL,
	"name" text NOT NULL,
	"brand_slug" text NOT NULL,
	"gender" text NOT NULL,
	"price_minor" integer NOT NULL,
	"price_before_discount_minor" integer NOT NULL,
	"colour_name" text NOT NULL,
	"colour_hex" text NOT NULL,
	"description" text NOT NULL,
	"excerpt" text NOT NULL,
	"meta_title" text NOT NULL,
	"meta_description" text NOT NULL,
	"bundle_info" jsonb,
	"images" jsonb NOT NULL,
	"attributes" jsonb NOT NULL,
	"rating_average" real NOT NULL,
	"rating_count" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"search_text" text NOT NULL,
	CONSTRAINT "products_slug_unique" UNIQUE("slug"),
	CONSTRAINT "products_sku_unique" UNIQUE("sku"),
	CONSTRAINT "products_price_positive" CHECK ("products"."price_minor" >= 0)
);
--> statement-breakpoint
CREATE TABLE "seed_versions" (
	"name" text PRIMARY KEY NOT NULL,
	"version" text NOT NULL,
	"seeded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "variants" (
	"sku" text PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"size" text NOT NULL,
	"stock" integer NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "variants_stock_not_negative" CHECK ("variants"."stock" >= 0)
);
--> statement-breakpoint
ALTER TABLE "product_categories" ADD CONSTRAINT "product_categories_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_categories" ADD CONSTRAINT "product_categories_category_uri_categories_uri_fk" FOREIGN KEY ("category_uri") REFERENCES "public"."categories"("uri") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_brand_slug_brands_slug_fk" FOREIGN KEY ("brand_slug") REFERENCES "public"."brands"("slug") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "variants" ADD CONSTRAINT "variants_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "categories_parent_idx" ON "categories" USING btree ("parent_uri");--> statement-breakpoint
CREATE INDEX "product_categories_category_idx" ON "product_categories" USING btree ("category_uri");--> statement-breakpoint
CREATE INDEX "products_code_idx" ON "products" USING btree ("code");--> statement-breakpoint
CREATE INDEX "products_brand_idx" ON "products" USING btree ("brand_slug");--> statement-breakpoint
CREATE INDEX "products_search_trgm_idx" ON "products" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "variants_product_idx" ON "variants" USING btree ("product_id");