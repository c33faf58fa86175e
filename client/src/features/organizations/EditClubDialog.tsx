import { Button, Stack, Textarea, Field } from '@chakra-ui/react';
import { useState } from 'react';
import { useLocation } from 'wouter';
import { AppDialog } from '../../components/AppDialog.tsx';
import { FormAlert } from '../../components/PageStates.tsx';
import { ClubSportField } from './ClubSportField.tsx';
import { TextField } from '../../components/TextField.tsx';
import { CitySearchInput } from '../cities/CitySearchInput.tsx';
import { errorMessage } from '../../lib/errors.ts';
import { trpc } from '../../lib/trpc.ts';
import type { City } from '../../../../shared/common/schemas.ts';
import { ORGANIZATION_MESSAGES as M } from '../../../../shared/organizations/messages.ts';
import { ORGANIZATION_LIMITS as L } from '../../../../shared/organizations/organizations.ts';
import { organizationDetailsInput, organizationSlug } from '../../../../shared/organizations/schemas.ts';

export interface EditableClub {
  id: string;
  name: string;
  slug: string;
  about: string;
  cityName: string | null;
  lat: number | null;
  lng: number | null;
  sports: string[];
  contactEmail: string | null;
  contactPhone: string | null;
  website: string | null;
  canChangeSlug: boolean;
}

const blankToNull = (value: string) => (value.trim() ? value : null);

/**
 * "Edit club": the details, and the web address while it has not been changed yet (once; the old
 * one keeps leading here). Both are checked with the server's schemas before sending.
 */
export function EditClubDialog({ club, onClose }: { club: EditableClub; onClose: () => void }) {
  const [, navigate] = useLocation();
  const utils = trpc.useUtils();
  const [name, setName] = useState(club.name);
  const [slug, setSlug] = useState(club.slug);
  const [about, setAbout] = useState(club.about);
  const [city, setCity] = useState<City | null>(
    club.cityName && club.lat !== null && club.lng !== null ? { name: club.cityName, lat: club.lat, lng: club.lng } : null,
  );
  const [sport, setSport] = useState(club.sports[0] ?? '');
  const [email, setEmail] = useState(club.contactEmail ?? '');
  const [phone, setPhone] = useState(club.contactPhone ?? '');
  const [website, setWebsite] = useState(club.website ?? '');
  const [error, setError] = useState<string | null>(null);
  const update = trpc.organizations.update.useMutation();
  const changeSlug = trpc.organizations.changeSlug.useMutation();
  const save = async () => {
    const details = organizationDetailsInput.safeParse({
      name,
      about,
      city,
      sports: sport ? [sport, ...club.sports.slice(1).filter((other) => other !== sport)] : [],
      contactEmail: blankToNull(email),
      contactPhone: blankToNull(phone),
      website: blankToNull(website),
    });
    if (!details.success) return setError(details.error.issues[0]?.message ?? M.notAllowed);
    const newSlug = slug !== club.slug ? organizationSlug.safeParse(slug) : null;
    if (newSlug && !newSlug.success) return setError(newSlug.error.issues[0]?.message ?? M.slugInvalid);
    setError(null);
    try {
      await update.mutateAsync({ organizationId: club.id, details: details.data });
      if (newSlug?.success) await changeSlug.mutateAsync({ organizationId: club.id, slug: newSlug.data });
      await Promise.all([utils.organizations.bySlug.invalidate(), utils.organizations.byId.invalidate()]);
      onClose();
      if (newSlug?.success) navigate(`/org/${newSlug.data}`, { replace: true });
    } catch (failure) {
      setError(errorMessage(failure, M.loadFailed));
    }
  };
  return (
    <AppDialog
      open
      onClose={onClose}
      title={M.editClub}
      testId="edit-club-dialog"
      footer={
        <Button colorPalette="teal" loading={update.isPending || changeSlug.isPending} onClick={() => void save()}>
          {M.save}
        </Button>
      }
    >
      <Stack gap="4">
        <TextField label={M.nameLabel} value={name} onChange={setName} maxLength={L.nameMax} required />
        {club.canChangeSlug && (
          <TextField label={M.slugLabel} value={slug} onChange={(value) => setSlug(value.toLowerCase())} maxLength={L.slugMax} helper={M.slugHelp} />
        )}
        <Field.Root>
          <Field.Label>{M.aboutLabel}</Field.Label>
          <Textarea value={about} maxLength={L.aboutMax} rows={4} onChange={(event) => setAbout(event.target.value)} />
        </Field.Root>
        <CitySearchInput label={M.cityLabel} value={city} onChange={setCity} />
        <ClubSportField value={sport} onChange={setSport} />
        <TextField label={M.emailLabel} type="email" value={email} onChange={setEmail} maxLength={254} />
        <TextField label={M.phoneLabel} type="tel" value={phone} onChange={setPhone} maxLength={L.phoneMax} />
        <TextField label={M.websiteLabel} type="url" value={website} onChange={setWebsite} maxLength={L.websiteMax} />
        <FormAlert status="error" message={error} />
      </Stack>
    </AppDialog>
  );
}
