// POST /exams-api/exams/{id}/status — a state change allowed by the transitions table
import { editing } from "@/lib/api/declared-routes";
import { endpoint } from "@/lib/api/endpoint";
import { examsAccess } from "@/lib/exams/access";
import { examIdParams } from "@/lib/exams/exams/schemas";
import { statusBody } from "@/lib/exams/online/schemas";
import { changeStatus } from "@/lib/exams/online/service";
import { said } from "@/lib/exams/said";

export const POST = endpoint(
  examsAccess,
  "POST /exams-api/exams/{id}/status",
  said(editing(examIdParams, statusBody, changeStatus)),
);
