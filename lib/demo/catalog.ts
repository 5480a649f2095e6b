import type { AcademicYearRow } from "@/lib/import/kinds/academic-years";
import type { CourseRow } from "@/lib/import/kinds/courses";
import type { DegreeRow } from "@/lib/import/kinds/degrees";
import type { InstitutionalRoleRow } from "@/lib/import/kinds/institutional-roles";
import type { VenueRow } from "@/lib/import/kinds/venues";

export const INSTITUTIONAL_ROLES: InstitutionalRoleRow[] = [
  { roleId: "PAS", name: "Personal de Administración y Servicios" },
  { roleId: "PDI", name: "Personal Docente e Investigador" },
  { roleId: "ALU", name: "Alumnado" },
];

/** Grades use the academic year's externalId as their term (the course's cuatrimestre is on the course). */
export const CURRENT_YEAR = "2025-2026";

export const ACADEMIC_YEARS: AcademicYearRow[] = [
  { externalId: "2024-2025", name: "Curso académico 2024-2025", active: false },
  { externalId: CURRENT_YEAR, name: "Curso académico 2025-2026", active: true },
];

export const DEGREES: DegreeRow[] = [
  { externalId: "GII", name: "Grado en Ingeniería Informática" },
  { externalId: "GADE", name: "Grado en Administración y Dirección de Empresas" },
  { externalId: "MUCD", name: "Máster Universitario en Ciencia de Datos" },
];

export const FIRST_TERM = "Primer cuatrimestre";
const SECOND_TERM = "Segundo cuatrimestre";

function course(externalId: string, name: string, term: string, credits: number, description: string): CourseRow {
  return {
    externalId,
    name,
    description,
    degreeExternalId: externalId.split("-")[0]!,
    term,
    credits,
    externalLink: `https://campus.universidad.example/asignaturas/${externalId}`,
  };
}

export const COURSES: CourseRow[] = [
  course("GII-101", "Programación I", FIRST_TERM, 6, "Fundamentos de la programación estructurada."),
  course("GII-102", "Fundamentos de Computadores", FIRST_TERM, 6, "Representación de la información y lógica digital."),
  course("GII-103", "Cálculo", FIRST_TERM, 6, "Cálculo diferencial e integral en una y varias variables."),
  course("GII-104", "Programación II", SECOND_TERM, 6, "Programación orientada a objetos y pruebas."),
  course(
    "GII-105",
    "Estructuras de Datos y Algoritmos",
    SECOND_TERM,
    6,
    "Listas, árboles, grafos y análisis de algoritmos.",
  ),
  course("GII-201", "Bases de Datos", FIRST_TERM, 6, "Modelo relacional, SQL y diseño de bases de datos."),
  course("GII-202", "Sistemas Operativos", SECOND_TERM, 6, "Procesos, memoria, ficheros y concurrencia."),
  course("GII-203", "Redes de Computadores", SECOND_TERM, 6, "Arquitectura de Internet y protocolos TCP/IP."),
  course("GADE-101", "Contabilidad Financiera", FIRST_TERM, 6, "El Plan General Contable y las cuentas anuales."),
  course("GADE-102", "Microeconomía", FIRST_TERM, 6, "Consumo, producción y mercados."),
  course("GADE-103", "Matemáticas Empresariales", FIRST_TERM, 6, "Álgebra y cálculo aplicados a la empresa."),
  course("GADE-104", "Fundamentos de Marketing", SECOND_TERM, 6, "Investigación de mercados y marketing mix."),
  course(
    "GADE-105",
    "Derecho Mercantil",
    SECOND_TERM,
    4.5,
    "El empresario, las sociedades y los contratos mercantiles.",
  ),
  course(
    "GADE-106",
    "Estadística Empresarial",
    SECOND_TERM,
    6,
    "Estadística descriptiva e inferencia para la empresa.",
  ),
  course("MUCD-01", "Aprendizaje Automático", FIRST_TERM, 6, "Modelos supervisados y no supervisados."),
  course("MUCD-02", "Visualización de Datos", FIRST_TERM, 4.5, "Diseño de gráficos y cuadros de mando."),
  course(
    "MUCD-03",
    "Big Data y Computación Distribuida",
    SECOND_TERM,
    6,
    "Procesamiento distribuido de grandes volúmenes de datos.",
  ),
];

/** Exam venues; Talavera is small, so that the demo's requests leave it nearly full. */
export const VENUES: VenueRow[] = [
  { venueId: "cntr_exam_01", name: "Sede Madrid", capacity: 200 },
  { venueId: "cntr_exam_02", name: "Sede Toledo", capacity: 60 },
  { venueId: "cntr_exam_03", name: "Sede Talavera", capacity: 3 },
  { venueId: "cntr_exam_99", name: "Examen online", capacity: null },
];
