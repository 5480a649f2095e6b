// PATCH /tfg-api/requests/{id} — 'Editar instancia': staff change degree, call, area, director or title
import { editing } from "@/lib/api/declared-routes";
import { endpoint } from "@/lib/api/endpoint";
import { tfgAccess } from "@/lib/tfg/access";
import { idParams } from "@/lib/validation/common";
import { updateRequestBody } from "@/lib/tfg/requests/schemas";
import { updateRequest } from "@/lib/tfg/requests/service";

export const PATCH = endpoint(
  tfgAccess,
  "PATCH /tfg-api/requests/{id}",
  editing(idParams, updateRequestBody, updateRequest),
);
