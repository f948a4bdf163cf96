// The kiosk's front camera while a punch with a photo is being made: started when the worker's panel opens (so the
// picture is ready at the tap), stopped when it closes; a frame becomes a small JPEG data URL for the punch.
import { useCallback, useEffect, useRef, useState } from "react";
import { PUNCH_PHOTO_MAX_SIDE } from "@shared/api/kiosks";
import { fitWithin } from "./photo-size";

const JPEG_QUALITY = 0.8;

export type CameraState = { status: "off" | "starting" | "ready" } | { status: "error"; reason: "unsupported" | "denied" | "unavailable" };

function reasonOf(error: unknown): "denied" | "unavailable" {
  return error instanceof DOMException && (error.name === "NotAllowedError" || error.name === "SecurityError") ? "denied" : "unavailable";
}

export function useFrontCamera(enabled: boolean) {
  const [state, setState] = useState<CameraState>({ status: "off" });
  const videoRef = useRef<HTMLVideoElement | null>(null);
  const streamRef = useRef<MediaStream | null>(null);

  useEffect(() => {
    if (!enabled) return;
    if (!navigator.mediaDevices?.getUserMedia) {
      setState({ status: "error", reason: "unsupported" });
      return;
    }
    let cancelled = false;
    setState({ status: "starting" });
    navigator.mediaDevices
      .getUserMedia({ video: { facingMode: "user", width: { ideal: 640 }, height: { ideal: 480 } }, audio: false })
      .then(
        (stream) => {
          if (cancelled) return stream.getTracks().forEach((track) => track.stop());
          streamRef.current = stream;
          if (videoRef.current) videoRef.current.srcObject = stream;
          setState({ status: "ready" });
        },
        (error: unknown) => !cancelled && setState({ status: "error", reason: reasonOf(error) }),
      );
    return () => {
      cancelled = true;
      streamRef.current?.getTracks().forEach((track) => track.stop());
      streamRef.current = null;
      setState({ status: "off" });
    };
  }, [enabled]);

  /** The current frame as a JPEG data URL no larger than the server keeps; null when there is no picture yet. */
  const capture = useCallback((): string | null => {
    const video = videoRef.current;
    if (!video || !streamRef.current || video.videoWidth === 0) return null;
    const size = fitWithin(video.videoWidth, video.videoHeight, PUNCH_PHOTO_MAX_SIDE);
    const canvas = document.createElement("canvas");
    canvas.width = size.width;
    canvas.height = size.height;
    const context = canvas.getContext("2d");
    if (!context) return null;
    context.drawImage(video, 0, 0, size.width, size.height);
    return canvas.toDataURL("image/jpeg", JPEG_QUALITY);
  }, []);

  /** The <video> element to show the camera in (the worker sees what the photo will be). */
  const attachVideo = useCallback((element: HTMLVideoElement | null) => {
    videoRef.current = element;
    if (element && streamRef.current) element.srcObject = streamRef.current;
  }, []);

  return { state, capture, attachVideo };
}

/** What the worker reads when the camera cannot be used while photos are on (the server refuses a punch without one). */
export const CAMERA_PROBLEM: Record<Extract<CameraState, { status: "error" }>["reason"], string> = {
  unsupported: "This browser cannot use a camera, and this company keeps a photo with every punch. Ask the office to set up the kiosk in another browser.",
  denied: "The camera is blocked, and this company keeps a photo with every punch. Allow the camera for this site in the browser's settings, then tap your name again.",
  unavailable: "The camera is not working (another app may be using it), and this company keeps a photo with every punch. Close other apps or restart the tablet, then tap your name again.",
};
