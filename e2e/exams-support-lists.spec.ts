import { expect, test } from "./fixtures";
import { asBearer } from "./bearer";
import { seriousViolations } from "./axe";

// The demo seed fills Sede Talavera (3 seats) for Estructuras de Datos y Algoritmos (GII-105), examen A.
// demo-alumno joins its waiting list through the API; the exam manager finds the full session in 'Sedes'
// and the student first in 'Listas de espera'. The entry is removed at the end, as the demo data had it.
const TALAVERA = "cntr_exam_03";

/** The exam's day in the portal's zone, as a date field takes it (`AAAA-MM-DD`). */
const madridDay = (iso: string) =>
  new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Madrid" }).format(new Date(iso));

test("an exam manager sees a venue's seats and a waiting list", async ({ page, request, as }) => {
  const student = await asBearer(request, "demo-alumno");
  const exams = await student.get<{ id: number; option: string; date: string }[]>("/exams-api/exams/courses/GII-105");
  const examA = exams.find((e) => e.option === "A")!;
  const joined = await student.post("/exams-api/waitlist", { examId: examA.id, headquarterId: TALAVERA });
  expect(joined.status()).toBe(201);
  const entry = (await joined.json()) as { id: number };
  try {
    await as("examManager");
    await page.goto("/exams");
    const tabs = page.getByRole("tablist", { name: "Gestión de exámenes" });
    const day = madridDay(examA.date);

    await tabs.getByRole("tab", { name: "Sedes" }).click();
    await expect(page).toHaveURL(/tab=sedes/);
    const venues = page.getByRole("tabpanel", { name: "Sedes" });
    await venues.getByText("Filtros").click();
    await venues.getByLabel("Sede", { exact: true }).selectOption({ label: "Sede Talavera" });
    await venues.getByLabel("Desde").fill(day);
    await venues.getByLabel("Hasta").fill(day);
    await venues.getByRole("button", { name: "Filtrar" }).click();
    const seats = venues.getByRole("table", { name: "Plazas por sede y sesión" });
    await expect(seats.getByRole("row")).toHaveCount(2);
    await expect(seats.getByRole("row").nth(1).getByRole("cell")).toHaveText(
      ["Sede Talavera", /^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/, "3", "3", "0", "1"],
      { useInnerText: true },
    );
    expect(await seriousViolations(page)).toEqual([]);

    await tabs.getByRole("tab", { name: "Listas de espera" }).click();
    await expect(page).toHaveURL(/tab=listas-de-espera/);
    const lists = page.getByRole("tabpanel", { name: "Listas de espera" });
    const waiting = lists.getByRole("table", { name: "Listas de espera" });
    const row = waiting.getByRole("row").filter({ hasText: "García Fernández, Lucía" });
    await expect(row.getByRole("cell")).toHaveText(
      [
        "1",
        /^García Fernández, Lucía\s+\S+$/,
        "Estructuras de Datos y Algoritmos",
        /^Examen A \(\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}\)$/,
        "Sede Talavera",
        /^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/,
      ],
      { useInnerText: true },
    );
    await expect(lists).not.toContainText("demo-alumno");
    expect(await seriousViolations(page)).toEqual([]);
  } finally {
    expect((await student.delete(`/exams-api/waitlist/${entry.id}`)).status()).toBe(200);
  }
});

test("a failed read of the seats or the waiting lists is said where the table would be", async ({ page, as }) => {
  await as("examManager");
  await page.route(
    (url) => ["/exams-api/venues/sessions", "/exams-api/waitlist/entries"].includes(url.pathname),
    (route) => route.fulfill({ status: 500, contentType: "application/json", body: '{"message":"Fallo forzado"}' }),
  );
  await page.goto("/exams?tab=sedes");
  await expect(page.getByRole("alert").filter({ hasText: "Ha habido un error al cargar las sedes" })).toBeVisible();
  await expect(page.getByRole("table")).toHaveCount(0);
  await page.getByRole("tab", { name: "Listas de espera" }).click();
  await expect(
    page.getByRole("alert").filter({ hasText: "Ha habido un error al cargar las listas de espera" }),
  ).toBeVisible();
  await expect(page.getByRole("table")).toHaveCount(0);
});
