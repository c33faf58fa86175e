import { Box, Button, Field, Flex, Input } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import SignaturePad from 'signature_pad';
import { FORM_LIMITS } from '../../../../shared/limits/limits.ts';

interface Props {
  label: string;
  help: string | undefined;
  required: boolean;
  error: string | undefined;
  onChange: (dataUrl: string | undefined) => void;
}

const HEIGHT = 160;

/**
 * A drawn signature (signature_pad), kept as a PNG data URL. Whoever cannot draw (a keyboard, a
 * screen reader) types their name instead, and it is written onto the pad in a script face.
 */
export function SignatureInput({ label, help, required, error, onChange }: Props) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const padRef = useRef<SignaturePad | null>(null);
  const changeRef = useRef(onChange);
  changeRef.current = onChange;
  const [typed, setTyped] = useState<string | null>(null);

  useEffect(() => {
    const canvas = canvasRef.current!;
    // Sharp on high-density screens, without making the stored image needlessly large.
    const ratio = Math.min(window.devicePixelRatio || 1, 2);
    canvas.width = canvas.offsetWidth * ratio;
    canvas.height = HEIGHT * ratio;
    canvas.getContext('2d')!.scale(ratio, ratio);
    const pad = new SignaturePad(canvas, { penColor: '#1a202c', minWidth: 0.8, maxWidth: 2.4 });
    pad.addEventListener('endStroke', () => changeRef.current(pad.isEmpty() ? undefined : pad.toDataURL('image/png')));
    padRef.current = pad;
    return () => pad.off();
  }, []);

  const clear = () => {
    padRef.current?.clear();
    onChange(undefined);
  };

  const writeTyped = (name: string) => {
    setTyped(name);
    const canvas = canvasRef.current!;
    padRef.current?.clear();
    if (!name.trim()) return onChange(undefined);
    const context = canvas.getContext('2d')!;
    context.save();
    context.fillStyle = '#1a202c';
    context.font = 'italic 36px "Brush Script MT", "Segoe Script", cursive';
    context.textBaseline = 'middle';
    context.fillText(name.trim(), 16, HEIGHT / 2, canvas.offsetWidth - 32);
    context.restore();
    onChange(canvas.toDataURL('image/png'));
  };

  return (
    <Field.Root invalid={Boolean(error)} required={required}>
      <Field.Label>
        {label}
        {required && <Field.RequiredIndicator />}
      </Field.Label>
      <Box borderWidth="1px" borderColor={error ? 'border.error' : 'border'} borderRadius="md" bg="white" w="full" maxW="lg">
        <canvas
          ref={canvasRef}
          role="img"
          aria-label={`${label}: draw here`}
          data-testid="signature-pad"
          style={{ width: '100%', height: HEIGHT, touchAction: 'none', display: 'block' }}
        />
      </Box>
      <Flex gap="2" wrap="wrap" align="center">
        <Button size="xs" variant="outline" onClick={clear}>
          Clear signature
        </Button>
        {typed === null ? (
          <Button size="xs" variant="ghost" onClick={() => setTyped('')}>
            Type instead
          </Button>
        ) : (
          <Input
            size="sm"
            maxW="xs"
            aria-label="Type your signature"
            placeholder="Your full name"
            maxLength={FORM_LIMITS.signerNameMax}
            value={typed}
            onChange={(event) => writeTyped(event.target.value)}
          />
        )}
      </Flex>
      {help && !error && <Field.HelperText>{help}</Field.HelperText>}
      {error && <Field.ErrorText>{error}</Field.ErrorText>}
    </Field.Root>
  );
}
