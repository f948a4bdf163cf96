// Every endpoint contract of the API, for the server's OpenAPI document and the tests that hold the router, the
// document and the access matrix to them. The client imports a domain's contracts from its own file, never this list.
// The OpenID routes are not here: they exist only with a provider, under its word (oidcEndpoints in ./auth).
import type { Endpoint } from "./contract";
import { adminApi } from "./admin";
import { authApi } from "./auth";
import { backupApi } from "./backup";
import { demoDataApi } from "./demo-data";
import { geocodeApi } from "./geocode";
import { materialsApi } from "./materials";
import { healthApi } from "./health";
import { jobsApi } from "./jobs";
import { notificationsApi } from "./notifications";
import { payrollApi } from "./payroll";
import { payPeriodsApi } from "./pay-periods";
import { periodSignaturesApi } from "./period-signatures";
import { payrollExportsApi } from "./payroll-exports";
import { photosApi } from "./photos";
import { projectsApi } from "./projects";
import { referenceApi } from "./reference";
import { safetyApi } from "./safety";
import { statsApi } from "./stats";
import { timeEntriesApi } from "./time-entries";
import { workersApi } from "./workers";
import { invitesApi } from "./invites";
import { correctionRequestsApi } from "./correction-requests";
import { kioskBreaksApi } from "./kiosk-breaks";
import { kioskPinWaitsApi } from "./kiosk-pin-waits";
import { kiosksApi } from "./kiosks";
import { costCodesApi } from "./cost-codes";
import { incidentsApi } from "./incidents";
import { signOffsApi } from "./sign-offs";
import { breaksApi } from "./breaks";
import { costCodeHoursApi } from "./cost-code-hours";
import { crewPunchesApi } from "./crew-punches";
import { crewActionsApi } from "./crew-actions";
import { companySettingsApi } from "./company-settings";

export const ENDPOINTS: Endpoint[] = [
  ...Object.values(healthApi),
  ...Object.values(authApi),
  ...Object.values(adminApi),
  ...Object.values(backupApi),
  ...Object.values(demoDataApi),
  ...Object.values(notificationsApi),
  ...Object.values(projectsApi),
  ...Object.values(photosApi),
  ...Object.values(statsApi),
  ...Object.values(jobsApi),
  ...Object.values(workersApi),
  ...Object.values(invitesApi),
  ...Object.values(timeEntriesApi),
  ...Object.values(breaksApi),
  ...Object.values(crewPunchesApi),
  ...Object.values(crewActionsApi),
  ...Object.values(correctionRequestsApi),
  ...Object.values(kiosksApi),
  ...Object.values(kioskBreaksApi),
  ...Object.values(kioskPinWaitsApi),
  ...Object.values(costCodesApi),
  ...Object.values(incidentsApi),
  ...Object.values(signOffsApi),
  ...Object.values(costCodeHoursApi),
  ...Object.values(payrollApi),
  ...Object.values(payPeriodsApi),
  ...Object.values(periodSignaturesApi),
  ...Object.values(payrollExportsApi),
  ...Object.values(companySettingsApi),
  ...Object.values(geocodeApi),
  ...Object.values(materialsApi),
  ...Object.values(safetyApi),
  ...Object.values(referenceApi),
];
