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

/** The 'usted' forms found in a user-visible text, as written there. */
export const ustedFormsIn = wholeWordFinder(USTED_WORDS);
