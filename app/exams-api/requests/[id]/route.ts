// POST /exams-api/requests/{user} — support makes a request on a student's behalf, out of deadline
// DELETE /exams-api/requests/{id} — deletes a choice and frees its seat (a student only their own)
import { msg } from "@/lib/i18n/message";
import { endpoint, json } from "@/lib/api/endpoint";
import { ValidationError } from "@/lib/api/errors";
import { examsAccess } from "@/lib/exams/access";
import { idParams } from "@/lib/validation/common";
import { z } from "@/lib/validation/z";
import { userIdOf } from "@/lib/exams/courses/queries";
import { chooseExam, deleteRequest } from "@/lib/exams/requests/service";
import { requestOnBehalfBody } from "@/lib/exams/requests/schemas";
import { userParams } from "@/lib/exams/courses/schemas";

// The path segment is the user's id here and the request's id in DELETE (Next names a level once).
const onBehalfParams = z.object({ id: userParams.shape.user });

export const POST = endpoint(
  examsAccess,
  "POST /exams-api/requests/{id}",
  { params: onBehalfParams, body: requestOnBehalfBody },
  async ({ db, params, body }) => {
    if (body.userId !== undefined && body.userId !== params.id) {
      throw new ValidationError(msg("exams.errors.userMismatch"));
    }
    return json(await chooseExam(db, await userIdOf(db, params.id), body, { bySupport: true }), 201);
  },
);

export const DELETE = endpoint(
  examsAccess,
  "DELETE /exams-api/requests/{id}",
  { params: idParams },
  async ({ db, user, params }) => deleteRequest(db, user, params.id),
);
