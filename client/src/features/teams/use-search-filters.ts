import { useState } from 'react';
import { useSearchParams } from 'wouter';
import { useDebouncedValue } from '../../lib/use-debounced-value.ts';
import { useSearchInAddress } from '../../lib/use-search-in-address.ts';
import type { City } from '../../../../shared/common/schemas.ts';
import { readTeamsSearch, writeTeamsSearch } from './teams-search-url.ts';

/**
 * The filters of a nearest-first search kept in the address (Find a team and organizations): a
 * city (or the viewer's Go-To Area), a radius, a sport, a name and a page, read from the address
 * once and written back as they change. Changing a filter goes back to the first page.
 * `onAddressChange` is called when a link or Back puts another search in the address.
 */
export function useSearchFilters(onAddressChange: () => void) {
  const [params] = useSearchParams();
  const [fromAddress] = useState(() => readTeamsSearch(params));
  const [cityChoice, setCityChoice] = useState<City | null | undefined>(fromAddress.city);
  const [gameType, setGameType] = useState(fromAddress.gameType);
  const [text, setText] = useState(fromAddress.text);
  const [radiusKm, setRadiusKm] = useState<number>(fromAddress.radiusKm);
  const [page, setPage] = useState(fromAddress.page);
  const debouncedText = useDebouncedValue(text.trim(), 300);
  useSearchInAddress(writeTeamsSearch({ text: debouncedText, gameType, city: cityChoice, radiusKm, page }).toString(), onAddressChange);
  const firstPage =
    <T>(setter: (value: T) => void) =>
    (value: T) => {
      setter(value);
      setPage(0);
    };
  return {
    /** A picked city; null for none; undefined for the viewer's Go-To Area. */
    cityChoice,
    gameType,
    text,
    debouncedText,
    radiusKm,
    page,
    setCity: firstPage(setCityChoice),
    setGameType: firstPage(setGameType),
    setText: firstPage(setText),
    setRadiusKm: firstPage(setRadiusKm),
    setPage,
  };
}
