import { z } from 'zod';
import { citySuggestion } from '../../../shared/cities/schemas.ts';

export const citySuggestionListOutput = z.array(citySuggestion);
