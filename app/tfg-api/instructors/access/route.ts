// GET /tfg-api/instructors/access — {areas}: does the instructor manage a thematic area of the active year?
import { endpoint } from "@/lib/api/endpoint";
import { tfgAccess } from "@/lib/tfg/access";
import { managesAreas } from "@/lib/tfg/scope";

export const GET = endpoint(tfgAccess, "GET /tfg-api/instructors/access", async ({ db, user }) => ({
  areas: await managesAreas(db, user.id),
}));
