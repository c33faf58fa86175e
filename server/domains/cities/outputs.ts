import { z } from 'zod';
import { citySuggestion } from '../../../shared/schemas/cities.ts';

export const citySuggestionListOutput = z.array(citySuggestion);
