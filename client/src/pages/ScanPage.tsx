import { Container, Heading, Stack, Text } from '@chakra-ui/react';
import { useCallback, useState } from 'react';
import { useLocation } from 'wouter';
import { FormAlert } from '../components/PageStates.tsx';
import { SectionCard } from '../components/SectionCard.tsx';
import { CameraScanner } from '../features/scan/CameraScanner.tsx';
import { ScanFallback } from '../features/scan/ScanFallback.tsx';
import { parseRallyCode } from '../features/scan/rally-code.ts';
import { SCAN_WORDS } from '../../../shared/scan/messages.ts';

/**
 * scan (issue 32): read a Rally QR code with the camera, or from a pasted link or a picture, and go
 * where it leads inside the app. Open signed out too: a code's page asks for sign-in if it needs one.
 */
export default function ScanPage() {
  const [, navigate] = useLocation();
  const [problem, setProblem] = useState<string | null>(null);

  const read = useCallback(
    (text: string) => {
      const code = parseRallyCode(text, window.location.origin);
      if (code) navigate(code.path);
      else setProblem(SCAN_WORDS.notRally);
    },
    [navigate],
  );

  return (
    <Container maxW="2xl" py={{ base: '6', md: '10' }}>
      <Stack gap="6">
        <Stack gap="2">
          <Heading as="h1" size="2xl">
            {SCAN_WORDS.title}
          </Heading>
          <Text color="fg.muted">{SCAN_WORDS.intro}</Text>
        </Stack>
        <CameraScanner onText={read} />
        <FormAlert status="error" message={problem} />
        <SectionCard title="Or enter it yourself">
          <ScanFallback
            onText={(text) => {
              setProblem(null);
              read(text);
            }}
            onProblem={setProblem}
          />
        </SectionCard>
      </Stack>
    </Container>
  );
}
