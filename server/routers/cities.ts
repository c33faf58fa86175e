import { rateLimitAddress } from '../auth/client-address.ts';
import { citySuggestionListOutput } from '../domains/cities/outputs.ts';
import { findGazetteerCity, searchCities } from '../domains/cities/search-cities.ts';
import { cityPage } from '../domains/cities/city-page.ts';
import { cityPageInput } from '../../shared/cities/city-page.ts';
import { GOOGLE_ID_PREFIX, googlePlaces } from '../integrations/google-places.ts';
import { AppError } from '../errors/app-error.ts';
import type { Context } from '../trpc/context.ts';
import { publicProcedure, router } from '../trpc/trpc.ts';
import { RATE_LIMITS } from '../../shared/limits/rate-limits.ts';
import { citySchema } from '../../shared/common/schemas.ts';
import { CITY_MESSAGES } from '../../shared/cities/messages.ts';
import { cityResolveInput, citySearchInput } from '../../shared/cities/schemas.ts';

// Search runs on every debounced keystroke and may bill a Places call: counted per IP across processes.
const limitSearch = (ctx: Context) => ctx.rateLimiter.enforce([{ key: `city-search:ip:${rateLimitAddress(ctx.ip)}`, limit: RATE_LIMITS.citySearchPerIp }]);

const places = (ctx: Context) => (ctx.env.GOOGLE_MAPS_API_KEY ? googlePlaces(ctx.env.GOOGLE_MAPS_API_KEY) : null);

export const citiesRouter = router({
  search: publicProcedure
    .input(citySearchInput)
    .output(citySuggestionListOutput)
    .query(async ({ ctx, input }) => {
      await limitSearch(ctx);
      const google = places(ctx);
      if (google) return google.autocomplete(input.query);
      return searchCities(ctx.db, input.query);
    }),

  resolve: publicProcedure
    .input(cityResolveInput)
    .output(citySchema)
    .query(async ({ ctx, input }) => {
      if (input.id.startsWith(GOOGLE_ID_PREFIX)) {
        const google = places(ctx);
        // A Places id from a server that has since lost its key cannot be looked up.
        if (!google) throw new AppError('NOT_FOUND', CITY_MESSAGES.notFound);
        await limitSearch(ctx);
        return google.resolve(input.id.slice(GOOGLE_ID_PREFIX.length));
      }
      const city = await findGazetteerCity(ctx.db, input.id);
      if (!city) throw new AppError('NOT_FOUND', CITY_MESSAGES.notFound);
      return { name: city.label, lat: city.lat, lng: city.lng };
    }),

  /** A city's page (city-search): public, for search engines too; an unknown city answers empty lists. */
  page: publicProcedure.input(cityPageInput).query(({ ctx, input }) => cityPage(ctx.db, input.city)),
});
