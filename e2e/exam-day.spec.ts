import { execFileSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { chromium, type APIRequestContext, type Locator, type Page } from "@playwright/test";
import { chooseExam } from "./exam-choice";
import { expect, hydrated, newSessionId, signInAs, test } from "./fixtures";
import { controlledBySw, voucherCaches } from "./service-worker";

// The exam day on a phone (issue 40's first "Done when"): a student books on 'Exámenes' and opens the
// 'Justificante de reserva' again without a connection, and the staff's 'Control de acceso' scans it with the
// camera (Chromium's fake camera playing a video of the voucher's QR), or takes typed DNIs without a
// connection and sends them once it returns.
const PHONE = { width: 390, height: 844 };
test.use({ viewport: PHONE, isMobile: true, hasTouch: true });

const COURSE = "GII-202"; // Sistemas Operativos: demo-alumno is enrolled, no one has booked it
const VENUE = "cntr_exam_01";
const VENUE_NAME = "Sede Madrid";

type Api = {
  get: <T>(path: string) => Promise<T>;
  post: (path: string, data: unknown) => Promise<{ status: number; body: Record<string, unknown> }>;
  headers: Record<string, string>;
};

async function bearer(request: APIRequestContext, externalId: string): Promise<Api> {
  const headers = { authorization: `Bearer ${await newSessionId(test.info().project.use.baseURL!, externalId)}` };
  return {
    headers,
    get: async <T>(p: string) => {
      const res = await request.get(p, { headers });
      expect(res.status(), p).toBe(200);
      return (await res.json()) as T;
    },
    post: async (p, data) => {
      const res = await request.post(p, { headers, data });
      return { status: res.status(), body: (await res.json().catch(() => ({}))) as Record<string, unknown> };
    },
  };
}

/** An exam of Sistemas Operativos held today (in a quarter of an hour), option `option`, made by the exam manager's CSV import. */
async function examToday(request: APIRequestContext, option: string): Promise<{ support: Api; examId: number }> {
  const support = await bearer(request, "demo-gestor-examenes");
  const terms = await support.get<Array<{ id: number; enabled: boolean }>>("/exams-api/terms");
  const now = Date.now();
  const iso = (ms: number) => new Date(ms).toISOString();
  const csv = [
    "courseId,option,date,duration,startInscriptionDate,endInscriptionDate,termId,visible,online,defaultHeadquarter",
    `${COURSE},${option},${iso(now + 15 * 60_000)},60,${iso(now - 86_400_000)},${iso(now + 10 * 60_000)},${terms.find((t) => t.enabled)!.id},true,false,`,
  ].join("\n");
  const upload = await request.post("/exams-api/exams/csv", {
    headers: support.headers,
    multipart: { file: { name: "examenes.csv", mimeType: "text/csv", buffer: Buffer.from(csv) } },
  });
  expect(upload.status(), await upload.text()).toBe(200);
  const exams = await support.get<Array<{ id: number; option: string }>>(`/exams-api/exams/courses/${COURSE}`);
  return { support, examId: exams.find((e) => e.option === option)!.id };
}

/** Waits for React to have hydrated a page opened outside the fixture (a click before that is lost). */
async function open(page: Page, url: string) {
  await page.goto(url);
  await hydrated(page);
}

/** A video of `png` centred on a white 640×480 frame, as Chromium's fake camera plays it. */
function cameraVideoOf(png: Buffer): string {
  const dir = mkdtempSync(path.join(tmpdir(), "qr-camera-"));
  writeFileSync(path.join(dir, "qr.png"), png);
  const video = path.join(dir, "qr.y4m");
  const filter = "scale=240:240,pad=640:480:200:120:white,format=yuv420p";
  execFileSync(
    "ffmpeg",
    ["-y", "-loglevel", "error", "-loop", "1", "-i", path.join(dir, "qr.png")].concat([
      "-t",
      "2",
      "-r",
      "5",
      "-vf",
      filter,
      "-pix_fmt",
      "yuv420p",
      video,
    ]),
  );
  return video;
}

/** An image that has loaded, with pixels: a QR the phone shows. */
async function expectLoaded(img: Locator) {
  await expect(img).toHaveJSProperty("complete", true);
  expect(await img.evaluate((el: HTMLImageElement) => el.naturalWidth)).toBeGreaterThan(0);
}

test("a student books on the phone, opens the voucher offline, the door scans its QR with the camera, and the certificate downloads", async ({
  page,
  context,
  request,
  as,
}) => {
  await examToday(request, "D");
  await as("student");
  await page.goto("/exams");
  const requestId = await chooseExam(page, "Sistemas Operativos", "D", VENUE_NAME);

  // From the next load on the service worker controls the page, and 'Exámenes' shows the new voucher.
  await controlledBySw(page);
  const card = page.getByRole("article", { name: "Justificante de reserva: Sistemas Operativos · Examen D" });
  await expect(card).toBeVisible();
  await expect(card.getByText(VENUE_NAME)).toBeVisible();
  const qrName = "Código QR del justificante de reserva de Sistemas Operativos · Examen D";
  await expectLoaded(card.getByRole("img", { name: qrName }));
  await card.getByRole("link", { name: "Ver justificante de Sistemas Operativos · Examen D" }).click();
  const voucher = `/exams/voucher/${requestId}`;
  await expect(page).toHaveURL(new RegExp(`${voucher}$`));
  const heading = page.getByRole("heading", { name: "Justificante de reserva", level: 1 });
  await expect(heading).toBeVisible();
  await expect(page.getByRole("link", { name: "Descargar PDF" })).toBeVisible();

  // The link navigates inside the app; the worker keeps the page as the browser loads it, with its QR.
  await page.reload();
  const qrPath = `/exams-api/requests/${requestId}/voucher/qr`;
  await expect.poll(() => voucherCaches(page)).toEqual(expect.arrayContaining([voucher, qrPath]));
  await context.setOffline(true);
  await page.reload();
  await expect(heading).toBeVisible();
  await expectLoaded(page.getByRole("img", { name: qrName }));
  await context.setOffline(false);

  // The door's phone: its own browser, whose camera plays the voucher's QR.
  const png = await page.request.get(qrPath);
  expect(png.headers()["content-type"]).toBe("image/png");
  const door = await chromium.launch({
    executablePath: "/usr/bin/chromium",
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--use-fake-device-for-media-stream",
      "--use-fake-ui-for-media-stream",
      `--use-file-for-fake-video-capture=${cameraVideoOf(await png.body())}`,
    ],
  });
  try {
    const baseURL = test.info().project.use.baseURL!;
    const staff = await door.newContext({
      baseURL,
      viewport: PHONE,
      isMobile: true,
      hasTouch: true,
      locale: "es-ES",
      timezoneId: "Europe/Madrid",
      permissions: ["camera"],
    });
    const desk = await staff.newPage();
    desk.on("console", (m) => m.type() === "error" && console.log(`[door] ${m.text()}`));
    desk.on("pageerror", (e) => console.log(`[door] pageerror: ${e.message}`));
    // Signed in once the landing shows 'Cerrar sesión': the link's page navigates there after it hydrates.
    await signInAs(desk, "examManager");
    await open(desk, "/exams?search=Sistemas%20Operativos&sort=date&direction=asc");
    await desk.getByRole("link", { name: "Control de acceso del examen D de Sistemas Operativos" }).click();
    await expect(desk.getByRole("heading", { name: "Control de acceso", level: 1 })).toBeVisible();
    await desk.getByRole("combobox", { name: "Sede" }).selectOption({ label: VENUE_NAME });
    await desk.getByRole("button", { name: "Elegir sede" }).click();
    await hydrated(desk);
    await desk.getByRole("button", { name: "Escanear con la cámara" }).click();
    const answer = desk.locator("[aria-live=polite]").filter({ hasText: "Admitido" });
    await expect(answer)
      .toHaveText("García Fernández, Lucía: Admitido", { timeout: 20_000 })
      .catch(async (err: unknown) => {
        await desk.screenshot({ path: test.info().outputPath("door.png") });
        console.log(await desk.locator("main").innerText());
        throw err;
      });
  } finally {
    await door.close();
  }

  await page.goto("/exams");
  await expect(card.getByText("Asistencia registrada")).toBeVisible();
  const download = page.waitForEvent("download");
  await card.getByRole("link", { name: "Descargar justificante de asistencia" }).click();
  expect((await download).suggestedFilename()).toBe("Justificante de asistencia Sistemas Operativos.pdf");
});

