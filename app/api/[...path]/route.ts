// Any API path no module serves: 404 JSON, whatever the method
import { publicEndpoint } from "@/lib/api/endpoint";
import { NotFoundError } from "@/lib/api/errors";

const notFound = publicEndpoint({ reason: "answers 404 for unknown API paths" }, async () => {
  throw new NotFoundError("Este recurso de la API no existe");
});

export { notFound as GET, notFound as POST, notFound as PUT, notFound as PATCH, notFound as DELETE };
