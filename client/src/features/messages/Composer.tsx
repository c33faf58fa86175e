import { Button, Flex, Stack } from '@chakra-ui/react';
import { useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { FormAlert } from '../../components/PageStates.tsx';
import { errorMessage } from '../../lib/errors.ts';
import { trpc } from '../../lib/trpc.ts';
import { MessageTextarea } from './MessageTextarea.tsx';
import { MESSAGING_MESSAGES as M } from '../../../../shared/messaging/messages.ts';
import { MESSAGE_MAX_LENGTH } from '../../../../shared/limits/limits.ts';
import { TYPING } from '../../../../shared/messaging/live.ts';

/** Where a composer writes: a direct conversation (to its other person) or a group. */
export interface ComposerTarget {
  conversationId: string;
  /** The other person of a direct conversation; absent for a group. */
  recipientId?: string;
  /** Who or what is written to, for the textarea's name. */
  name: string;
}

export function Composer({ target }: { target: ComposerTarget }) {
  const utils = trpc.useUtils();
  const [body, setBody] = useState('');
  const conversation = { id: target.conversationId };
  const onSuccess = {
    onSuccess: () => {
      setBody('');
      // The next words after a sent message are news again.
      lastSignal.current = 0;
      void utils.messages.list.invalidate({ conversationId: conversation.id });
      void utils.messages.conversations.invalidate();
    },
  };
  const direct = trpc.messages.send.useMutation(onSuccess);
  const group = trpc.messages.post.useMutation(onSuccess);
  const send = target.recipientId ? direct : group;
  // "… is typing" for the others: at most one signal per TYPING.sendEveryMs while the text changes.
  // A failed signal is not worth a word on screen; the next keystrokes send another.
  const { mutate: signalTyping } = trpc.messages.typing.useMutation();
  const lastSignal = useRef(0);
  const typed = (next: string) => {
    const now = Date.now();
    if (next.trim() === '' || now - lastSignal.current < TYPING.sendEveryMs) return;
    lastSignal.current = now;
    signalTyping({ conversationId: conversation.id });
  };
  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (!body.trim() || send.isPending) return;
    if (target.recipientId) direct.mutate({ recipientId: target.recipientId, body });
    else group.mutate({ conversationId: target.conversationId, body });
  };
  // Enter sends, as in most chat apps; Shift+Enter starts a new line.
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submit();
    }
  };
  return (
    <form onSubmit={submit}>
      <Stack gap="2">
        <FormAlert status="error" message={send.isError ? errorMessage(send.error, M.sendFailed) : null} />
        <Flex gap="2" align="flex-end">
          <MessageTextarea
            aria-label={`Message ${target.name}`}
            placeholder={M.placeholder}
            value={body}
            maxLength={MESSAGE_MAX_LENGTH}
            rows={2}
            onChange={(event) => {
              setBody(event.target.value);
              typed(event.target.value);
              if (send.isError) send.reset();
            }}
            onKeyDown={onKeyDown}
            flex="1"
            resize="vertical"
            p="2"
            borderWidth="1px"
            borderColor="border"
            borderRadius="md"
            bg="bg"
            _focusVisible={{ outline: '2px solid', outlineColor: 'teal.500' }}
          />
          <Button type="submit" colorPalette="teal" disabled={body.trim() === ''} loading={send.isPending}>
            Send
          </Button>
        </Flex>
      </Stack>
    </form>
  );
}
