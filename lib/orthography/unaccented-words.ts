import { wholeWordFinder } from "./whole-words";

/**
 * Spanish words that the seeds lost their accents on, and that the portal must never show
 * unaccented. Matched whole-word and case-insensitively by `unaccentedWordsIn`.
 */
export const UNACCENTED_WORDS = [
  "pagina",
  "paginas",
  "peticion",
  "examenes",
  "informacion",
  "electronico",
  "electronica",
  "codigo",
  "codigos",
  "credito",
  "creditos",
  "limite",
  "limites",
  "busqueda",
  "revision",
  "esta correcto",
  "esta correcta",
  "no esta",
  "ocurrio",
  "matriculas",
  "creacion",
  "interaccion",
  "titulacion",
  "invalido",
  "invalida",
  "valido",
  "ningun",
  "vacio",
  "sesion",
  "numero",
  "telefono",
  "direccion",
  "descripcion",
  "asignacion",
  "gestion",
  "atras",
  "anadir",
] as const;

/** The unaccented words found in a user-visible text, as written there. */
export const unaccentedWordsIn = wholeWordFinder(UNACCENTED_WORDS);
