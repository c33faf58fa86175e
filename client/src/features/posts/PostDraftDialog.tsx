import { Field, Stack, Textarea } from '@chakra-ui/react';
import { useState } from 'react';
import { AppDialog } from '../../components/AppDialog.tsx';
import { TextField } from '../../components/TextField.tsx';
import { PageError } from '../../components/PageStates.tsx';
import { Button } from '@chakra-ui/react';
import { errorMessage } from '../../lib/errors.ts';
import { trpc } from '../../lib/trpc.ts';
import { POST_LIMITS } from '../../../../shared/posts/schemas.ts';
import { POST_WORDS } from '../../../../shared/posts/messages.ts';

/** Writing a post in one subcategory: a title and the text (the board's place is the page's). */
export function PostDraftDialog({
  open,
  onClose,
  place,
  onCreated,
}: {
  open: boolean;
  onClose: () => void;
  place: { category: string; subcategory: string };
  onCreated: (postId: string) => void;
}) {
  const [title, setTitle] = useState('');
  const [body, setBody] = useState('');
  const utils = trpc.useUtils();
  const create = trpc.posts.create.useMutation({
    onSuccess: async ({ id }) => {
      await utils.posts.list.invalidate();
      setTitle('');
      setBody('');
      onCreated(id);
    },
  });
  return (
    <AppDialog
      open={open}
      onClose={onClose}
      title={POST_WORDS.newPost}
      testId="post-draft-dialog"
      footer={
        <Button
          colorPalette="teal"
          loading={create.isPending}
          onClick={() => create.mutate({ place, title, body, city: null, gameType: null, happensOn: null })}
        >
          {POST_WORDS.publish}
        </Button>
      }
    >
      <Stack gap="3">
        <TextField label={POST_WORDS.title} value={title} onChange={setTitle} maxLength={POST_LIMITS.title} required />
        <Field.Root required>
          <Field.Label>{POST_WORDS.text}</Field.Label>
          <Textarea value={body} onChange={(event) => setBody(event.target.value)} maxLength={POST_LIMITS.body} rows={6} />
        </Field.Root>
        {create.isError && <PageError message={errorMessage(create.error, POST_WORDS.publishFailed)} />}
      </Stack>
    </AppDialog>
  );
}
