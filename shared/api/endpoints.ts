// Every endpoint contract of the API, for the server's OpenAPI document and the tests that hold the router, the
// document and the access matrix to them. The client imports a domain's contracts from its own file, never this list.
import type { Endpoint } from "./contract";
import { notificationsApi } from "./notifications";
import { timeEntriesApi } from "./time-entries";

export const ENDPOINTS: Endpoint[] = [...Object.values(notificationsApi), ...Object.values(timeEntriesApi)];
