import { Box, Button, Field, Flex, Heading, Input, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useState, type FocusEvent, type FormEvent } from 'react';
import { FormAlert } from '../../components/PageStates.tsx';
import { PlayerAvatar } from '../../components/PlayerAvatar.tsx';
import { DisabledReason } from '../../components/DisabledReason.tsx';
import { notify } from '../../components/ToasterHost.tsx';
import { TextField } from '../../components/TextField.tsx';
import { errorMessage } from '../../lib/errors.ts';
import { fieldErrors } from '../../lib/form-errors.ts';
import { trpc } from '../../lib/trpc.ts';
import { CitySearchInput } from '../cities/CitySearchInput.tsx';
import { AvatarDialog } from '../profile/AvatarDialog.tsx';
import { LIMITS } from '../../../../shared/limits/limits.ts';
import { PRODUCT_NAME, TIMINGS } from '../../../../shared/common/constants.ts';
import { SETTINGS_MESSAGES } from '../../../../shared/settings/messages.ts';
import { safeReturnPath } from '../../../../shared/auth/return-path.ts';
import { JOIN_REASON_LABELS, JOIN_REASONS, PRONOUNS } from '../../../../shared/settings/settings.ts';
import { birthdateBounds, profileInput, type ProfileInput } from '../../../../shared/settings/profile-schemas.ts';
import { emailSchema } from '../../../../shared/auth/schemas.ts';
import { fullNameSchema } from '../../../../shared/settings/profile-schemas.ts';
import { safeParse } from 'zod/mini';
import { GameTypesPicker } from './GameTypesPicker.tsx';
import { SelectField } from '../../components/SelectField.tsx';
import { APP_MESSAGES } from '../../../../shared/common/app-messages.ts';

type City = ProfileInput['city'];

interface Initial {
  displayName: string | null;
  fullName: string | null;
  lastName: string | null;
  email: string;
  city: City | null;
  sports: string[];
  joinReason: string | null;
  gender: string | null;
  pronoun: string | null;
  birthdate: string | null;
  phoneNumber: string | null;
  photoUrl: string | null;
  hasAdditionalInfo: boolean;
}

/**
 * The profile form of spec section 2: the first-time sign-up form ('More Information') and the
 * General tab ('Settings'). Validation is the server's own schema. `afterCreateRoute` may come
 * from a link (`?next=`): it is followed only when it is a path on this origin.
 */
const PROFILE_FIELD_LABELS: Record<string, string> = {
  displayName: 'Display name',
  fullName: 'Full name',
  lastName: 'Last name',
  email: 'E-mail',
  city: 'Go-To Area',
  sports: 'Sports',
  birthdate: 'Birthdate',
  phoneNumber: 'Phone',
};

