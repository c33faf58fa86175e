import { Button, Field, SimpleGrid, Stack, Text, Textarea } from '@chakra-ui/react';
import { useState } from 'react';
import { useLocation } from 'wouter';
import { AppDialog } from '../../components/AppDialog.tsx';
import { TextField } from '../../components/TextField.tsx';
import { PageError } from '../../components/PageStates.tsx';
import { SelectField } from '../../components/SelectField.tsx';
import { notify } from '../../components/ToasterHost.tsx';
import { CitySearchInput } from '../cities/CitySearchInput.tsx';
import { errorMessage } from '../../lib/errors.ts';
import { trpc } from '../../lib/trpc.ts';
import { uploadFile } from '../../lib/upload.ts';
import { PostPhotosField } from './PostPhotosField.tsx';
import { DRAFT_QUERY, keepPostDraft } from './post-draft-store.ts';
import { POST_LIMITS, type PostDraft } from '../../../../shared/posts/schemas.ts';
import { POST_WORDS } from '../../../../shared/posts/messages.ts';
import { UPLOAD_MESSAGES } from '../../../../shared/uploads/messages.ts';
import { loginPathFor } from '../../../../shared/auth/return-path.ts';
import type { City } from '../../../../shared/common/schemas.ts';

export interface EditedPost {
  postId: string;
  draft: PostDraft;
  photos: readonly { position: number; url: string }[];
}

/**
 * Writing a post, or editing one: the title and text, an optional city (near readers see it
 * first), game type and date, and up to 4 photos sent after the post is saved. A signed-out
 * visitor writes too; publishing keeps the draft and asks them to sign in, and the board reopens
 * it when they are back.
 */
export function PostDraftDialog({
  open,
  onClose,
  place,
  signedIn,
  initial,
  returnPath,
  onSaved,
}: {
  open: boolean;
  onClose: () => void;
  place: { category: string; subcategory: string };
  signedIn: boolean;
  /** A draft to start from: a post being edited, or the one kept over signing in. */
  initial?: { draft?: PostDraft; edited?: EditedPost } | undefined;
  /** The board page that reopens the draft after signing in. */
  returnPath: string;
  onSaved: (postId: string) => void;
}) {
  const start = initial?.edited?.draft ?? initial?.draft;
  const [title, setTitle] = useState(start?.title ?? '');
  const [body, setBody] = useState(start?.body ?? '');
  const [city, setCity] = useState<City | null>(start?.city ?? null);
  const [gameType, setGameType] = useState(start?.gameType ?? '');
  const [happensOn, setHappensOn] = useState(start?.happensOn ?? '');
  const [photos, setPhotos] = useState<File[]>([]);
  const [saved, setSaved] = useState(initial?.edited?.photos ?? []);
  const [removed, setRemoved] = useState<number[]>([]);
  const [sendingPhotos, setSendingPhotos] = useState(false);
  const [, navigate] = useLocation();
  const gameTypes = trpc.system.gameTypes.useQuery(undefined, { staleTime: Infinity });
  const utils = trpc.useUtils();
  const draft: PostDraft = { place, title, body, city, gameType: gameType || null, happensOn: happensOn || null };

  const finish = async (postId: string) => {
    setSendingPhotos(true);
    let failed = false;
    for (const position of removed) {
      const gone = await uploadFile(`/uploads/post-photos/${postId}/${position}`, UPLOAD_MESSAGES, { method: 'DELETE' });
      if (!gone.ok) failed = true;
    }
    for (const file of photos) {
      const sent = await uploadFile(`/uploads/post-photos/${postId}`, UPLOAD_MESSAGES, { file });
      if (!sent.ok) failed = true;
    }
    setSendingPhotos(false);
    if (failed) void notify({ type: 'error', title: POST_WORDS.photoUploadFailed });
    await Promise.all([utils.posts.list.invalidate(), utils.posts.get.invalidate({ postId })]);
    setPhotos([]);
    setRemoved([]);
    onSaved(postId);
  };
  const create = trpc.posts.create.useMutation({ onSuccess: ({ id }) => finish(id) });
  const update = trpc.posts.update.useMutation({
    onSuccess: async (_, input) => {
      void notify({ type: 'success', title: POST_WORDS.saved });
      await finish(input.postId);
    },
  });
  const saving = create.isPending || update.isPending || sendingPhotos;
  const failure = create.error ?? update.error;

  const publish = () => {
    if (!signedIn) {
      keepPostDraft(draft);
      navigate(loginPathFor(`${returnPath}?${DRAFT_QUERY}=1`));
      return;
    }
    if (initial?.edited) update.mutate({ postId: initial.edited.postId, draft });
    else create.mutate(draft);
  };
  const gameTypeOptions = [
    { value: '', label: POST_WORDS.anyGameType },
    ...(gameTypes.data ?? []).filter((type) => type !== 'Any').map((type) => ({ value: type, label: type })),
  ];
  return (
    <AppDialog
      open={open}
      onClose={onClose}
      title={initial?.edited ? POST_WORDS.editPost : POST_WORDS.newPost}
      testId="post-draft-dialog"
      footer={
        <Button colorPalette="teal" loading={saving} disabled={title.trim() === '' || body.trim() === ''} onClick={publish}>
          {!signedIn ? POST_WORDS.signInToPublish : initial?.edited ? POST_WORDS.save : POST_WORDS.publish}
        </Button>
      }
    >
      <Stack gap="3">
        {!signedIn && <Text color="fg.muted">{POST_WORDS.signInKeepsDraft}</Text>}
        <TextField label={POST_WORDS.title} value={title} onChange={setTitle} maxLength={POST_LIMITS.title} required />
        <Field.Root required>
          <Field.Label>{POST_WORDS.text}</Field.Label>
          <Textarea value={body} onChange={(event) => setBody(event.target.value)} maxLength={POST_LIMITS.body} rows={6} />
        </Field.Root>
        <CitySearchInput label={POST_WORDS.city} value={city} onChange={setCity} helper={POST_WORDS.cityHint} />
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3">
          <SelectField label={POST_WORDS.gameType} value={gameType} onChange={setGameType} options={gameTypeOptions} />
          <TextField label={POST_WORDS.happensOn} type="date" value={happensOn} onChange={setHappensOn} />
        </SimpleGrid>
        {signedIn && (
          <PostPhotosField
            saved={saved}
            onRemoveSaved={(position) => {
              setSaved(saved.filter((photo) => photo.position !== position));
              setRemoved([...removed, position]);
            }}
            chosen={photos}
            onChosenChange={setPhotos}
          />
        )}
        {failure && <PageError message={errorMessage(failure, POST_WORDS.publishFailed)} />}
      </Stack>
    </AppDialog>
  );
}
