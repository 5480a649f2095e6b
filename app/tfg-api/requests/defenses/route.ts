// GET /tfg-api/requests/defenses — the defense requests the caller may see, server-paged and filtered
import { listing, readsRows } from "@/lib/api/declared-routes";
import { endpoint } from "@/lib/api/endpoint";
import { tfgAccess } from "@/lib/tfg/access";
import { listDefenses } from "@/lib/tfg/defenses/queries";
import { defenseListQuery } from "@/lib/tfg/defenses/schemas";

export const GET = endpoint(
  tfgAccess,
  "GET /tfg-api/requests/defenses",
  listing(defenseListQuery, listDefenses, readsRows("TFG: listado de solicitudes de defensa", "userId")),
);
