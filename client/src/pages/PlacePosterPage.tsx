import { Box, Button, Flex, Heading, Image, Spinner, Stack, Text } from '@chakra-ui/react';
import { useSearchParams } from 'wouter';
import { PageError, PageLoading } from '../components/PageStates.tsx';
import { MissingPage } from '../components/MissingPage.tsx';
import { TextLink } from '../components/TextLink.tsx';
import { errorMessage } from '../lib/errors.ts';
import { usePlace } from '../features/places/use-place.ts';
import { useQrCode } from '../lib/use-qr-code.ts';
import { PRODUCT_NAME } from '../../../shared/common/constants.ts';
import { PLACE_MESSAGES } from '../../../shared/places/messages.ts';
import { placePaths } from '../../../shared/places/schemas.ts';
import { useOrigin } from '../lib/use-origin.ts';

/** On paper only the poster shows: no app chrome, no buttons, one page. */
const PRINT_CSS = `
@media print {
  @page { size: auto; margin: 12mm; }
  [data-print-hide] { display: none !important; }
  [data-poster] { border: none !important; box-shadow: none !important; min-height: auto !important; }
}
`;

/** places/poster?id=...: a printable poster of a place with a QR code to its page. */
export default function PlacePosterPage() {
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const { query, notFound, loading } = usePlace(id);
  const origin = useOrigin();
  const url = query.data && origin ? new URL(placePaths.view(query.data.id), origin).toString() : null;
  const qr = useQrCode(url);

  if (notFound) return <MissingPage message={PLACE_MESSAGES.notFound} href="/full-search" label="Search places" />;
  if (loading) return <PageLoading />;
  if (query.isError || !query.data) return <PageError message={errorMessage(query.error, PLACE_MESSAGES.loadFailed)} onRetry={() => void query.refetch()} />;
  if (!url) return <PageLoading />;
  const place = query.data;

  return (
    <Box maxW="3xl" mx="auto" p={{ base: '4', md: '8' }}>
      <style>{PRINT_CSS}</style>
      <Flex justify="space-between" align="center" mb="6" gap="3" data-print-hide="">
        <TextLink href={placePaths.view(place.id)}>← Back to {place.name}</TextLink>
        <Button colorPalette="teal" onClick={() => window.print()}>
          Print
        </Button>
      </Flex>
      <Stack
        data-poster=""
        align="center"
        textAlign="center"
        gap="6"
        borderWidth="2px"
        borderRadius="xl"
        p={{ base: '6', md: '12' }}
        minH="70vh"
        justify="center"
      >
        <Text fontSize="xl" fontWeight="semibold" color="teal.700" letterSpacing="wide" textTransform="uppercase">
          Play here with {PRODUCT_NAME}
        </Text>
        <Heading as="h1" fontSize={{ base: '4xl', md: '6xl' }} lineHeight="1.1">
          {place.name}
        </Heading>
        <Text fontSize={{ base: 'xl', md: '2xl' }}>{[place.address, place.city].filter(Boolean).join(', ')}</Text>
        <Text fontSize={{ base: '2xl', md: '3xl' }} fontWeight="bold" data-testid="poster-sports">
          {place.sports.join(' · ')}
        </Text>
        {place.surfaces.length > 0 && <Text fontSize="lg">{place.surfaces.join(', ')}</Text>}
        <Stack align="center" gap="2">
          {qr.dataUrl ? (
            <Image src={qr.dataUrl} alt={`QR code linking to ${url}`} width="200px" height="200px" data-testid="place-qr" />
          ) : qr.failed ? (
            <Text color="fg.error">The QR code could not be drawn. Use the link below.</Text>
          ) : (
            <Spinner size="lg" aria-label="Drawing the QR code" />
          )}
          <Text fontSize="lg">Scan to see games here and join one</Text>
          <Text fontFamily="mono" fontSize="sm" wordBreak="break-all" data-testid="place-url">
            {url}
          </Text>
        </Stack>
      </Stack>
    </Box>
  );
}
