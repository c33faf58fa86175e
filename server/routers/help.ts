import { z } from 'zod';
import { loadHelpPage } from '../domains/help/help-content.ts';
import { publicProcedure, router } from '../trpc/trpc.ts';

const helpDocumentOutput = z.object({
  title: z.string(),
  introHtml: z.string(),
  sections: z.array(z.object({ id: z.string(), title: z.string(), html: z.string(), text: z.string() })),
});

/** The help pages' content (content/help/*.md), public: signed-out visitors read them too. */
export const helpRouter = router({
  faqs: publicProcedure.output(helpDocumentOutput).query(() => loadHelpPage('faqs')),
  guide: publicProcedure.output(helpDocumentOutput).query(() => loadHelpPage('guide')),
});
