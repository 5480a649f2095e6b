// Common Spanish names and surnames, accents included on purpose: the portal must show them right.

export const GIVEN_NAMES = [
  "Lucía", "María", "Paula", "Laura", "Marta", "Sofía", "Carmen", "Alba", "Irene", "Elena",
  "Andrea", "Sara", "Nerea", "Claudia", "Inés", "Ángela", "Noelia", "Rocío", "Begoña", "Ainhoa",
  "María José", "Celia", "Míriam", "Julia", "Pablo", "Hugo", "Álvaro", "Javier", "Daniel", "Adrián",
  "David", "Sergio", "Jorge", "Iván", "Rubén", "Mario", "Íñigo", "Óscar", "Jesús", "Raúl",
  "Tomás", "Andrés", "Nicolás", "Joaquín", "José Manuel", "Víctor", "Martín", "Ramón",
] as const;

export const SURNAMES = [
  "García", "Martínez", "Fernández", "López", "Pérez", "Sánchez", "Gómez", "Ruiz", "Díaz", "Muñoz",
  "Álvarez", "Rodríguez", "González", "Hernández", "Jiménez", "Moreno", "Romero", "Alonso", "Gutiérrez", "Navarro",
  "Torres", "Domínguez", "Vázquez", "Ramos", "Gil", "Ramírez", "Serrano", "Blanco", "Molina", "Morales",
  "Suárez", "Ortega", "Delgado", "Castro", "Ortiz", "Rubio", "Marín", "Sanz", "Núñez", "Iglesias",
  "Medina", "Garrido", "Cortés", "Castillo", "Santos", "Lozano", "Guerrero", "Cano", "Prieto", "Méndez",
  "Calvo", "Gallego", "Vidal", "León", "Márquez", "Peña", "Herrera", "Cabrera", "Ibáñez", "Benítez",
] as const;

export const STREETS = [
  "Calle Mayor", "Calle de Alcalá", "Avenida de la Constitución", "Calle Real", "Plaza de España",
  "Calle de la Paz", "Avenida de Castilla", "Calle San Sebastián", "Paseo de la Estación", "Calle Cervantes",
] as const;

/** City, province and a postcode of the city. */
export const PLACES = [
  ["Madrid", "Madrid", "28013"],
  ["Alcalá de Henares", "Madrid", "28801"],
  ["Getafe", "Madrid", "28901"],
  ["Móstoles", "Madrid", "28931"],
  ["Toledo", "Toledo", "45001"],
  ["Guadalajara", "Guadalajara", "19001"],
  ["Segovia", "Segovia", "40001"],
  ["Ávila", "Ávila", "05001"],
  ["Cuenca", "Cuenca", "16001"],
] as const;

/** "José Ángel" → "jose.angel": ASCII for e-mail addresses. */
export const slug = (text: string) =>
  text
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ".")
    .replace(/^\.|\.$/g, "");
