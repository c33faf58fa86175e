import { Badge, Button, Container, Field, Flex, Heading, Image, SimpleGrid, Stack, Text, Textarea } from '@chakra-ui/react';
import { useState } from 'react';
import { useLocation, useParams } from 'wouter';
import { ConfirmDialog } from '../components/ConfirmDialog.tsx';
import { MissingPage } from '../components/MissingPage.tsx';
import { PageError, PageLoading } from '../components/PageStates.tsx';
import { TextLink } from '../components/TextLink.tsx';
import { notify } from '../components/ToasterHost.tsx';
import { useCurrentUser } from '../features/auth/use-current-user.ts';
import { postPaths } from '../features/posts/post-paths.ts';
import { postDetails } from '../features/posts/PostCards.tsx';
import { PostDraftDialog } from '../features/posts/PostDraftDialog.tsx';
import { formatDay } from '../lib/dates.ts';
import { errorMessage } from '../lib/errors.ts';
import { trpc } from '../lib/trpc.ts';
import { findPostPlace } from '../../../shared/posts/categories.ts';
import { POST_MESSAGES, POST_WORDS } from '../../../shared/posts/messages.ts';

/** posts/{category}/{subcategory}/{postId}: one post, its replies, and what its reader may do with it. */
export default function PostPage() {
  const params = useParams<{ category: string; subcategory: string; postId: string }>();
  const { user } = useCurrentUser();
  const post = trpc.posts.get.useQuery({ postId: params.postId });
  const place = findPostPlace(params.category, params.subcategory);
  const back = place?.subcategory ? postPaths.list(place.category.slug, place.subcategory.slug) : postPaths.board;
  const [editing, setEditing] = useState(false);
  if (post.isPending) return <PageLoading label={POST_MESSAGES.loading} />;
  if (post.isError) {
    if (post.error.data?.code === 'NOT_FOUND') return <MissingPage message={POST_MESSAGES.notFound} href={back} label={POST_WORDS.backToBoard} />;
    return <PageError message={errorMessage(post.error, POST_WORDS.postLoadFailed)} onRetry={() => void post.refetch()} />;
  }
  const mine = user !== null && post.data.authorId === user.id;
  return (
    <Container maxW="3xl" py="8">
      <Stack gap="5">
        <TextLink href={back}>{place?.subcategory ? POST_MESSAGES.listTitle(place.category.name, place.subcategory.name) : POST_WORDS.board}</TextLink>
        <Stack gap="1">
          <Flex gap="2" align="center" wrap="wrap">
            <Heading as="h1" size="2xl">
              {post.data.title}
            </Heading>
            {post.data.closedAt && <Badge colorPalette="gray">{POST_WORDS.closedBadge}</Badge>}
          </Flex>
          <Text fontSize="sm" color="fg.muted">
            {post.data.authorId && post.data.authorName ? (
              <>
                <TextLink href={`/profile/${post.data.authorId}`}>{post.data.authorName}</TextLink> · {formatDay(post.data.createdAt)}
              </>
            ) : (
              formatDay(post.data.createdAt)
            )}
          </Text>
          {postDetails(post.data) && <Text fontSize="sm">{postDetails(post.data)}</Text>}
        </Stack>
        <Text whiteSpace="pre-wrap">{post.data.body}</Text>
        {post.data.photos.length > 0 && (
          <SimpleGrid columns={{ base: 2, md: Math.min(post.data.photos.length, 4) }} gap="2" data-testid="post-photos">
            {post.data.photos.map((photo, index) => (
              <a key={photo.position} href={photo.url} target="_blank" rel="noreferrer">
                <Image src={photo.url} alt={POST_WORDS.photoAlt(post.data.title, index + 1)} w="full" aspectRatio="4 / 3" objectFit="cover" borderRadius="md" />
              </a>
            ))}
          </SimpleGrid>
        )}
        {user && <PostActions postId={post.data.id} mine={mine} closed={post.data.closedAt !== null} back={back} onEdit={() => setEditing(true)} />}
        {editing && place?.subcategory && (
          <PostDraftDialog
            open
            onClose={() => setEditing(false)}
            place={{ category: place.category.slug, subcategory: place.subcategory.slug }}
            signedIn
            returnPath={back}
            initial={{
              edited: {
                postId: post.data.id,
                photos: post.data.photos,
                draft: {
                  place: { category: place.category.slug, subcategory: place.subcategory.slug },
                  title: post.data.title,
                  body: post.data.body,
                  city:
                    post.data.city && post.data.lat !== null && post.data.lng !== null
                      ? { name: post.data.city, lat: post.data.lat, lng: post.data.lng }
                      : null,
                  gameType: post.data.gameType,
                  happensOn: post.data.happensOn,
                },
              },
            }}
            onSaved={() => setEditing(false)}
          />
        )}
        <Replies postId={post.data.id} canReply={Boolean(user) && post.data.closedAt === null} />
      </Stack>
    </Container>
  );
}

