// GET /enrollments-api/requests/all — every request, paged and filtered, for admins and the secretariat
import { listing, readsRows } from "@/lib/api/declared-routes";
import { endpoint } from "@/lib/api/endpoint";
import { enrollmentsAccess } from "@/lib/enrollments/access";
import { listRequests } from "@/lib/enrollments/requests/queries";
import { enrollmentListQuery } from "@/lib/enrollments/requests/schemas";

export const GET = endpoint(
  enrollmentsAccess,
  "GET /enrollments-api/requests/all",
  listing(enrollmentListQuery, listRequests, readsRows("Matrícula: listado de solicitudes", "userExternalId")),
);
