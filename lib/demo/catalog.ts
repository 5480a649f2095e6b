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

/** A course of the demo: its cuatrimestre is 1 or 2; its degree is the code before the dash. */
type CourseLine = [externalId: string, name: string, cuatrimestre: 1 | 2, credits: number, description: string];

const COURSE_LINES: CourseLine[] = [
  ["GII-101", "Programación I", 1, 6, "Fundamentos de la programación estructurada."],
  ["GII-102", "Fundamentos de Computadores", 1, 6, "Representación de la información y lógica digital."],
  ["GII-103", "Cálculo", 1, 6, "Cálculo diferencial e integral en una y varias variables."],
  ["GII-104", "Programación II", 2, 6, "Programación orientada a objetos y pruebas."],
  ["GII-105", "Estructuras de Datos y Algoritmos", 2, 6, "Listas, árboles, grafos y análisis de algoritmos."],
  ["GII-201", "Bases de Datos", 1, 6, "Modelo relacional, SQL y diseño de bases de datos."],
  ["GII-202", "Sistemas Operativos", 2, 6, "Procesos, memoria, ficheros y concurrencia."],
  ["GII-203", "Redes de Computadores", 2, 6, "Arquitectura de Internet y protocolos TCP/IP."],
  ["GADE-101", "Contabilidad Financiera", 1, 6, "El Plan General Contable y las cuentas anuales."],
  ["GADE-102", "Microeconomía", 1, 6, "Consumo, producción y mercados."],
  ["GADE-103", "Matemáticas Empresariales", 1, 6, "Álgebra y cálculo aplicados a la empresa."],
  ["GADE-104", "Fundamentos de Marketing", 2, 6, "Investigación de mercados y marketing mix."],
  ["GADE-105", "Derecho Mercantil", 2, 4.5, "El empresario, las sociedades y los contratos mercantiles."],
  ["GADE-106", "Estadística Empresarial", 2, 6, "Estadística descriptiva e inferencia para la empresa."],
  ["MUCD-01", "Aprendizaje Automático", 1, 6, "Modelos supervisados y no supervisados."],
  ["MUCD-02", "Visualización de Datos", 1, 4.5, "Diseño de gráficos y cuadros de mando."],
  ["MUCD-03", "Big Data y Computación Distribuida", 2, 6, "Procesamiento distribuido de grandes volúmenes de datos."],
];

export const COURSES: CourseRow[] = COURSE_LINES.map(([externalId, name, cuatrimestre, credits, description]) => ({
  externalId,
  name,
  description,
  degreeExternalId: externalId.split("-")[0]!,
  term: cuatrimestre === 1 ? FIRST_TERM : SECOND_TERM,
  credits,
  externalLink: `https://campus.universidad.example/asignaturas/${externalId}`,
}));

/** Exam venues; Talavera is small, so that the demo's requests leave it nearly full. */
export const VENUES: VenueRow[] = [
  { venueId: "cntr_exam_01", name: "Sede Madrid", capacity: 200 },
  { venueId: "cntr_exam_02", name: "Sede Toledo", capacity: 60 },
  { venueId: "cntr_exam_03", name: "Sede Talavera", capacity: 3 },
  { venueId: "cntr_exam_99", name: "Examen online", capacity: null },
];
