import { Box, Button, Field, Flex, Input, Spinner, Stack, Text } from '@chakra-ui/react';
import { useId, useState } from 'react';
import { useDebouncedValue } from '../../lib/use-debounced-value.ts';
import { trpc } from '../../lib/trpc.ts';
import { TIMINGS } from '../../../../shared/common/constants.ts';
import { SETTINGS_MESSAGES } from '../../../../shared/settings/messages.ts';
import { safeParse } from 'zod/mini';
import { emailSchema } from '../../../../shared/auth/schemas.ts';

export interface FoundUser {
  id: string;
  displayName: string | null;
  email: string | null;
  photoUrl: string | null;
}

/**
 * The user search of spec section 5: 3+ characters, a 300 ms debounce, '@' searches by e-mail,
 * anything else by user id. Errors show on the field.
 */
export function UserSearchField({
  label,
  actionLabel,
  onPick,
  busy,
  error: formError,
  emailInvite,
}: {
  label: string;
  actionLabel: string;
  onPick: (user: FoundUser) => void;
  busy?: boolean;
  /** The form's own message for the field (e.g. nothing picked yet); search errors come first. */
  error?: string | undefined;
  /** Offered when an e-mail address finds nobody: invite the address itself (events invite by mail). */
  emailInvite?: {
    label: (email: string) => string;
    onInvite: (email: string) => void;
    busy?: boolean;
    ownEmail?: string;
    ownEmailText: string;
    noAccountText: string;
  };
}) {
  const [text, setText] = useState('');
  const query = useDebouncedValue(text.trim(), TIMINGS.userSearchDebounceMs);
  const enabled = query.length >= TIMINGS.userSearchMinChars;
  const search = trpc.users.search.useQuery({ query }, { enabled, retry: false, staleTime: 0 });
  const resultsId = useId();
  const error = search.isError ? SETTINGS_MESSAGES.searchError : enabled && search.data?.length === 0 ? SETTINGS_MESSAGES.noUserFound : formError;
  const parsed = emailInvite && enabled && search.data?.length === 0 ? safeParse(emailSchema, query) : null;
  const address = parsed?.success ? parsed.data : null;
  const ownAddress = address !== null && address === emailInvite?.ownEmail?.toLowerCase();
  // An address with no account is not an error where it can be invited as it is.
  const shownError = address !== null ? undefined : error;
  const inviteNote = address === null ? null : ownAddress ? emailInvite!.ownEmailText : emailInvite!.noAccountText;
  return (
    <Stack gap="2">
      <Field.Root invalid={Boolean(shownError)}>
        <Field.Label>{label}</Field.Label>
        <Input value={text} onChange={(event) => setText(event.target.value)} placeholder="E-mail or user ID" aria-describedby={resultsId} autoComplete="off" />
        {shownError ? (
          <Field.ErrorText>{shownError}</Field.ErrorText>
        ) : (
          <Field.HelperText>Type at least {TIMINGS.userSearchMinChars} characters. Use an e-mail, or paste a user ID.</Field.HelperText>
        )}
      </Field.Root>
      <Box id={resultsId} aria-live="polite">
        {inviteNote && (
          <Text fontSize="sm" mb="2" data-testid="email-invite-note">
            {inviteNote}
          </Text>
        )}
        {address !== null && !ownAddress && emailInvite && (
          <Button size="sm" colorPalette="teal" variant="outline" loading={emailInvite.busy} onClick={() => emailInvite.onInvite(address)}>
            {emailInvite.label(address)}
          </Button>
        )}
        {enabled && search.isFetching && (
          <Flex gap="2" align="center">
            <Spinner size="xs" />
            <Text fontSize="sm">Searching...</Text>
          </Flex>
        )}
        {enabled &&
          search.data?.map((user) => (
            <Flex key={user.id} justify="space-between" align="center" gap="3" py="1" data-testid="user-search-result">
              <Text>
                {user.displayName ?? 'Unnamed Player'}
                {user.email && (
                  <Text as="span" color="fg.muted">
                    {' '}
                    ({user.email})
                  </Text>
                )}
              </Text>
              <Button size="sm" onClick={() => onPick(user)} loading={busy}>
                {actionLabel}
              </Button>
            </Flex>
          ))}
      </Box>
    </Stack>
  );
}
