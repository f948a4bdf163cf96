// 404 screen for signed-in users (and for a screen their role may not open; the office's for an admin's: admin-only-page).
import { FileQuestion } from "lucide-react";
import { ScreenMessage } from "./screen-message";

export function NotFoundPage() {
  return (
    <ScreenMessage
      icon={<FileQuestion aria-hidden="true" />}
      title="Page Not Found"
      text="The page you are looking for does not exist or you do not have access to it."
    />
  );
}
