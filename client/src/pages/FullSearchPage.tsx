import { Container, Field, Heading, Input, Stack, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'wouter';
import { FullSearchResults } from '../features/discover/FullSearchResults.tsx';
import { useDebouncedValue } from '../lib/use-debounced-value.ts';
import { FULL_SEARCH } from '../../../shared/discover/schemas.ts';

/** full-search (spec section 2): events, places, teams and players for one text; ?q= holds it. */
export default function FullSearchPage() {
  const [params, setParams] = useSearchParams();
  const [text, setText] = useState(params.get('q') ?? '');
  const q = useDebouncedValue(text.trim(), FULL_SEARCH.debounceMs);

  // The address keeps the search, so it can be shared and survives a reload.
  useEffect(() => {
    if ((params.get('q') ?? '') !== q) setParams(q ? { q } : {}, { replace: true });
  }, [q, params, setParams]);

  const ready = q.length >= FULL_SEARCH.minChars;
  return (
    <Container maxW="4xl" py="8">
      <Stack gap="5">
        <Heading as="h1" size="2xl">
          Search
        </Heading>
        <Field.Root>
          <Field.Label>Search events, places, teams and players</Field.Label>
          <Input
            type="search"
            value={text}
            maxLength={FULL_SEARCH.maxChars}
            autoFocus
            onChange={(event) => setText(event.target.value)}
            placeholder="Try a sport, a park or a name"
          />
        </Field.Root>
        {ready ? <FullSearchResults key={q} q={q} /> : <Text color="fg.muted">Type at least {FULL_SEARCH.minChars} characters to search.</Text>}
      </Stack>
    </Container>
  );
}
