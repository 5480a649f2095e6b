import type { APIRequestContext, Page } from "@playwright/test";
import { DEMO, expect, newSessionId, test } from "./fixtures";
import { asBearer } from "./bearer";

// The defenses specs share the one e2e database and run in their names' order: the students who defend
// and the E2E court are set up by tfg-defenses-1-requests.spec.ts, and reviewed in tfg-defenses-2-review.spec.ts.

export const toast = (page: Page, text: string) => page.getByText(text, { exact: true }).first();
/** An error toast whose title is exactly `title` (its second line is the server's reason). */
export const errorToast = (page: Page, title: string) =>
  page.locator('[data-variant="error"]').filter({ has: page.getByText(title, { exact: true }) });
export const COURT = "Tribunal de prueba E2E";
export const DAY = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);

export type RequestRow = {
  id: number;
  userId: string;
  userName: string;
  userGivenName: string;
  userFamilyName: string;
  degreeId: string;
  termId: number;
  areaId: number;
  instructorId: string;
  status: string;
  provisionalTitle: string | null;
};
type CourtRow = {
  id: number;
  name: string;
  chairman: string;
  secretary: string;
  vocal: string;
  timeSpans: Array<{ id: number; start: string; reserved: boolean }>;
};
type TermRow = { id: number; name: string };

/** A classmate of demo-alumno with an accepted area request, set up by the first defenses spec. */
export interface DefenseStudent {
  externalId: string;
  name: string;
  /** The name as staff lists show it ('Apellidos, Nombre'). */
  listed: string;
  requestId: number;
}

/** The provisional title of the `n`th set-up student's request (1 to 3). */
export const defenseTitle = (n: number) => `Defensa de prueba ${n}`;

/** The set-up students in their order, found by their requests' titles (the latest of each, should setup run twice). */
export async function defenseStudents(request: APIRequestContext): Promise<DefenseStudent[]> {
  const admin = await asBearer(request, DEMO.admin);
  const { content } = await admin.get<{ content: RequestRow[] }>("/tfg-api/requests?size=100&status=ACCEPTED");
  return [1, 2, 3].map((n) => {
    const row = content.filter((r) => r.provisionalTitle === defenseTitle(n)).sort((a, b) => b.id - a.id)[0]!;
    return {
      externalId: row.userId,
      name: row.userName,
      listed: `${row.userFamilyName}, ${row.userGivenName}`,
      requestId: row.id,
    };
  });
}

/** Signs in as any student by external id, as the session link would. */
export async function signInAsStudent(page: Page, externalId: string) {
  await page.goto(`/${await newSessionId(test.info().project.use.baseURL!, externalId)}`);
  await expect(page.getByRole("navigation", { name: "Servicios" })).toBeVisible();
}

/** The E2E court as a student's request sees it, and the open defense period. */
async function courtFor(api: Awaited<ReturnType<typeof asBearer>>, student: DefenseStudent) {
  const courts = await api.get<CourtRow[]>(`/tfg-api/defenses/courts/requests/${student.requestId}`);
  const court = courts.find((c) => c.name === COURT)!;
  const [term] = await api.get<TermRow[]>(`/tfg-api/terms?type=DEFENSE&open=true`);
  return { court, termId: term!.id };
}

const madrid = (iso: string) =>
  new Date(iso).toLocaleString("sv-SE", { timeZone: "Europe/Madrid", dateStyle: "short", timeStyle: "short" });

/** A student's defense in the E2E court at `time` of DAY, asked through the API. */
export async function takeSlot(request: APIRequestContext, student: DefenseStudent, time: string) {
  const api = await asBearer(request, student.externalId);
  const { court, termId } = await courtFor(api, student);
  const span = court.timeSpans.find((s) => madrid(s.start) === `${DAY} ${time}`);
  return api.post(`/tfg-api/requests/${student.requestId}/defenses`, {
    termId,
    courtId: court.id,
    timeSpanId: span!.id,
    chairman: court.chairman,
    secretary: court.secretary,
    vocal: court.vocal,
  });
}
