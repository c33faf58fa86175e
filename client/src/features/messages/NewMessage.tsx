import { Button, Heading, Stack } from '@chakra-ui/react';
import { useState } from 'react';
import { FormAlert, PageError, PageLoading } from '../../components/PageStates.tsx';
import { errorMessage, linkErrorMessage } from '../../lib/errors.ts';
import { trpc } from '../../lib/trpc.ts';
import { MessageTextarea } from './MessageTextarea.tsx';
import { MESSAGES } from '../../../../shared/common/spec-messages.ts';
import { MESSAGING_MESSAGES as M } from '../../../../shared/messaging/messages.ts';
import { MESSAGE_MAX_LENGTH } from '../../../../shared/limits/limits.ts';

/** A first message to someone (`?to=<userId>`, from their profile). */
export function NewMessage({ recipientId, onSent }: { recipientId: string; onSent: (conversationId: string) => void }) {
  const utils = trpc.useUtils();
  const recipient = trpc.users.profile.useQuery({ userId: recipientId }, { retry: false });
  const [body, setBody] = useState('');
  const send = trpc.messages.send.useMutation({
    onSuccess: (result) => {
      void utils.messages.conversations.invalidate();
      onSent(result.conversationId);
    },
  });
  if (recipient.isPending) return <PageLoading />;
  if (recipient.isError) return <PageError message={linkErrorMessage(recipient.error, MESSAGES.userNotFound)} />;
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        if (body.trim()) send.mutate({ recipientId, body });
      }}
    >
      <Stack gap="3">
        <Heading size="md" as="h2">
          New message to {recipient.data.displayName}
        </Heading>
        <FormAlert status="error" message={send.isError ? errorMessage(send.error, M.sendFailed) : null} />
        <MessageTextarea
          aria-label={`Message ${recipient.data.displayName}`}
          placeholder={M.placeholder}
          value={body}
          maxLength={MESSAGE_MAX_LENGTH}
          rows={3}
          onChange={(event) => setBody(event.target.value)}
          p="2"
          borderWidth="1px"
          borderColor="border"
          borderRadius="md"
          bg="bg"
        />
        <Button type="submit" colorPalette="teal" alignSelf="flex-start" disabled={body.trim() === ''} loading={send.isPending}>
          Send
        </Button>
      </Stack>
    </form>
  );
}