export function ProfileForm({
  initial,
  afterCreateRoute,
  headingLevel = 'h1',
}: {
  initial: Initial;
  afterCreateRoute?: string | null;
  headingLevel?: 'h1' | 'h2';
}) {
  const isNew = !initial.hasAdditionalInfo;
  const utils = trpc.useUtils();
  const gameTypes = trpc.system.gameTypes.useQuery();
  const genders = trpc.system.genders.useQuery();
  const [values, setValues] = useState({
    displayName: initial.displayName ?? '',
    fullName: initial.fullName ?? '',
    lastName: initial.lastName ?? '',
    email: initial.email,
    joinReason: initial.joinReason ?? '',
    gender: initial.gender ?? '',
    pronoun: initial.pronoun ?? '',
    birthdate: initial.birthdate ?? '',
    phoneNumber: initial.phoneNumber ?? '',
  });
  const [city, setCity] = useState<City | null>(initial.city);
  const [sports, setSports] = useState<string[]>(initial.sports);
  const [photoUrl, setPhotoUrl] = useState(initial.photoUrl);
  const [avatarOpen, setAvatarOpen] = useState(false);
  // Errors show on a field the user has left, or on every field once they try to save.
  const [touched, setTouched] = useState(false);
  const [left, setLeft] = useState<ReadonlySet<string>>(() => new Set());
  const leave = (key: string) => () => setLeft((keys) => (keys.has(key) ? keys : new Set(keys).add(key)));
  // A field made of several controls (the city search and its suggestions, the sports buttons) is left when focus leaves all of them.
  const leaveGroup = (key: string) => (event: FocusEvent) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) leave(key)();
  };
  const [welcome, setWelcome] = useState(false);
  const set = (key: keyof typeof values) => (value: string) => setValues((v) => ({ ...v, [key]: value }));

  const payload = {
    displayName: values.displayName,
    fullName: values.fullName,
    email: values.email,
    city,
    sports,
    ...(values.lastName ? { lastName: values.lastName } : {}),
    ...(values.joinReason ? { joinReason: values.joinReason } : {}),
    ...(values.gender ? { gender: values.gender } : {}),
    ...(values.pronoun ? { pronoun: values.pronoun } : {}),
    ...(values.birthdate ? { birthdate: values.birthdate } : {}),
    ...(values.phoneNumber ? { phoneNumber: values.phoneNumber } : {}),
  };
  const errors = fieldErrors(profileInput, payload) ?? {};
  const show = (key: string) => (touched || left.has(key) ? errors[key] : undefined);
  // Spec: the e-mail is disabled once full name and e-mail are valid.
  const emailLocked = safeParse(fullNameSchema, values.fullName).success && safeParse(emailSchema, values.email).success;

  const save = trpc.users.updateProfile.useMutation({
    onSuccess: async (result) => {
      if (result.isNew) {
        // The page reloads at its next stop, so cached queries need no refresh here (refreshing
        // them would let the onboarding page redirect before the welcome shows).
        setWelcome(true);
        window.setTimeout(
          () => window.location.assign(safeReturnPath(afterCreateRoute) ?? '/settings?tab=availability&skippable=true'),
          TIMINGS.postSignupRedirectMs,
        );
        return;
      }
      await Promise.all([utils.users.settingsProfile.invalidate(), utils.auth.me.invalidate()]);
      void notify({ type: 'success', title: SETTINGS_MESSAGES.profileUpdated });
    },
  });
  const loading = save.isPending || gameTypes.isPending || genders.isPending;
  const valid = Object.keys(errors).length === 0;
  // A disabled button says why: the fields still to fix, by their labels.
  const blockers = [...new Set([...Object.keys(errors), ...(city ? [] : ['city'])])].map((key) => PROFILE_FIELD_LABELS[key] ?? key);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (valid && city) save.mutate(payload as ProfileInput);
  };

  if (welcome) {
    return (
      <Stack gap="3" align="center" py="10" role="status">
        <Heading size="2xl">
          {SETTINGS_MESSAGES.welcomeTo} {PRODUCT_NAME}
        </Heading>
      </Stack>
    );
  }

  const bounds = birthdateBounds();
  return (
    <form onSubmit={submit} noValidate aria-label="Profile">
      <Stack gap="5">
        <Heading as={headingLevel} size="xl">
          {isNew ? SETTINGS_MESSAGES.moreInformation : SETTINGS_MESSAGES.settings}
        </Heading>
        <Flex gap="4" align="center">
          <PlayerAvatar name={values.displayName || values.fullName || values.email} photoUrl={photoUrl} size={72} alt="Your photo" />
          <Button variant="outline" size="sm" onClick={() => setAvatarOpen(true)}>
            {photoUrl ? 'Change photo' : 'Add a photo'}
          </Button>
        </Flex>
        <AvatarDialog
          open={avatarOpen}
          onClose={() => setAvatarOpen(false)}
          onUploaded={(url) => {
            setPhotoUrl(url);
            void utils.auth.me.invalidate();
          }}
        />
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          <Field.Root invalid={Boolean(show('displayName'))} required>
            <Field.Label>
              Display name
              <Field.RequiredIndicator />
            </Field.Label>
            <Input
              value={values.displayName}
              onChange={(e) => set('displayName')(e.target.value)}
              onBlur={leave('displayName')}
              maxLength={LIMITS.displayName.max}
              autoComplete="nickname"
            />
            {/* The counter keeps its width and the error wraps beside it: never "25/2" over "5". */}
            <Flex justify="space-between" align="flex-start" gap="2" w="full">
              {show('displayName') ? (
                <Field.ErrorText flex="1" minW="0">
                  {show('displayName')}
                </Field.ErrorText>
              ) : (
                <span />
              )}
              <Text fontSize="xs" color="fg.muted" aria-live="polite" flexShrink={0} whiteSpace="nowrap">
                {values.displayName.length}/{LIMITS.displayName.max}
              </Text>
            </Flex>
          </Field.Root>
          <TextField
            label="Full name"
            required
            value={values.fullName}
            onChange={set('fullName')}
            error={show('fullName')}
            onBlur={leave('fullName')}
            helper={SETTINGS_MESSAGES.fullNameHint}
            autoComplete="name"
          />
          <TextField
            label="Last name"
            value={values.lastName}
            onChange={set('lastName')}
            error={show('lastName')}
            onBlur={leave('lastName')}
            autoComplete="family-name"
          />
          <TextField
            label="E-mail"
            required
            type="email"
            value={values.email}
            onChange={set('email')}
            error={show('email')}
            onBlur={leave('email')}
            disabled={emailLocked}
          />
        </SimpleGrid>
        <Box onBlur={leaveGroup('city')}>
          <CitySearchInput
            label="Go-To Area"
            required
            value={city}
            onChange={setCity}
            helper={SETTINGS_MESSAGES.cityHint}
            error={(touched || left.has('city')) && !city ? SETTINGS_MESSAGES.cityRequired : undefined}
          />
        </Box>
        <Box onBlur={leaveGroup('sports')}>
          <GameTypesPicker
            options={(gameTypes.data ?? []).filter((g) => g !== 'Any')}
            value={sports}
            onChange={setSports}
            showError={touched || left.has('sports')}
          />
        </Box>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          <SelectField
            label="Why did you join?"
            value={values.joinReason}
            onChange={set('joinReason')}
            placeholder="Choose one"
            options={JOIN_REASONS.map((reason) => ({ value: reason, label: JOIN_REASON_LABELS[reason] }))}
          />
          <SelectField
            label="Gender"
            value={values.gender}
            onChange={set('gender')}
            placeholder="Prefer not to say"
            options={(genders.data ?? []).filter((g) => g !== 'Any').map((g) => ({ value: g, label: g }))}
          />
          <SelectField
            label="Pronoun"
            value={values.pronoun}
            onChange={set('pronoun')}
            placeholder="Choose one"
            options={PRONOUNS.map((p) => ({ value: p, label: p }))}
          />
          <TextField
            label="Birthdate"
            type="date"
            value={values.birthdate}
            onChange={set('birthdate')}
            error={show('birthdate')}
            onBlur={leave('birthdate')}
            helper={SETTINGS_MESSAGES.birthdateHint}
            min={bounds.min}
            max={bounds.max}
          />
          <TextField
            label="Phone"
            type="tel"
            value={values.phoneNumber}
            onChange={set('phoneNumber')}
            error={show('phoneNumber')}
            onBlur={leave('phoneNumber')}
            placeholder={SETTINGS_MESSAGES.phonePlaceholder}
            autoComplete="tel"
          />
        </SimpleGrid>
        {/* Beside the button just pressed, not a screen above it. */}
        <FormAlert status="error" message={save.isError ? errorMessage(save.error, SETTINGS_MESSAGES.profileSaveFailed) : null} />
        <Stack gap="1" align="flex-start">
          <Button
            type="submit"
            colorPalette="teal"
            loading={save.isPending}
            disabled={!valid || !city || loading}
            aria-describedby={blockers.length ? 'profile-save-why' : undefined}
          >
            {isNew ? 'Create my profile' : APP_MESSAGES.saveChanges}
          </Button>
          <DisabledReason
            id="profile-save-why"
            testId="save-blockers"
            reason={!loading && blockers.length > 0 ? SETTINGS_MESSAGES.saveNeeds(blockers) : null}
          />
        </Stack>
      </Stack>
    </form>
  );
}
