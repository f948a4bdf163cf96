// The in-page half of the desk-table bench (bench/desk-table.ts): times sorting and scrolling the app's table, then
// the same work on a bare plain-DOM table of the same rows built in the same page.
import type { Page } from "@playwright/test";

export interface Timings {
  count: number;
  medianMs: number;
  p90Ms: number;
}
export interface FrameTimings {
  frames: number;
  medianMs: number;
  p95Ms: number;
  maxMs: number;
  over50Ms: number;
}
export interface TableFigures {
  rowCount: number;
  renderedRows: number;
  sort: Timings;
  bareSort: Timings;
  scroll: FrameTimings;
  bareScroll: FrameTimings;
}

interface MeasureOptions {
  apiPath: string;
  rowTestId: string;
  headers: string[];
  repeats: number;
}

export async function measureTable(page: Page, options: MeasureOptions): Promise<TableFigures> {
  // tsx keeps function names with a helper the page does not have.
  await page.evaluate("globalThis.__name = (fn) => fn");
  return page.evaluate(async ({ apiPath, rowTestId, headers, repeats }) => {
    const twoFrames = () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve())));
    const pick = (values: number[], share: number) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * share))];
    const timings = (values: number[]) => ({ count: values.length, medianMs: pick(values, 0.5), p90Ms: pick(values, 0.9) });

    /** Scrolls the box from top to bottom, 120 px a frame, and returns the gaps between frames. */
    async function scrollFrames(box: HTMLElement) {
      box.scrollTop = 0;
      await twoFrames();
      const gaps: number[] = [];
      let last = performance.now();
      while (box.scrollTop + box.clientHeight < box.scrollHeight - 1) {
        const before = box.scrollTop;
        box.scrollTop += 120;
        if (box.scrollTop === before) break;
        await new Promise((resolve) => requestAnimationFrame(resolve));
        const now = performance.now();
        gaps.push(now - last);
        last = now;
      }
      return { frames: gaps.length, medianMs: pick(gaps, 0.5), p95Ms: pick(gaps, 0.95), maxMs: Math.max(...gaps), over50Ms: gaps.filter((gap) => gap > 50).length };
    }

    // The app's table.
    const region = document.querySelector(`[data-testid="${rowTestId}"]`)!.closest('[role="region"]') as HTMLElement;
    const table = region.querySelector("table")!;
    const headerCells = [...table.querySelectorAll("th")];
    const sortTimes: number[] = [];
    for (let i = 0; i < repeats; i++) {
      for (const name of headers) {
        const cell = headerCells.find((th) => th.textContent?.trim() === name);
        if (!cell) throw new Error(`no header named ${name}`);
        const before = cell.getAttribute("aria-sort");
        await twoFrames();
        const t0 = performance.now();
        cell.querySelector("button")!.click();
        await twoFrames();
        sortTimes.push(performance.now() - t0);
        const after = cell.getAttribute("aria-sort");
        if (after === before || after === "none") throw new Error(`the ${name} header did not sort (aria-sort ${before} -> ${after})`);
      }
    }
    const renderedRows = table.querySelectorAll(`[data-testid="${rowTestId}"]`).length;
    const scroll = await scrollFrames(region);

    // The bare table: the same rows' first seven plain fields as text, in a box of the region's size and place.
    const list = (await (await fetch(apiPath)).json()) as Record<string, unknown>[];
    const box = document.createElement("div");
    const rect = region.getBoundingClientRect();
    box.style.cssText = `position:fixed;left:${rect.left}px;top:${Math.max(rect.top, 0)}px;width:${rect.width}px;height:${region.clientHeight}px;overflow:auto;background:white;z-index:1000`;
    const bare = document.createElement("table");
    bare.style.cssText = "width:100%;border-collapse:separate;border-spacing:0;font-size:16px";
    const body = bare.createTBody();
    const bareRows = list.map((item) => {
      const texts = Object.values(item).filter((v) => typeof v === "string" || typeof v === "number").slice(0, 7).map(String);
      const row = body.insertRow();
      for (const text of texts) {
        const cell = row.insertCell();
        cell.textContent = text;
        cell.style.cssText = "padding:8px;border-bottom:1px solid #e2e8f0";
      }
      return { row, texts };
    });
    box.appendChild(bare);
    document.body.appendChild(box);
    const collator = new Intl.Collator("en", { numeric: true, sensitivity: "base" });
    const bareSortTimes: number[] = [];
    for (let i = 0; i < repeats * headers.length; i++) {
      const column = i % headers.length;
      const sign = Math.floor(i / headers.length) % 2 ? -1 : 1;
      await twoFrames();
      const t0 = performance.now();
      const sorted = bareRows.slice().sort((a, b) => sign * collator.compare(a.texts[column] ?? "", b.texts[column] ?? ""));
      for (const { row } of sorted) body.appendChild(row);
      await twoFrames();
      bareSortTimes.push(performance.now() - t0);
    }
    const bareScroll = await scrollFrames(box);
    box.remove();

    return { rowCount: list.length, renderedRows, sort: timings(sortTimes), bareSort: timings(bareSortTimes), scroll, bareScroll };
  }, options);
}
