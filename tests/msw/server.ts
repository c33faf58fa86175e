import { setupServer } from 'msw/node';
import { googleHandlers } from './google.ts';
import { googlePlacesHandlers } from './google-places.ts';
import { postmarkHandlers } from './postmark.ts';
import { pushHandlers } from './push.ts';
import { s3Handlers } from './s3.ts';
import { stripeHandlers } from './stripe.ts';

/** One msw server for every vendor; each vendor keeps its handlers in its own file. */
export const mswServer = setupServer(...googleHandlers, ...googlePlacesHandlers, ...postmarkHandlers, ...pushHandlers, ...s3Handlers, ...stripeHandlers);
