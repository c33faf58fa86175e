import { Button, Flex, Stack } from '@chakra-ui/react';
import { useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { TextField } from '../../components/TextField.tsx';
import { SCAN_LIMITS, SCAN_WORDS } from '../../../../shared/scan/messages.ts';

/**
 * Always shown under the camera: type or paste a code or link, or choose a picture of a QR code to
 * decode. A picture is checked for type and size before it is decoded (the decoder reads every pixel).
 */
export function ScanFallback({ onText, onProblem }: { onText: (text: string) => void; onProblem: (message: string) => void }) {
  const [text, setText] = useState('');
  const [decoding, setDecoding] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);

  function submit(event: FormEvent) {
    event.preventDefault();
    onText(text);
  }

  async function choose(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (!file.type.startsWith('image/')) return onProblem(SCAN_WORDS.pictureNotImage);
    if (file.size > SCAN_LIMITS.pictureBytesMax) return onProblem(SCAN_WORDS.pictureTooLarge);
    setDecoding(true);
    try {
      const { default: Scanner } = await import('qr-scanner');
      const result = await Scanner.scanImage(file, { returnDetailedScanResult: true });
      onText(result.data);
    } catch {
      onProblem(SCAN_WORDS.noCodeInPicture);
    } finally {
      setDecoding(false);
    }
  }

  return (
    <Stack gap="4">
      <form onSubmit={submit} noValidate>
        <Flex gap="2" align="end" direction={{ base: 'column', sm: 'row' }}>
          <TextField
            label={SCAN_WORDS.fallbackLabel}
            helper={SCAN_WORDS.fallbackHelper}
            value={text}
            onChange={setText}
            maxLength={SCAN_LIMITS.textMax}
            autoComplete="off"
            inputMode="url"
            flex="1"
            minW="0"
          />
          <Button type="submit" colorPalette="teal" alignSelf={{ base: 'stretch', sm: 'end' }} mb={{ sm: '6' }}>
            {SCAN_WORDS.open}
          </Button>
        </Flex>
      </form>
      <input ref={fileInput} type="file" accept="image/*" hidden onChange={(event) => void choose(event)} data-testid="scan-picture-input" />
      <Button variant="outline" alignSelf="start" loading={decoding} onClick={() => fileInput.current?.click()}>
        {SCAN_WORDS.choosePicture}
      </Button>
    </Stack>
  );
}
