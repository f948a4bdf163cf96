// HTTP for reverse geocoding: the phone sends a position, the server asks the geocoder (the phone never calls it).
import { Router } from "express";
import { reverseGeocodeQuerySchema } from "@shared/api/time-clock";
import { requireUser } from "../auth/require-user";
import type { ReverseGeocoder } from "../../lib/geocode";
import { parse } from "../../lib/validate";

export function createGeocodeRouter(geocoder: ReverseGeocoder) {
  const router = Router();
  router.get("/api/geocode/reverse", requireUser, async (req, res) => {
    const { lat, lng } = parse(reverseGeocodeQuerySchema, req.query);
    res.json(await geocoder.reverse(lat, lng));
  });
  return router;
}
