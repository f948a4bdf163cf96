// Checks a picked image before upload (type, size), reads it as a data URL, and names and sizes it for people.

export type FileProblem = "type" | "size";

/** 'type' when it is not an image, 'size' when it is over the limit; the server checks the bytes again. */
export function checkImageFile(file: Pick<File, "type" | "size">, limitBytes: number): FileProblem | null {
  if (!file.type.startsWith("image/") || file.type === "image/svg+xml") return "type";
  if (file.size > limitBytes) return "size";
  return null;
}

/** SPEC 7: the stored file name is a timestamp plus the original name. */
export function uploadFileName(originalName: string, now: number = Date.now()): string {
  return `${now}-${originalName}`;
}

/** '820 B', '14.2 KB', '3.4 MB'. */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

export function readAsDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => (typeof reader.result === "string" ? resolve(reader.result) : reject(new Error("Failed to process the image file")));
    reader.onerror = () => reject(new Error("Failed to process the image file"));
    reader.readAsDataURL(file);
  });
}
