import { setupServer } from 'msw/node';
import { googleHandlers } from './google.ts';
import { postmarkHandlers } from './postmark.ts';

/** One msw server for every vendor; each vendor keeps its handlers in its own file. */
export const mswServer = setupServer(...googleHandlers, ...postmarkHandlers);
