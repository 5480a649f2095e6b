// PUT /tfg-api/areas/{id} — edits an area: its managers the name and the active toggle; degrees and managers as creating one
// DELETE /tfg-api/areas/{id} — deletes an area nobody has asked for yet
import { editing, onId } from "@/lib/api/declared-routes";
import { endpoint } from "@/lib/api/endpoint";
import { tfgAccess } from "@/lib/tfg/access";
import { idParams } from "@/lib/validation/common";
import { areaBody } from "@/lib/tfg/areas/schemas";
import { deleteArea, updateArea } from "@/lib/tfg/areas/service";

export const PUT = endpoint(tfgAccess, "PUT /tfg-api/areas/{id}", editing(idParams, areaBody, updateArea));

export const DELETE = endpoint(tfgAccess, "DELETE /tfg-api/areas/{id}", onId(idParams, deleteArea));
