// GET /interactions-api/courses?titulation={degree} — courses the caller may pick students from, by degree
import { endpoint } from "@/lib/api/endpoint";
import { courseOptions } from "@/lib/interactions/queries";
import { coursesQuery } from "@/lib/interactions/schemas";

export const GET = endpoint(
  { roles: ["ROLE_INSTRUCTOR", "ROLE_COORD", "ROLE_SECR", "ROLE_ADMIN"], query: coursesQuery },
  async ({ db, user, query }) => courseOptions(db, user, query.titulation),
);
