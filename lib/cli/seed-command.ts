import { isDatabaseEmpty, printDemoLinks, seedDemo } from "@/lib/demo/seed";
import type { Command } from "./command";
import { withDb } from "./with-db";

const USAGE = "Uso: npm run portal -- seed --demo";

// npm run portal -- seed --demo
async function seed(args: string[]): Promise<number> {
  if (args.length !== 1 || args[0] !== "--demo") {
    console.error(USAGE);
    return 1;
  }
  return withDb(async (db) => {
    if (!(await isDatabaseEmpty(db))) {
      console.error("La base de datos no está vacía: no se cargan datos de demostración");
      return 1;
    }
    const demo = await seedDemo(db);
    const students = [...demo.users.values()].filter((user) => user.role === "ROLE_STUDENT").length;
    console.log(
      `Datos de demostración cargados: ${demo.degrees.length} titulaciones, ${demo.courses.length} asignaturas, ` +
        `${demo.users.size} usuarios (${students} alumnos).`,
    );
    console.log("\nEnlaces de sesión de demostración (uno por rol):");
    await printDemoLinks(db);
    return 0;
  });
}

export const seedCommand: Command = { usage: USAGE, run: seed };
