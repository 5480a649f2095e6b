// GET /tfg-api/instructors/access — {areas}: does the instructor manage a thematic area of the active year?
import { endpoint } from "@/lib/api/endpoint";
import { managesAreas } from "@/lib/tfg/scope";

export const GET = endpoint({ roles: ["ROLE_INSTRUCTOR"] }, async ({ db, user }) => ({
  areas: await managesAreas(db, user.id),
}));
