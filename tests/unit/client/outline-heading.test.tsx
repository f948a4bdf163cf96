// The heading server/spa.ts writes into index.html's outline is drawn with the same markup as the app's own
// PageHeader in its content column, so nothing moves or restyles when the app takes over.
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { SCREEN_HEADINGS } from "@shared/screens";
import { CONTENT_COLUMN_CLASS } from "@/components/layout/content-column";
import { PageHeader } from "@/components/layout/page-header";
import { headingHtml } from "../../../server/spa";

describe("the outline heading", () => {
  it.each(Object.values(SCREEN_HEADINGS))("matches PageHeader for $title", (heading) => {
    const app = renderToStaticMarkup(
      <div className={CONTENT_COLUMN_CLASS}>
        <PageHeader title={heading.title} description={heading.description} />
      </div>,
    );
    expect(headingHtml(heading)).toBe(app);
  });
});
