import { IMPORT_KINDS, kindSpecs, type ImportKind } from "@/lib/import/kinds";

const kindWidth = Math.max(...IMPORT_KINDS.map((kind) => kind.length));
const columnsOf = (kind: ImportKind) =>
  [kindSpecs[kind].columns.join(","), ...(kindSpecs[kind].trailing?.optional ?? []).map((c) => `[,${c}]`)].join("");

export const IMPORT_KINDS_HELP = `Tipos y columnas de la cabecera (en este orden; impórtalos en este orden, cada uno solo
hace referencia a los anteriores):
${IMPORT_KINDS.map((kind) => `  ${kind.padEnd(kindWidth)}  ${columnsOf(kind)}`).join("\n")}

course-members: academicYear es el curso académico (externalId; en blanco, el activo) y se ignoran las
columnas que sigan (las de export enrolments). Con --replace <curso> terminan además las pertenencias de
ese curso que vinieron del sistema de información y el fichero no lista; las de matrícula se conservan.`;

export const HELP = `Portal de servicios: órdenes de administración

Uso: npm run portal -- <orden> [argumentos]

Órdenes:
  import <tipo> <fichero.csv>  Importa datos de referencia de un CSV (UTF-8, separado por comas, con
       [--replace <curso>]     cabecera). Si alguna fila tiene errores no se importa nada.
  session <externalId>         Crea una sesión para ese usuario y muestra su enlace.
  seed --demo                  Carga la universidad de demostración en una base de datos vacía y
                               muestra un enlace de sesión por rol.
  outbox deliver               Entrega los SMS y correos pendientes y muestra la cola.
  notify credentials <f.csv>   Envía a cada usuario (cabecera externalId,username,password) la plantilla
                               de credenciales de su rol institucional. La contraseña no se guarda: un
                               correo que no se entrega durante la orden queda FAILED y hay que repetirla.
  notify lists                 Envía a cada profesor y coordinador la plantilla de su rol con las
                               listas de alumnos de sus asignaturas.
  worker                       Entrega la cola de envíos y ejecuta las tareas en segundo plano, sin
                               servidor web, hasta recibir SIGTERM (para instancias con PORTAL_WORKERS=off).
  backup <fichero>             Copia de seguridad, segura con el portal en marcha: pg_dump (formato
                               custom) en PostgreSQL; en la base embebida, su carpeta comprimida (la
                               escribe el servidor si la tiene abierta).
  privacy export <id> <f.zip>  Exporta en un zip todos los datos personales de esa persona (RGPD, arts. 15 y 20).
  privacy erase <id>           Suprime los datos de esa persona salvo los que la ley obliga a conservar, y
                               muestra qué se ha conservado y por qué (RGPD, art. 17).
  registry duplicates          Muestra los códigos del libro de registro que tienen varios asientos (de
                               antes de la numeración única; no renumera ninguno).
  year open <id> --from <ant.> Abre el curso académico siguiente a <ant.>, inactivo, y copia de él, inactivas
       [--name <n>] [--dry-run] y un año después, las convocatorias de matrícula, plantillas de instancia,
                               convocatorias de examen con sus exámenes, convocatorias y áreas de TFG con sus
                               responsables y los límites de asignación. Con --dry-run muestra qué copiaría y
                               qué omitiría y por qué, sin cambiar nada.
  year activate <id>           Hace de ese curso el curso académico activo (uno solo a la vez).
  year close <id>              Cierra un curso pasado: no admite crear, cambiar ni tramitar solicitudes.
  year reopen <id>             Deshace el cierre de un curso.
  export enrolments <curso> <f.csv>
                               Escribe las solicitudes de matrícula tramitadas de ese curso académico, una
                               fila por alumno y asignatura: las columnas de import course-members, el DNI,
                               la convocatoria, la dedicación y los datos de pago.
  tasks                        Muestra las tareas programadas: última ejecución, resultado y próxima.
  help                         Muestra esta ayuda; <orden> --help muestra el uso de esa orden.

${IMPORT_KINDS_HELP}

Base de datos: PostgreSQL si DATABASE_URL está definida; si no, la base de datos embebida de
PGLITE_DIR (por defecto .data/pglite), que no puede estar abierta a la vez por el servidor.`;
