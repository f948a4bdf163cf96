// Image bytes: data URL parsing with the exact decoded size, type sniffing by signature, safe file names.
import { describe, expect, it } from "vitest";
import { parseBase64DataUrl, safeFileName, sniffImageType, toDataUrl } from "../../../server/modules/photos/image-data";

const bytes = (...values: number[]) => Uint8Array.from(values);
const text = (s: string) => Uint8Array.from(Buffer.from(s, "latin1"));

describe("sniffImageType", () => {
  it.each([
    ["JPEG", bytes(0xff, 0xd8, 0xff, 0xe0, 0, 0x10), "image/jpeg"],
    ["PNG", bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0), "image/png"],
    ["GIF87a", text("GIF87a\x01\x00"), "image/gif"],
    ["GIF89a", text("GIF89a\x01\x00"), "image/gif"],
    ["WebP", text("RIFF\x24\x00\x00\x00WEBPVP8 "), "image/webp"],
  ])("recognises %s", (_label, input, expected) => {
    expect(sniffImageType(input)).toBe(expected);
  });

  it.each([
    ["HTML", text("<!doctype html><html></html>")],
    ["SVG", text('<svg xmlns="http://www.w3.org/2000/svg"/>')],
    ["an SVG with an XML prolog", text('<?xml version="1.0"?><svg/>')],
    ["a PNG signature cut short", bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a)],
    ["two JPEG bytes", bytes(0xff, 0xd8)],
    ["GIF88a", text("GIF88a")],
    ["RIFF WAVE", text("RIFF\x24\x00\x00\x00WAVEfmt ")],
    ["RIFF too short for WEBP", text("RIFF\x24\x00\x00\x00WEB")],
    ["nothing", bytes()],
  ])("refuses %s", (_label, input) => {
    expect(sniffImageType(input)).toBeNull();
  });
});

describe("parseBase64DataUrl", () => {
  it("reads the declared type, the base64 text and the exact decoded length, with 0, 1 and 2 padding characters", () => {
    for (const size of [1, 2, 3, 4, 5, 6, 1000]) {
      const raw = Buffer.alloc(size, 0xab);
      const parsed = parseBase64DataUrl(`data:image/png;base64,${raw.toString("base64")}`);
      expect(parsed).not.toBeNull();
      expect(parsed!.decodedLength).toBe(size);
      expect(Buffer.from(parsed!.base64, "base64").length).toBe(size);
      expect(parsed!.declaredType).toBe("image/png");
    }
  });

  it("accepts a data URL without a type or with parameters", () => {
    expect(parseBase64DataUrl("data:;base64,AAAA")?.declaredType).toBeNull();
    expect(parseBase64DataUrl("data:image/JPEG;name=a.jpg;base64,AAAA")?.declaredType).toBe("image/jpeg");
  });

  it.each([
    ["plain base64", "AAAA"],
    ["no base64 marker", "data:image/png,AAAA"],
    ["an empty body", "data:image/png;base64,"],
    ["a length that is not a multiple of 4", "data:image/png;base64,AAAAA"],
    ["characters outside the alphabet", "data:image/png;base64,AA$A"],
    ["whitespace", "data:image/png;base64,AA AA"],
    ["padding in the middle", "data:image/png;base64,A=AA"],
    ["three padding characters", "data:image/png;base64,A==="],
    ["URL-safe base64", "data:image/png;base64,__-A"],
  ])("refuses %s", (_label, input) => {
    expect(parseBase64DataUrl(input)).toBeNull();
  });

  it("refuses a huge header (a 14 MB run of parameters) without a stack overflow", () => {
    expect(parseBase64DataUrl(`data:image/png${";a=b".repeat(3_500_000)};base64,AAAA`)).toBeNull();
    expect(parseBase64DataUrl(`data:${"a".repeat(14_000_000)}`)).toBeNull();
  });

  it.each([
    ["a type without a subtype", "data:image;base64,AAAA"],
    ["a parameter without a value", "data:image/png;name;base64,AAAA"],
    ["base64 not last", "data:image/png;base64;name=a,AAAA"],
    ["a different scheme", "date:image/png;base64,AAAA"],
  ])("refuses a header with %s", (_label, input) => {
    expect(parseBase64DataUrl(input)).toBeNull();
  });

  it("round-trips with toDataUrl", () => {
    const raw = Uint8Array.from([1, 2, 3, 250, 251]);
    const parsed = parseBase64DataUrl(toDataUrl("image/gif", raw))!;
    expect(parsed.declaredType).toBe("image/gif");
    expect([...Buffer.from(parsed.base64, "base64")]).toEqual([...raw]);
  });
});

describe("safeFileName", () => {
  it.each([
    ["site.png", "site.png"],
    ["../../etc/passwd", "passwd"],
    ["C:\\Users\\me\\photo.jpg", "photo.jpg"],
    ['a"b\r\nc.png', "abc.png"],
    ["   ", "photo"],
    ["dir/", "photo"],
    ["x".repeat(300), "x".repeat(255)],
  ])("%j -> %j", (input, expected) => {
    expect(safeFileName(input)).toBe(expected);
  });
});