test("scans typed without a connection wait on the phone and are sent once when it returns", async ({
  page,
  context,
  request,
  as,
}) => {
  const { support, examId } = await examToday(request, "E");
  // Two classmates of demo-alumno in Sistemas Operativos, booked by the exam manager.
  const booked: string[] = [];
  for (let n = 1; booked.length < 2 && n <= 120; n++) {
    const user = `alumno-${String(n).padStart(3, "0")}`;
    const res = await support.post(`/exams-api/requests/${user}`, { examId, headquarterId: VENUE, userId: user });
    if (res.status === 201) booked.push(user);
  }
  expect(booked).toHaveLength(2);
  type Row = { userId: string; name: string; dni: string; present: boolean };
  const before = await support.get<{ content: Row[] }>(`/exams-api/exams/${examId}/attendance?venueId=${VENUE}`);
  const [first, second] = before.content;

  await as("examManager");
  await page.goto(`/exams/checkin?examId=${examId}&venueId=${VENUE}`);
  await expect(page.getByText("Pendientes de enviar: 0")).toBeVisible();
  const checkins: string[] = [];
  page.on("request", (req) => {
    if (req.method() === "POST" && req.url().endsWith("/exams-api/checkin")) checkins.push(req.postData() ?? "");
  });

  await context.setOffline(true);
  const dni = page.getByRole("textbox", { name: "DNI o NIE" });
  for (const row of [first!, second!]) {
    await dni.fill(row.dni);
    await page.getByRole("button", { name: "Registrar llegada" }).click();
  }
  await expect(page.getByText("Pendientes de enviar: 2")).toBeVisible();
  await expect(page.locator("[aria-live=polite]")).toHaveText("Sin conexión: se enviará al volver la conexión");

  await context.setOffline(false);
  await expect(page.getByText("Pendientes de enviar: 0")).toBeVisible();
  await expect(page.locator("[aria-live=polite]")).toHaveText(`${second!.name}: Admitido`);
  expect(checkins).toHaveLength(2);
  // Each with the time it was typed offline.
  for (const body of checkins) expect(JSON.parse(body)).toHaveProperty("scannedAt");

  // A reload sends nothing again; the attendance shows both, once each.
  await page.reload();
  await expect(page.getByText("Pendientes de enviar: 0")).toBeVisible();
  await page.getByRole("link", { name: "Ver asistencia" }).click();
  await expect(page.getByRole("heading", { name: "Presentes: 2 · Ausentes: 0" })).toBeVisible();
  const table = page.getByRole("table", { name: "Asistencia al examen" });
  for (const row of [first!, second!])
    await expect(table.getByRole("row").filter({ hasText: row.name })).toContainText("Presente");
  expect(checkins).toHaveLength(2);
  const after = await support.get<{ present: number; content: Row[] }>(`/exams-api/exams/${examId}/attendance`);
  expect(after.present).toBe(2);
  expect(after.content).toHaveLength(2);
});
