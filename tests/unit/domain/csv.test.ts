import { describe, expect, it } from "vitest";
import { parseCsv } from "../../../shared/domain/csv";

const cellsOf = (text: string) => {
  const result = parseCsv(text);
  if (!result.ok) throw new Error(result.message);
  return result.rows.map((row) => row.cells);
};

describe("parseCsv", () => {
  it.each([
    ["plain cells", "a,b,c\n1,2,3", [["a", "b", "c"], ["1", "2", "3"]]],
    ["CRLF line ends and a trailing one", "a,b\r\n1,2\r\n", [["a", "b"], ["1", "2"]]],
    ["a lone CR as a line end", "a,b\r1,2", [["a", "b"], ["1", "2"]]],
    ["a byte-order mark first", "\uFEFFname,role\nAna,foreman", [["name", "role"], ["Ana", "foreman"]]],
    ["a comma inside quotes", '"Lopez, Ana",foreman', [["Lopez, Ana", "foreman"]]],
    ["a line break inside quotes", '"line one\nline two",x', [["line one\nline two", "x"]]],
    ["a CRLF inside quotes is kept", '"a\r\nb",x', [["a\r\nb", "x"]]],
    ["doubled quotes inside quotes", '"say ""hi""",x', [['say "hi"', "x"]]],
    ["empty cells, quoted and not", 'a,,""\n,,', [["a", "", ""], ["", "", ""]]],
    ["blank lines are skipped", "a\n\n\nb\n", [["a"], ["b"]]],
    ["cells are kept untrimmed", " a , b ", [[" a ", " b "]]],
    ["a quote inside an unquoted cell is text", 'O"Neil,x', [['O"Neil', "x"]]],
    ["empty text", "", []],
  ])("%s", (_name, text, expected) => {
    expect(cellsOf(text)).toEqual(expected);
  });

  it("gives each record the line it starts on, counting quoted line breaks", () => {
    const result = parseCsv('h1,h2\n"multi\nline",x\n\nlast,y');
    expect(result.ok && result.rows.map((row) => row.line)).toEqual([1, 2, 5]);
  });

  it.each([
    ["a quote never closed", 'a,b\n"open,c\nd', 2, "never closed"],
    ["text after a closing quote", 'a\n"ab"c,d', 2, "after a closing quote"],
  ])("refuses %s, naming the line", (_name, text, line, words) => {
    const result = parseCsv(text);
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.line).toBe(line);
      expect(result.message).toContain(words);
    }
  });
});
