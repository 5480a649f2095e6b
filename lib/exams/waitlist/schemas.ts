import { requestBody, type RequestRow } from "../requests/schemas";

/** `POST /exams-api/waitlist`: the exam and the venue whose session the student waits for (the choice's own body). */
export const waitlistBody = requestBody;

export const ALREADY_WAITING_MESSAGE = "Ya estás en una lista de espera para esta asignatura";
export const SEATS_LEFT_MESSAGE = "Quedan plazas libres en esta sede: elige el examen directamente";
export const ALREADY_SEATED_MESSAGE = "Ya tienes plaza en esta sede para este examen";
export const ENTRY_NOT_FOUND_MESSAGE = "No se ha encontrado la entrada de la lista de espera";

/** What the student reads next to a session they wait for. */
export const positionText = (position: number) => `Estás en la posición ${position} de la lista de espera`;

/** One entry of a waiting list, with its position in its venue session (1 = next to get a freed seat). */
export interface WaitlistRow extends Pick<
  RequestRow,
  | "id"
  | "userId"
  | "name"
  | "examId"
  | "examOption"
  | "examDate"
  | "courseId"
  | "courseName"
  | "headquarterId"
  | "headquarterName"
> {
  position: number;
  joined: string;
}
