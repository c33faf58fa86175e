import QRCode from 'qrcode';
import { useEffect, useState } from 'react';
import { QR_CODE } from '../../../shared/common/constants.ts';

/** A QR code of `text` as a PNG data URL, drawn with the spec's settings (error correction M, 200 px). */
export function useQrCode(text: string | null): { dataUrl: string | null; failed: boolean } {
  const [state, setState] = useState<{ text: string | null; dataUrl: string | null; failed: boolean }>({ text: null, dataUrl: null, failed: false });
  useEffect(() => {
    if (!text) return;
    let current = true;
    QRCode.toDataURL(text, { errorCorrectionLevel: QR_CODE.errorCorrectionLevel, width: QR_CODE.width, margin: 1 }).then(
      (dataUrl) => current && setState({ text, dataUrl, failed: false }),
      () => current && setState({ text, dataUrl: null, failed: true }),
    );
    return () => {
      current = false;
    };
  }, [text]);
  return state.text === text ? { dataUrl: state.dataUrl, failed: state.failed } : { dataUrl: null, failed: false };
}
