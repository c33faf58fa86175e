import { Box, Text } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import type QrScanner from 'qr-scanner';
import { FormAlert } from '../../components/PageStates.tsx';
import { SCAN_WORDS } from '../../../../shared/scan/messages.ts';

type CameraState = 'starting' | 'scanning' | 'no-camera' | 'denied';

/**
 * The live camera view: qr-scanner (loaded with this page only; it loads its own decoding worker)
 * reads codes and hands each decoded text to `onText`. Without a camera, or without permission, it
 * says so; the page's fallback stays below it either way. The camera stops when the page is left.
 */
export function CameraScanner({ onText }: { onText: (text: string) => void }) {
  const video = useRef<HTMLVideoElement>(null);
  const [state, setState] = useState<CameraState>('starting');
  // The latest handler, so a re-render does not restart the camera.
  const handler = useRef(onText);
  useEffect(() => {
    handler.current = onText;
  }, [onText]);

  useEffect(() => {
    let scanner: QrScanner | null = null;
    let left = false;
    void (async () => {
      try {
        const { default: Scanner } = await import('qr-scanner');
        if (left) return;
        if (!(await Scanner.hasCamera())) {
          if (!left) setState('no-camera');
          return;
        }
        if (left || !video.current) return;
        scanner = new Scanner(video.current, (result) => handler.current(result.data), { returnDetailedScanResult: true, maxScansPerSecond: 5 });
        await scanner.start();
        if (left) scanner.stop();
        else setState('scanning');
      } catch {
        if (!left) setState('denied');
      }
    })();
    return () => {
      left = true;
      scanner?.stop();
      scanner?.destroy();
    };
  }, []);

  const unavailable = state === 'no-camera' || state === 'denied';
  return (
    <Box>
      {unavailable ? (
        <FormAlert status="info" message={state === 'no-camera' ? SCAN_WORDS.noCamera : SCAN_WORDS.cameraDenied} />
      ) : (
        <Text color="fg.muted" role="status" mb="2">
          {state === 'starting' ? SCAN_WORDS.starting : SCAN_WORDS.scanning}
        </Text>
      )}
      <video
        ref={video}
        muted
        playsInline
        aria-label="Camera view"
        style={{
          display: unavailable ? 'none' : 'block',
          width: '100%',
          maxWidth: '28rem',
          aspectRatio: '1',
          objectFit: 'cover',
          background: '#171923',
          borderRadius: '0.375rem',
        }}
      />
    </Box>
  );
}
