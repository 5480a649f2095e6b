import { execFile } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createScratchDatabase, type ScratchDatabase } from "@/lib/testing/scratch-database";
import { startSmtpServer } from "@/lib/testing/smtp";

// `npm run portal -- …` as users run it: `node scripts/portal.mjs` (which bundles lib/cli with esbuild when a
// source is newer: once, at the first call) in its own process, on a scratch database of this engine that
// starts empty. Each command's modules load only when that command runs, so every command is run here: a
// bundle that cannot load one module crashes that command alone (as `notify`, `outbox` and `seed` did).
const run = promisify(execFile);
const USERS_HEADER =
  "externalId,dni,idType,givenName,familyName,email,mobilePhone,homePhone,address,city,state,zipCode,role,institutionalRoleId";
const LINK = /^http:\/\/localhost:3000\/[\w-]{43}$/;
const SLOW = { timeout: 120_000 };

let database: ScratchDatabase;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
const csvFolder = mkdtempSync(path.join(os.tmpdir(), "portal-cli-"));

async function portal(...args: string[]) {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    ...database.env,
    SMTP_URL: smtp.url,
    MAIL_FROM: "Portal <portal@universidad.test>",
  };
  for (const [key, value] of Object.entries(env)) if (value === undefined) delete env[key];
  try {
    const { stdout, stderr } = await run(process.execPath, ["scripts/portal.mjs", ...args], { env });
    return { code: 0, stdout, stderr };
  } catch (err) {
    const { code, stdout, stderr } = err as { code: number; stdout: string; stderr: string };
    return { code, stdout, stderr };
  }
}

function csvFile(name: string, ...lines: string[]): string {
  const file = path.join(csvFolder, name);
  writeFileSync(file, lines.join("\n") + "\n");
  return file;
}

beforeAll(async () => {
  [database, smtp] = await Promise.all([createScratchDatabase("portal_cli"), startSmtpServer()]);
}, 60_000);

afterAll(async () => {
  await smtp?.close();
  await database?.drop();
  rmSync(csvFolder, { recursive: true, force: true });
});

