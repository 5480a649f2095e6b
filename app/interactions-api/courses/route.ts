// GET /interactions-api/courses?titulation={degree} — courses the caller may pick students from, by degree
import { endpoint } from "@/lib/api/endpoint";
import { interactionsAccess } from "@/lib/interactions/access";
import { courseOptions } from "@/lib/interactions/queries";
import { coursesQuery } from "@/lib/interactions/schemas";

export const GET = endpoint(
  interactionsAccess,
  "GET /interactions-api/courses",
  { query: coursesQuery },
  async ({ db, user, query }) => courseOptions(db, user, query.titulation),
);
