import { Container } from '@chakra-ui/react';
import { useParams } from 'wouter';
import { DiscoverView } from '../features/discover/DiscoverView.tsx';
import { useRestartFromAddress } from '../lib/use-search-in-address.ts';

/** discover and discover/{context} (spec section 2): public, guests may discover. */
export default function DiscoverPage() {
  const { context } = useParams<{ context?: string }>();
  // Bumped when a link (the menu's Discover, say) or Back puts another search in the address.
  const [visit, restart] = useRestartFromAddress();
  return (
    <Container maxW="6xl" py="8">
      {/* A new context (another game type), or another search in the address, starts afresh from the address. */}
      <DiscoverView key={`${context ?? ''}/${visit}`} context={context} onAddressChange={restart} />
    </Container>
  );
}
