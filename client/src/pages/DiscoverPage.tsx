import { Container } from '@chakra-ui/react';
import { useCallback, useState } from 'react';
import { useParams } from 'wouter';
import { DiscoverView } from '../features/discover/DiscoverView.tsx';

/** discover and discover/{context} (spec section 2): public, guests may discover. */
export default function DiscoverPage() {
  const { context } = useParams<{ context?: string }>();
  // Bumped when a link (the menu's Discover, say) or Back puts another search in the address.
  const [visit, setVisit] = useState(0);
  const restart = useCallback(() => setVisit((n) => n + 1), []);
  return (
    <Container maxW="6xl" py="8">
      {/* A new context (another game type), or another search in the address, starts afresh from the address. */}
      <DiscoverView key={`${context ?? ''}/${visit}`} context={context} onAddressChange={restart} />
    </Container>
  );
}
