import { Box, Button, Field, Flex, Input, Spinner, Text } from '@chakra-ui/react';
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { errorMessage } from '../../lib/errors.ts';
import { trpc } from '../../lib/trpc.ts';
import { useDebouncedValue } from '../../lib/use-debounced-value.ts';
import { CITY_MESSAGES } from '../../../../shared/cities/messages.ts';
import { CITY_SEARCH, type CitySuggestion } from '../../../../shared/cities/schemas.ts';
import type { City } from '../../../../shared/common/schemas.ts';

interface Props {
  label: string;
  value: City | null;
  onChange: (city: City | null) => void;
  helper?: string;
  error?: string;
  required?: boolean;
}

/**
 * The Go-To Area field: US cities only, picked from suggestions. Editing the text clears the chosen
 * city, so the form never holds a name that does not match its coordinates.
 */
export function CitySearchInput({ label, value, onChange, helper, error, required }: Props) {
  const [text, setText] = useState(value?.name ?? '');
  const [open, setOpen] = useState(false);
  const [activeIndex, setActiveIndex] = useState(-1);
  const [resolving, setResolving] = useState(false);
  const [resolveError, setResolveError] = useState<string | null>(null);
  // Bumped on every edit: a Places lookup that finishes after the user typed again is stale.
  const edits = useRef(0);

  // A city set from outside (a loaded profile, a reset form) replaces the text; a cleared one keeps what the user typed.
  const [shownName, setShownName] = useState(value?.name ?? null);
  if ((value?.name ?? null) !== shownName) {
    setShownName(value?.name ?? null);
    if (value) setText(value.name);
  }

  const query = useDebouncedValue(text.trim(), CITY_SEARCH.debounceMs);
  const enabled = open && !value && query.length >= CITY_SEARCH.minChars;
  const search = trpc.cities.search.useQuery({ query }, { enabled, retry: false, staleTime: 5 * 60_000 });
  const utils = trpc.useUtils();

  const listboxId = useId();
  const optionId = (index: number) => `${listboxId}-option-${index}`;
  const options = enabled ? (search.data ?? []) : [];
  const settled = enabled && query === text.trim() && !search.isFetching;
  const status =
    resolving || (enabled && search.isFetching)
      ? 'loading'
      : enabled && search.isError
        ? 'error'
        : settled && search.isSuccess && options.length === 0
          ? 'empty'
          : null;
  const expanded = open && (options.length > 0 || status !== null);

  function edit(next: string) {
    edits.current += 1;
    setText(next);
    setOpen(true);
    setActiveIndex(-1);
    setResolving(false);
    setResolveError(null);
    onChange(null);
  }

  function pick(city: City) {
    setText(city.name);
    setOpen(false);
    setActiveIndex(-1);
    onChange(city);
  }

  async function choose(option: CitySuggestion) {
    if (option.lat !== null && option.lng !== null) {
      pick({ name: option.label, lat: option.lat, lng: option.lng });
      return;
    }
    // Places suggestions come without coordinates: one lookup, only for the suggestion picked.
    const generation = edits.current;
    setResolving(true);
    setResolveError(null);
    try {
      const city = await utils.cities.resolve.fetch({ id: option.id });
      if (generation === edits.current) pick(city);
    } catch (cause) {
      if (generation === edits.current) setResolveError(errorMessage(cause, CITY_MESSAGES.searchFailed));
    } finally {
      if (generation === edits.current) setResolving(false);
    }
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      setOpen(true);
      if (options.length) setActiveIndex((index) => (index + 1) % options.length);
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      if (options.length) setActiveIndex((index) => (index <= 0 ? options.length - 1 : index - 1));
    } else if (event.key === 'Enter') {
      const option = expanded ? options[activeIndex] : undefined;
      // Enter in a form submits it; while a suggestion is highlighted it picks that suggestion instead.
      if (option) {
        event.preventDefault();
        void choose(option);
      }
    } else if (event.key === 'Escape' && expanded) {
      // Only the list closes: a surrounding dialog stays open.
      event.preventDefault();
      event.stopPropagation();
      setOpen(false);
      setActiveIndex(-1);
    }
  }

  const shownError = error ?? resolveError ?? undefined;
  return (
    <Field.Root invalid={Boolean(shownError)} required={required}>
      <Field.Label>
        {label}
        {required && <Field.RequiredIndicator />}
      </Field.Label>
      <Box position="relative" width="full">
        <Input
          value={text}
          onChange={(event) => edit(event.target.value)}
          onKeyDown={onKeyDown}
          onFocus={() => setOpen(true)}
          onBlur={() => setOpen(false)}
          placeholder="Start typing a US city"
          autoComplete="off"
          spellCheck={false}
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listboxId}
          aria-activedescendant={expanded && activeIndex >= 0 && options[activeIndex] ? optionId(activeIndex) : undefined}
        />
        <Box
          display={expanded ? 'block' : 'none'}
          position="absolute"
          top="calc(100% + 4px)"
          left="0"
          right="0"
          zIndex="dropdown"
          bg="bg.panel"
          borderWidth="1px"
          borderRadius="md"
          boxShadow="md"
          maxHeight="72"
          overflowY="auto"
          py="1"
          // Keeps focus in the input so that a click on a suggestion lands before the blur closes the list.
          onMouseDown={(event) => event.preventDefault()}
        >
          <Box id={listboxId} role="listbox" aria-label={label}>
            {options.map((option, index) => (
              <Button
                key={option.id}
                id={optionId(index)}
                role="option"
                aria-selected={index === activeIndex}
                tabIndex={-1}
                variant="ghost"
                size="sm"
                width="full"
                justifyContent="flex-start"
                fontWeight="normal"
                borderRadius="0"
                bg={index === activeIndex ? 'bg.muted' : undefined}
                onMouseEnter={() => setActiveIndex(index)}
                onClick={() => void choose(option)}
              >
                {option.label}
              </Button>
            ))}
          </Box>
          <Box role="status" aria-live="polite" px="3">
            {status === 'loading' && (
              <Flex gap="2" align="center" py="1">
                <Spinner size="xs" />
                <Text fontSize="sm">{CITY_MESSAGES.searching}</Text>
              </Flex>
            )}
            {status === 'empty' && (
              <Text fontSize="sm" color="fg.muted" py="1">
                {CITY_MESSAGES.noMatch}
              </Text>
            )}
            {status === 'error' && (
              <Text fontSize="sm" color="fg.error" py="1">
                {errorMessage(search.error, CITY_MESSAGES.searchFailed)}
              </Text>
            )}
          </Box>
        </Box>
      </Box>
      {value && helper && !shownError && <Field.HelperText>{helper}</Field.HelperText>}
      {shownError && <Field.ErrorText>{shownError}</Field.ErrorText>}
    </Field.Root>
  );
}
