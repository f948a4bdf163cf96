// The decoded-size rule for uploaded images, on header numbers alone.
import { describe, expect, it } from "vitest";
import { imageDimensionsProblem, type ImageSize } from "../../../server/modules/photos/image-dimensions";

const TOO_BIG = "Please select an image smaller than 40 megapixels";
const GIF_TOO_BIG = "Please select a GIF smaller than 16 megapixels";
const TOO_MANY_FRAMES = "Please select an animation with fewer or smaller frames";

describe("imageDimensionsProblem", () => {
  it.each<[string, ImageSize, string | null]>([
    ["a 12 MP phone photo", { format: "image/jpeg", width: 4032, height: 3024, frames: 1 }, null],
    ["exactly 40 MP", { format: "image/jpeg", width: 8000, height: 5000, frames: 1 }, null],
    ["one row of pixels over 40 MP", { format: "image/png", width: 8000, height: 5001, frames: 1 }, TOO_BIG],
    ["a WebP just over 40 MP", { format: "image/webp", width: 6325, height: 6325, frames: 1 }, TOO_BIG],
    ["a GIF of exactly 16 MP", { format: "image/gif", width: 4000, height: 4000, frames: 1 }, null],
    ["a GIF just over 16 MP", { format: "image/gif", width: 4001, height: 4000, frames: 1 }, GIF_TOO_BIG],
    ["the 100 MP GIF bomb", { format: "image/gif", width: 10000, height: 9999, frames: 1 }, GIF_TOO_BIG],
    ["an animation of exactly 100 MP in all", { format: "image/webp", width: 1000, height: 1000, frames: 100 }, null],
    ["an animation one frame over 100 MP", { format: "image/gif", width: 1000, height: 1000, frames: 101 }, TOO_MANY_FRAMES],
    ["many small frames", { format: "image/gif", width: 100, height: 100, frames: 10_001 }, TOO_MANY_FRAMES],
  ])("%s", (_label, header, expected) => {
    expect(imageDimensionsProblem(header)).toBe(expected);
  });
});
