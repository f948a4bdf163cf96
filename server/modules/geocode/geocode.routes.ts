// HTTP for reverse geocoding: the phone sends a position, the server asks the geocoder (the phone never calls it).
import { Router } from "express";
import { geocodeApi } from "@shared/api/geocode";
import type { ReverseGeocoder } from "../../lib/geocode";
import { mount } from "../../lib/endpoint-router";

export function createGeocodeRouter(geocoder: ReverseGeocoder) {
  const router = Router();
  mount(router, geocodeApi.reverse, ({ query }) => geocoder.reverse(query.lat, query.lng));
  return router;
}
