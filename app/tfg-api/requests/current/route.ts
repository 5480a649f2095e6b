// GET /tfg-api/requests/current — a student's current requests in a degree and year (the new priority is their count + 1); userId: a student of the caller's scope
import { listing, readsRows } from "@/lib/api/declared-routes";
import { endpoint } from "@/lib/api/endpoint";
import { tfgAccess } from "@/lib/tfg/access";
import { currentRequests } from "@/lib/tfg/requests/queries";
import { currentRequestsQuery } from "@/lib/tfg/requests/schemas";

export const GET = endpoint(
  tfgAccess,
  "GET /tfg-api/requests/current",
  listing(currentRequestsQuery, currentRequests, readsRows("TFG: solicitudes en curso del alumno", "userId")),
);
