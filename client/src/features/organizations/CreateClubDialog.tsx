import { Button, Stack } from '@chakra-ui/react';
import { useState } from 'react';
import { useLocation } from 'wouter';
import { AppDialog } from '../../components/AppDialog.tsx';
import { FormAlert } from '../../components/PageStates.tsx';
import { ClubSportField } from './ClubSportField.tsx';
import { TextField } from '../../components/TextField.tsx';
import { CitySearchInput } from '../cities/CitySearchInput.tsx';
import { trpc } from '../../lib/trpc.ts';
import { errorMessage } from '../../lib/errors.ts';
import type { City } from '../../../../shared/common/schemas.ts';
import { ORGANIZATION_MESSAGES as M } from '../../../../shared/organizations/messages.ts';
import { ORGANIZATION_LIMITS as L } from '../../../../shared/organizations/organizations.ts';
import { createOrganizationInput } from '../../../../shared/organizations/schemas.ts';

/** "Create a club": name, web address, city and sport; the club page opens once it is made. */
export function CreateClubDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [, navigate] = useLocation();
  const [name, setName] = useState('');
  const [slug, setSlug] = useState('');
  const [city, setCity] = useState<City | null>(null);
  const [sport, setSport] = useState('');
  const [error, setError] = useState<string | null>(null);
  const create = trpc.organizations.create.useMutation({
    onSuccess: (club) => navigate(`/org/${club.slug}`),
    onError: (failure) => setError(errorMessage(failure, M.loadFailed)),
  });
  const submit = () => {
    const parsed = createOrganizationInput.safeParse({ name, slug, city, sports: sport ? [sport] : [] });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? M.slugInvalid);
    setError(null);
    create.mutate(parsed.data);
  };
  return (
    <AppDialog
      open={open}
      onClose={onClose}
      title={M.createClubTitle}
      testId="create-club-dialog"
      footer={
        <Button colorPalette="teal" loading={create.isPending} onClick={submit}>
          {M.create}
        </Button>
      }
    >
      <Stack gap="4">
        <TextField label={M.nameLabel} value={name} onChange={setName} maxLength={L.nameMax} required />
        <TextField label={M.slugLabel} value={slug} onChange={(value) => setSlug(value.toLowerCase())} maxLength={L.slugMax} helper={M.slugHelp} required />
        <CitySearchInput label={M.cityLabel} value={city} onChange={setCity} />
        <ClubSportField value={sport} onChange={setSport} />
        <FormAlert status="error" message={error} />
      </Stack>
    </AppDialog>
  );
}
