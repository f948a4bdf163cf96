// The signed-in shell's content column. The loading outline uses it too, so a screen's heading does not move when
// the shell arrives; server/spa.ts writes the same classes into index.html's outline.
export const CONTENT_COLUMN_CLASS = "mx-auto w-full max-w-6xl px-4 pt-4 sm:px-6 sm:pt-6 lg:px-8";
