import es from "@/messages/es";
import { wholeWordFinder } from "./whole-words";

/**
 * Words that address the reader as 'usted': the portal speaks to its users as 'tú', as the
 * specification's texts do ('Tus documentos'). Only forms that a portal text would not use in the third
 * person ('que el profesor vuelva a subir' is not addressed to the reader, so 'vuelva' is not here).
 */
export const USTED_FORMS = [
  "usted",
  "indique",
  "escriba",
  "describa",
  "introduzca",
  "seleccione",
  "pulse",
  "compruebe",
  "inténtelo",
  "consulte",
  "rellene",
  "descargue",
  "elija",
  "acceda",
  "contacte",
  "póngase",
  "diríjase",
  "suprima",
  "recibirá",
] as const;

/**
 * What the portal speaks to its reader about: 'su solicitud' and 'sus datos' address them as 'usted' ('tu
 * solicitud', 'tus datos'). 'Su' also means 'his', 'her' or 'their', so only these nouns are listed, and a text
 * about someone else's ('Descargar sus datos' of a person on the admin's screen) is allowed where it is scanned.
 */
const READERS_OWN = {
  su: ["solicitud", "petición", "instancia", "contraseña", "sesión", "cuenta", "matrícula", "expediente"],
  sus: ["solicitudes", "peticiones", "instancias", "datos", "derechos", "documentos", "notas"],
} as const;

/** The verbs and the possessives that address the reader as 'usted'. */
const USTED_WORDS = [
  ...USTED_FORMS,
  ...Object.entries(READERS_OWN).flatMap(([possessive, nouns]) => nouns.map((noun) => `${possessive} ${noun}`)),
];

/** Texts with an 'usted' form that stay: not the portal's own words, or speaking of someone else's. */
const ALLOWED = [
  // Seed 003 pins this text word for word, in the one 'usted' the specification uses.
  "Por favor, rellene todos los campos",
  // The SEPA Core mandate's text, worded by the rulebook, not by the portal.
  es.enrollments.mandate.text,
  // A person's data on the admin's 'Protección de datos': 'sus datos' are that person's, not the reader's.
  es.privacy.person.download,
  es.privacy.person.erase,
  es.privacy.reads.empty,
  es.privacy.reads.what.privacyExport,
];

const findUsted = wholeWordFinder(USTED_WORDS);

/** The 'usted' forms found in a user-visible text (a message, or a page's whole text), outside the allowed texts. */
export const ustedFormsIn = (text: string) =>
  findUsted(ALLOWED.reduce((rest, allowed) => rest.replaceAll(allowed, "\n"), text));
