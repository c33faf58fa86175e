import { Container, Heading, Stack, Text } from '@chakra-ui/react';
import { useLocation, useSearchParams } from 'wouter';
import { FormAlert, PageError, PageLoading } from '../components/PageStates.tsx';
import { useDocumentTitle } from '../lib/document-title.ts';
import { errorMessage } from '../lib/errors.ts';
import { trpc } from '../lib/trpc.ts';
import { CitySearchInput } from '../features/cities/CitySearchInput.tsx';
import { CityLists } from '../features/cities/CityLists.tsx';
import { CITY_PAGE_LIMITS, CITY_PAGE_WORDS as W, cityPagePath } from '../../../shared/cities/city-page.ts';

/** Picking a city opens its page (the address carries the city, so the page can be shared). */
function CityPicker({ label }: { label: string }) {
  const [, navigate] = useLocation();
  return <CitySearchInput label={label} value={null} onChange={(city) => city && navigate(cityPagePath(city.name))} />;
}

function CityPageBody({ city }: { city: string }) {
  const page = trpc.cities.page.useQuery({ city }, { retry: 1 });
  useDocumentTitle(page.data?.city ? W.title(page.data.city.name) : null);
  if (page.isPending) return <PageLoading label={W.loading} />;
  if (page.isError) return <PageError message={errorMessage(page.error, W.loadFailed)} onRetry={() => void page.refetch()} />;
  if (!page.data.city) {
    return (
      <Stack gap="4">
        <FormAlert status="info" message={W.unknownCity(city)} />
        <CityPicker label={W.pickLabel} />
      </Stack>
    );
  }
  return (
    <Stack gap="6">
      <Heading as="h1" size="2xl">
        {W.title(page.data.city.name)}
      </Heading>
      <CityLists page={page.data} />
      <CityPicker label={W.otherCity} />
    </Stack>
  );
}

/** city-search (issue 32): a page per city, public and rendered on the server; without a city, a picker. */
export default function CitySearchPage() {
  const [params] = useSearchParams();
  const city = (params.get('city') ?? '').trim().slice(0, CITY_PAGE_LIMITS.cityMax);
  return (
    <Container maxW="5xl" py={{ base: '6', md: '10' }}>
      {city ? (
        <CityPageBody key={city} city={city} />
      ) : (
        <Stack gap="4">
          <Heading as="h1" size="2xl">
            {W.pickerTitle}
          </Heading>
          <Text color="fg.muted">{W.pickerIntro}</Text>
          <CityPicker label={W.pickLabel} />
        </Stack>
      )}
    </Container>
  );
}
