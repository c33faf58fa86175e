import { useState } from 'react';
import { notify } from '../../components/ToasterHost.tsx';
import { downloadText } from '../../lib/download-text.ts';
import { errorMessage } from '../../lib/errors.ts';
import { ORGANIZATION_MESSAGES as M } from '../../../../shared/organizations/messages.ts';

/** Fetches a CSV export ({filename, csv}) and downloads it; says why when it fails. */
export function useCsvExport(fetchCsv: () => Promise<{ filename: string; csv: string }>) {
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      const { filename, csv } = await fetchCsv();
      downloadText(filename, csv);
    } catch (error) {
      void notify({ type: 'error', title: errorMessage(error, M.sectionFailed) });
    } finally {
      setBusy(false);
    }
  };
  return { busy, run };
}
