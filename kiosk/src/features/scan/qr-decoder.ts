import { frameSize } from './camera.ts';

/** Reads a QR code from the camera's current frame; null when there is none (yet). */
export type FrameDecoder = (video: HTMLVideoElement) => Promise<string | null>;

interface DetectedBarcode {
  rawValue: string;
}
interface BarcodeDetectorInstance {
  detect(source: HTMLVideoElement): Promise<DetectedBarcode[]>;
}
interface BarcodeDetectorClass {
  new (options: { formats: string[] }): BarcodeDetectorInstance;
  getSupportedFormats?(): Promise<string[]>;
}

/** The browser's own detector, when it has one that reads QR codes. */
async function nativeDecoder(): Promise<FrameDecoder | null> {
  if (!('BarcodeDetector' in window)) return null;
  const Detector = (window as unknown as { BarcodeDetector: BarcodeDetectorClass }).BarcodeDetector;
  try {
    const formats = (await Detector.getSupportedFormats?.()) ?? ['qr_code'];
    if (!formats.includes('qr_code')) return null;
    const detector = new Detector({ formats: ['qr_code'] });
    return async (video) => {
      if (video.readyState < HTMLMediaElement.HAVE_CURRENT_DATA) return null;
      const found = await detector.detect(video);
      return found.find((code) => code.rawValue)?.rawValue ?? null;
    };
  } catch {
    return null;
  }
}

/**
 * The decoder for this browser: BarcodeDetector where it exists, else frames drawn on a canvas
 * and read by @paulmillr/qr, which is downloaded only then (never in the kiosk's first bundle).
 */
export async function createFrameDecoder(): Promise<FrameDecoder> {
  const native = await nativeDecoder();
  if (native) return native;
  const { default: decodeQR } = await import('@paulmillr/qr/decode.js');
  const canvas = document.createElement('canvas');
  const context = canvas.getContext('2d', { willReadFrequently: true });
  if (!context) throw new Error('This browser cannot draw camera frames');
  return async (video) => {
    if (video.readyState < HTMLMediaElement.HAVE_CURRENT_DATA) return null;
    const { width, height } = frameSize(video.videoWidth, video.videoHeight);
    if (!width || !height) return null;
    if (canvas.width !== width) canvas.width = width;
    if (canvas.height !== height) canvas.height = height;
    context.drawImage(video, 0, 0, width, height);
    const image = context.getImageData(0, 0, width, height);
    try {
      return decodeQR({ width, height, data: image.data }) || null;
    } catch {
      // No QR code in this frame (the decoder throws when it finds none).
      return null;
    }
  };
}
