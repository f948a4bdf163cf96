// What the front camera sees while a worker punches on a kiosk that keeps photos: they know a picture is taken, and
// of what; or, when the camera cannot be used, what to do about it.
import { Camera } from "lucide-react";
import { CAMERA_PROBLEM, type CameraState } from "../use-front-camera";

export function CameraPreview({ state, attachVideo }: { state: CameraState; attachVideo: (element: HTMLVideoElement | null) => void }) {
  if (state.status === "error") {
    return (
      <p role="alert" className="rounded-card border-2 border-red-600 bg-red-50 p-4 text-lg font-medium text-red-950">
        {CAMERA_PROBLEM[state.reason]}
      </p>
    );
  }
  return (
    <div className="flex items-center gap-4 rounded-card border-2 border-slate-400 bg-white p-2 sm:p-3">
      <div className="relative aspect-[4/3] w-24 shrink-0 overflow-hidden rounded-lg bg-slate-800 sm:w-32">
        <video ref={attachVideo} autoPlay muted playsInline className="size-full -scale-x-100 object-cover" aria-label="Front camera" />
        {state.status !== "ready" ? <Camera className="absolute inset-0 m-auto size-8 text-slate-300" aria-hidden="true" /> : null}
      </div>
      <p className="text-lg font-medium text-slate-900">
        {state.status === "ready" ? "A photo is taken when you punch." : "Starting the camera…"}
      </p>
    </div>
  );
}
