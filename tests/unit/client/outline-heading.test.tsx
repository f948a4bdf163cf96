// The heading server/spa.ts writes into index.html's outline is drawn with the same markup as the app's own
// PageHeader in its content column, so nothing moves or restyles when the app takes over.
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { ACCOUNT_ROLES } from "@shared/domain/account-roles";
import { type HeadedScreen, SCREEN_HEADINGS, screenHeading } from "@shared/screens";
import { CONTENT_COLUMN_CLASS } from "@/components/layout/content-column";
import { PageHeader } from "@/components/layout/page-header";
import { headingHtml } from "../../../server/spa";

describe("the outline heading", () => {
  const everyHeading = (Object.keys(SCREEN_HEADINGS) as HeadedScreen[]).flatMap((screen) =>
    ACCOUNT_ROLES.map((role) => ({ role, ...screenHeading(screen, role) })),
  );
  it.each(everyHeading)("matches PageHeader for $title as $role sees it", (heading) => {
    const app = renderToStaticMarkup(
      <div className={CONTENT_COLUMN_CLASS}>
        <PageHeader title={heading.title} description={heading.description} />
      </div>,
    );
    expect(headingHtml(heading)).toBe(app);
  });
});
