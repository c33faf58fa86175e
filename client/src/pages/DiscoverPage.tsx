import { Container } from '@chakra-ui/react';
import { useParams } from 'wouter';
import { DiscoverView } from '../features/discover/DiscoverView.tsx';

/** discover and discover/{context} (spec section 2): public, guests may discover. */
export default function DiscoverPage() {
  const { context } = useParams<{ context?: string }>();
  return (
    <Container maxW="6xl" py="8">
      {/* A new context (another game type) starts from fresh filters. */}
      <DiscoverView key={context ?? ''} context={context} />
    </Container>
  );
}
