// HTTP for invitations: the office invites a worker; the person reads the link and accepts it (then is signed in).
import { Router } from "express";
import { invitesApi } from "@shared/api/invites";
import { toPublicUser } from "@shared/schema";
import { mount } from "../../lib/endpoint-router";
import { signIn } from "../auth/session";
import type { InvitesService } from "./invites.service";

export function createInvitesRouter(invites: InvitesService) {
  const router = Router();
  mount(router, invitesApi.create, ({ params, body, user }) => invites.invite(params.id, body.role, user));
  mount(router, invitesApi.link, ({ query }) => invites.link(query.token));
  mount(router, invitesApi.accept, async ({ body, req }) => {
    const user = await invites.accept(body);
    await signIn(req, user);
    return toPublicUser(user);
  });
  return router;
}
