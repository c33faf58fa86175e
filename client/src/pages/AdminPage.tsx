import { Button, Card, Container, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { useCurrentUser } from '../features/auth/use-current-user.ts';
import { PageError, PageLoading } from '../components/PageStates.tsx';
import { notify } from '../components/ToasterHost.tsx';
import { errorMessage } from '../lib/errors.ts';
import { formatDay } from '../lib/dates.ts';
import { trpc } from '../lib/trpc.ts';
import { findPostPlace } from '../../../shared/posts/categories.ts';
import { POST_WORDS } from '../../../shared/posts/messages.ts';
import { APP_MESSAGES } from '../../../shared/common/app-messages.ts';

/**
 * The admin area behind login (spec section 6): the post board's review queue, posts hidden after
 * three reports (issue 32). Only the application's admins get past the first line.
 */
export default function AdminPage() {
  const { user } = useCurrentUser();
  if (user?.role !== 'admin') return <PageError message={APP_MESSAGES.adminsOnly} />;
  return (
    <Container maxW="4xl" py="8">
      <Stack gap="5">
        <Heading as="h1" size="2xl">
          {POST_WORDS.adminArea}
        </Heading>
        <ReviewQueue />
      </Stack>
    </Container>
  );
}

function ReviewQueue() {
  const hidden = trpc.posts.hidden.useQuery();
  const utils = trpc.useUtils();
  const review = trpc.posts.review.useMutation({
    onSuccess: () => utils.posts.hidden.invalidate(),
    onError: (error) => void notify({ type: 'error', title: errorMessage(error, APP_MESSAGES.tryAgain) }),
  });
  return (
    <Stack as="section" gap="3" aria-label={POST_WORDS.reviewTitle}>
      <Heading as="h2" size="lg">
        {POST_WORDS.reviewTitle}
      </Heading>
      <Text color="fg.muted">{POST_WORDS.reviewIntro}</Text>
      {hidden.isPending ? (
        <PageLoading />
      ) : hidden.isError ? (
        <PageError message={errorMessage(hidden.error, POST_WORDS.reviewLoadFailed)} onRetry={() => void hidden.refetch()} />
      ) : hidden.data.length === 0 ? (
        <Text>{POST_WORDS.reviewEmpty}</Text>
      ) : (
        <Stack as="ul" gap="3" listStyleType="none" m="0" p="0">
          {hidden.data.map((post) => {
            const place = findPostPlace(post.category, post.subcategory);
            return (
              <Card.Root as="li" key={post.id} data-testid="hidden-post">
                <Card.Body>
                  <Stack gap="2">
                    <Heading as="h3" size="sm">
                      {post.title}
                    </Heading>
                    <Text fontSize="sm" color="fg.muted">
                      {[post.authorName ?? post.authorEmail, place?.subcategory?.name, formatDay(post.createdAt)].filter(Boolean).join(' · ')}
                    </Text>
                    <Text whiteSpace="pre-wrap" fontSize="sm">
                      {post.body}
                    </Text>
                    <Text fontSize="sm">
                      {POST_WORDS.reportedFor}: {post.reasons.join(' · ')}
                    </Text>
                    <Flex gap="2" wrap="wrap">
                      <Button
                        size="sm"
                        colorPalette="teal"
                        loading={review.isPending && review.variables.postId === post.id && review.variables.decision === 'restore'}
                        onClick={() => review.mutate({ postId: post.id, decision: 'restore' })}
                      >
                        {POST_WORDS.restore}
                      </Button>
                      <Button
                        size="sm"
                        variant="outline"
                        colorPalette="red"
                        loading={review.isPending && review.variables.postId === post.id && review.variables.decision === 'remove'}
                        onClick={() => review.mutate({ postId: post.id, decision: 'remove' })}
                      >
                        {POST_WORDS.remove}
                      </Button>
                    </Flex>
                  </Stack>
                </Card.Body>
              </Card.Root>
            );
          })}
        </Stack>
      )}
    </Stack>
  );
}
