// The API reference itself: the OpenAPI document generated from every contract (server/modules/openapi).
import { endpoint } from "./contract";

export const referenceApi = {
  openApi: endpoint({
    method: "GET",
    path: "/api/openapi.json",
    summary: "This API reference (OpenAPI 3.1)",
    description:
      "Signed-in users only: the source is public, but a running install need not tell anonymous callers which admin routes and fields it has.",
    tag: "reference",
    access: "member",
    response: { kind: "document", status: 200, description: "The OpenAPI document" },
  }),
};