function PostActions({ postId, mine, closed, back, onEdit }: { postId: string; mine: boolean; closed: boolean; back: string; onEdit: () => void }) {
  const utils = trpc.useUtils();
  const [, navigate] = useLocation();
  const [deleting, setDeleting] = useState(false);
  const [reporting, setReporting] = useState(false);
  const [reason, setReason] = useState('');
  const close = trpc.posts.close.useMutation({ onSuccess: () => utils.posts.get.invalidate({ postId }) });
  const remove = trpc.posts.delete.useMutation({ onSuccess: () => navigate(back) });
  const report = trpc.posts.report.useMutation({
    onSuccess: () => {
      setReporting(false);
      void notify({ type: 'success', title: POST_WORDS.reported });
    },
  });
  return (
    <Flex gap="2" wrap="wrap">
      {mine && (
        <Button variant="outline" onClick={onEdit}>
          {POST_WORDS.edit}
        </Button>
      )}
      {mine && !closed && (
        <Button variant="outline" loading={close.isPending} onClick={() => close.mutate({ postId })}>
          {POST_WORDS.close}
        </Button>
      )}
      {mine && (
        <Button variant="outline" colorPalette="red" onClick={() => setDeleting(true)}>
          {POST_WORDS.delete}
        </Button>
      )}
      {!mine && (
        <Button variant="ghost" size="sm" onClick={() => setReporting(true)}>
          {POST_WORDS.report}
        </Button>
      )}
      <ConfirmDialog
        open={deleting}
        onClose={() => setDeleting(false)}
        title={POST_WORDS.deleteConfirm}
        confirmLabel={POST_WORDS.delete}
        confirmColor="red"
        onConfirm={() => remove.mutate({ postId })}
        pending={remove.isPending}
        error={remove.error}
      >
        <Text>{POST_WORDS.deleteConfirm}</Text>
      </ConfirmDialog>
      <ConfirmDialog
        open={reporting}
        testId="report-dialog"
        onClose={() => setReporting(false)}
        title={POST_WORDS.report}
        confirmLabel={POST_WORDS.report}
        confirmDisabled={reason.trim() === ''}
        onConfirm={() => report.mutate({ postId, reason })}
        pending={report.isPending}
        error={report.error}
      >
        <Field.Root required>
          <Field.Label>{POST_WORDS.reportReason}</Field.Label>
          <Textarea value={reason} maxLength={500} onChange={(event) => setReason(event.target.value)} />
        </Field.Root>
      </ConfirmDialog>
    </Flex>
  );
}

function Replies({ postId, canReply }: { postId: string; canReply: boolean }) {
  const replies = trpc.posts.replies.useQuery({ postId });
  const utils = trpc.useUtils();
  const [body, setBody] = useState('');
  const reply = trpc.posts.reply.useMutation({
    onSuccess: async () => {
      setBody('');
      await utils.posts.replies.invalidate({ postId });
    },
  });
  return (
    <Stack gap="3" as="section" aria-label={POST_WORDS.replies}>
      <Heading as="h2" size="md">
        {POST_WORDS.replies}
      </Heading>
      {replies.isPending ? (
        <Text color="fg.muted">{POST_MESSAGES.loading}</Text>
      ) : replies.isError ? (
        <PageError message={errorMessage(replies.error, POST_WORDS.postLoadFailed)} onRetry={() => void replies.refetch()} />
      ) : replies.data.length === 0 ? (
        <Text color="fg.muted">{POST_WORDS.noReplies}</Text>
      ) : (
        <Stack as="ul" gap="2" listStyleType="none" m="0" p="0">
          {replies.data.map((row) => (
            <Stack as="li" key={row.id} gap="0" borderWidth="1px" borderRadius="md" p="3" data-testid="post-reply">
              <Text fontSize="sm" color="fg.muted">
                {[row.authorName, formatDay(row.createdAt)].filter(Boolean).join(' · ')}
              </Text>
              <Text whiteSpace="pre-wrap">{row.body}</Text>
            </Stack>
          ))}
        </Stack>
      )}
      {canReply && (
        <Stack gap="2">
          <Field.Root>
            <Field.Label>{POST_WORDS.yourReply}</Field.Label>
            <Textarea value={body} maxLength={2000} onChange={(event) => setBody(event.target.value)} />
          </Field.Root>
          {reply.isError && <PageError message={errorMessage(reply.error, POST_WORDS.publishFailed)} />}
          <Button alignSelf="start" colorPalette="teal" loading={reply.isPending} disabled={body.trim() === ''} onClick={() => reply.mutate({ postId, body })}>
            {POST_WORDS.reply}
          </Button>
        </Stack>
      )}
    </Stack>
  );
}