describe.sequential("npm run portal -- <orden>", () => {
  it("shows the help, and each command's usage after loading its modules", SLOW, async () => {
    const help = await portal("--help");
    expect(help).toMatchObject({ code: 0, stderr: "" });
    expect(help.stdout).toContain("Portal de servicios: órdenes de administración");
    const commands = [
      "import",
      "session",
      "seed",
      "outbox",
      "notify",
      "worker",
      "backup",
      "tasks",
      "privacy",
      "registry",
      "year",
      "export",
    ];
    const usages = await Promise.all(commands.map((command) => portal(command, "--help")));
    commands.forEach((command, i) => {
      expect(usages[i], command).toMatchObject({ code: 0, stderr: "" });
      expect(usages[i]!.stdout, command).toMatch(new RegExp(`^Uso: npm run portal -- ${command}\\b`));
    });
    expect(await portal("exportar")).toMatchObject({
      code: 1,
      stderr: expect.stringContaining('Orden desconocida: "exportar"'),
    });
  });

  it("seed --demo loads the demo university into the empty database, and only there", SLOW, async () => {
    const seeded = await portal("seed", "--demo");
    expect(seeded).toMatchObject({ code: 0, stderr: "" });
    expect(seeded.stdout).toContain("Datos de demostración cargados: ");
    expect(seeded.stdout).toMatch(/^ROLE_STUDENT\s+demo-alumno\s+http:\/\/localhost:3000\/[\w-]{43}$/m);
    const again = await portal("seed", "--demo");
    expect(again).toMatchObject({
      code: 1,
      stderr: "La base de datos no está vacía: no se cargan datos de demostración\n",
    });
  });

  it("import loads a file, or nothing with line-numbered errors", SLOW, async () => {
    const imported = await portal(
      "import",
      "users",
      csvFile(
        "users.csv",
        USERS_HEADER,
        "cli-ana,12345678Z,DNI,Ana,Prueba,ana.prueba@alumnos.test,,,,,,,ROLE_STUDENT,ALU",
      ),
    );
    expect(imported).toMatchObject({ code: 0, stdout: "Importada 1 fila de users\n" });
    const rejected = await portal(
      "import",
      "users",
      csvFile("users.csv", USERS_HEADER, "cli-eva,1,DNI,Eva,Prueba,,,,,,,,ROLE_STUDENT,"),
    );
    expect(rejected.code).toBe(1);
    expect(rejected.stderr).toContain('línea 2: dni "1" no es un DNI válido');
  });

  it("session prints a link as its last line", SLOW, async () => {
    const session = await portal("session", "cli-ana");
    expect(session.code).toBe(0);
    expect(session.stdout).toContain("Sesión de Ana Prueba (ROLE_STUDENT), válida durante 12 horas:");
    expect(session.stdout.trim().split("\n").at(-1)).toMatch(LINK);
    expect(await portal("session", "nadie")).toMatchObject({
      code: 1,
      stderr: 'No existe ningún usuario con externalId "nadie"\n',
    });
  });

  it("notify lists mails every instructor and coordinator their course lists over SMTP", SLOW, async () => {
    smtp.received.length = 0;
    const lists = await portal("notify", "lists");
    expect(lists).toMatchObject({ code: 0, stderr: "" });
    expect(lists.stdout).toMatch(/^demo-profesor: SENT \(mensaje \d+\)$/m);
    expect(lists.stdout).toMatch(/^demo-coordinador: SENT \(mensaje \d+\)$/m);
    const sent = Number(/^Enviados (\d+), en cola 0, fallidos 0, sin enviar 0$/m.exec(lists.stdout)?.[1]);
    expect(smtp.received).toHaveLength(sent);
    expect(smtp.received.map((m) => m.body)).toContainEqual(
      expect.stringContaining("Listas de alumnos de tus asignaturas"),
    );
    expect(smtp.received.map((m) => m.body)).toContainEqual(
      expect.stringContaining("Listas de las asignaturas que coordinas"),
    );
  });

  it(
    "notify credentials mails each listed user their password, reports the rest, prints no password",
    SLOW,
    async () => {
      smtp.received.length = 0;
      const file = csvFile(
        "credenciales.csv",
        "externalId,username,password",
        "cli-ana,ana.prueba,Secreta-1234",
        "demo-profesor,profesor,Otra-5678",
        "nadie,nadie,Nada-0000",
      );
      const credentials = await portal("notify", "credentials", file);
      expect(credentials.code).toBe(1);
      expect(credentials.stdout).toMatch(/^cli-ana: SENT \(mensaje \d+\)$/m);
      expect(credentials.stdout).toContain("demo-profesor: SKIPPED — no hay plantilla asignada a su rol institucional");
      expect(credentials.stdout).toContain("nadie: SKIPPED — el usuario no existe");
      expect(credentials.stdout).toContain("Enviados 1, en cola 0, fallidos 0, sin enviar 2");
      expect(credentials.stdout + credentials.stderr).not.toMatch(/Secreta-1234|Otra-5678/);
      expect(smtp.received).toHaveLength(1);
      expect(smtp.received[0]).toMatchObject({ to: ["ana.prueba@alumnos.test"] });
      expect(smtp.received[0]!.body).toContain("Ya puedes acceder al campus virtual con el usuario");
      expect(smtp.received[0]!.body).toContain("Secreta-1234");
    },
  );

  it("outbox deliver sends what is due and shows the queue", SLOW, async () => {
    const delivered = await portal("outbox", "deliver");
    expect(delivered).toMatchObject({ code: 0, stderr: "" });
    expect(delivered.stdout).toMatch(/^Intentos de envío: \d+ \(enviados \d+\)$/m);
    expect(delivered.stdout).toMatch(/^EMAIL: en cola 0, enviados \d+, fallidos 0$/m);
  });

  it("privacy export writes the person's zip, and refuses an unknown person", SLOW, async () => {
    const file = path.join(csvFolder, "datos.zip");
    const exported = await portal("privacy", "export", "demo-alumno", file);
    expect(exported).toMatchObject({ code: 0, stderr: "" });
    expect(exported.stdout).toMatch(/^Datos de demo-alumno exportados en .*datos\.zip \(\d+ ficheros\):$/m);
    expect(exported.stdout).toMatch(/^ {2}LEEME\.txt$/m);
    expect(exported.stdout).toMatch(/^ {2}ficheros\/expedientes\/\d+-expediente-.*\.pdf$/m);
    expect(readFileSync(file).subarray(0, 2).toString()).toBe("PK");
    expect(await portal("privacy", "export", "nadie", file)).toMatchObject({
      code: 1,
      stderr: 'No existe ninguna persona con el identificador "nadie"\n',
    });
  });

  it("privacy erase anonymises the person and prints what it kept and why", SLOW, async () => {
    const erased = await portal("privacy", "erase", "demo-alumno");
    expect(erased).toMatchObject({ code: 0, stderr: "" });
    expect(erased.stdout).toMatch(/^Datos de demo-alumno suprimidos:$/m);
    expect(erased.stdout).toMatch(/^ {2}identidad y datos de contacto: 1 anonimizado$/m);
    expect(erased.stdout).toMatch(
      /^ {2}asientos del libro de registro: \d+ conservados? \(Libro de registro: los asientos de entrada y salida se conservan/m,
    );
  });

  it("tasks lists each scheduled task with its last and next run", SLOW, async () => {
    const listed = await portal("tasks");
    expect(listed).toMatchObject({ code: 0, stderr: "" });
    expect(listed.stdout).toContain(
      "retention (30 3 * * *): Conservación de datos: elimina o reduce los datos que han superado su plazo\n" +
        "  Última ejecución: ninguna todavía\n",
    );
    expect(listed.stdout).toMatch(/^ {2}Próxima ejecución: \d{2}\/\d{2}\/\d{4} 03:30$/m);
  });

  // Last: it changes the active year of the demo university that the commands above read.
  it("year opens the next academic year (first as a dry run), activates it and closes the last one", SLOW, async () => {
    const copiedLines = (stdout: string) => stdout.split("\n").filter((line) => /^ {2}[^:]+: \d+$/.test(line));
    const dry = await portal("year", "open", "2026-2027", "--from", "2025-2026", "--name", "2026-2027", "--dry-run");
    expect(dry).toMatchObject({ code: 0, stderr: "" });
    expect(dry.stdout).toMatch(
      /^Simulación: el curso académico 2026-2027 \(2026-2027\) copiaría de Curso académico 2025-2026 \(nada se ha cambiado\):\n {2}Convocatorias de matrícula: \d+\n/,
    );
    const opened = await portal("year", "open", "2026-2027", "--from", "2025-2026", "--name", "2026-2027");
    expect(opened).toMatchObject({ code: 0, stderr: "" });
    expect(opened.stdout.split("\n")[0]).toBe(
      "Curso académico 2026-2027 (2026-2027) abierto, inactivo, con lo copiado de Curso académico 2025-2026:",
    );
    expect(copiedLines(opened.stdout)).toEqual(copiedLines(dry.stdout));
    expect(copiedLines(opened.stdout)).toContain("  Convocatorias de TFG: 4");
    expect(await portal("year", "open", "2026-2027", "--from", "2025-2026")).toMatchObject({
      code: 1,
      stderr: "Ya existe el curso académico «2026-2027»\n",
    });
    expect(await portal("year", "activate", "2026-2027")).toMatchObject({
      code: 0,
      stdout: "Curso académico 2026-2027 (2026-2027): activo, abierto\n",
    });
    expect(await portal("year", "close", "2025-2026")).toMatchObject({
      code: 0,
      stdout: "Curso académico Curso académico 2025-2026 (2025-2026): inactivo, cerrado\n",
    });
    expect(await portal("year", "activate", "2025-2026")).toMatchObject({
      code: 1,
      stderr: "El curso académico Curso académico 2025-2026 está cerrado\n",
    });
    expect(await portal("year", "reopen", "2025-2026")).toMatchObject({
      code: 0,
      stdout: "Curso académico Curso académico 2025-2026 (2025-2026): inactivo, abierto\n",
    });
    expect(await portal("year", "open", "2026-2027")).toMatchObject({ code: 1 });
  });
});
